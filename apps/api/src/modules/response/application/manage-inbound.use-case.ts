import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain-error';
import { ResponseTokens } from '../../delivery/delivery.public';
import { ListVaults } from '../../vault/vault.public';
import { InboundOutcome, storyAttachments } from '../domain/inbound';
import { IngestResult } from './ingest-inbound-message.use-case';
import { InboundMessageStore, StoredInbound } from './ports/inbound-message.store';
import { MessageParser } from './ports/message-parser';
import { RecordStory } from './record-story.use-case';
import { extractReply, originalText } from '../domain/reply/extract-reply';
import { Clock } from '../../../shared/time/clock';

export class InboundNotFoundError extends DomainError {
  constructor(id: string) {
    super('INBOUND_NOT_FOUND', `No inbound email with the Message-ID or id ${id}`);
  }
}

export class CannotAssignError extends DomainError {
  constructor(message: string) {
    super('CANNOT_ASSIGN', message);
  }
}

/** Operators' view of inbound mail, and their hand for mail nobody could attribute. */
@Injectable()
export class ManageInbound {
  constructor(
    private readonly store: InboundMessageStore,
    private readonly parser: MessageParser,
    private readonly tokens: ResponseTokens,
    private readonly vaults: ListVaults,
    private readonly recordStory: RecordStory,
    private readonly clock: Clock,
  ) {}

  list(filter: { outcome?: InboundOutcome; limit?: number }): Promise<StoredInbound[]> {
    return this.store.list({ outcome: filter.outcome, limit: filter.limit ?? 100 });
  }

  /** Makes an unmatched email the answer to the open question of the senior with `seniorEmail`. */
  async assign(messageIdOrId: string, seniorEmail: string): Promise<IngestResult> {
    const record = await this.store.findByMessageId(messageIdOrId);
    if (!record) throw new InboundNotFoundError(messageIdOrId);
    if (record.outcome !== 'unmatched')
      throw new CannotAssignError(`That email was ${record.outcome ?? 'not processed yet'}, not unmatched.`);
    const vaults = await this.vaults.bySeniorEmail(seniorEmail);
    if (vaults.length !== 1)
      throw new CannotAssignError(`${vaults.length} vaults have the senior ${seniorEmail}; exactly one is needed.`);
    const question = await this.tokens.openQuestion(vaults[0].vault.id);
    if (!question) throw new CannotAssignError(`${seniorEmail} has no open question to answer.`);
    const raw = await this.store.readRaw(record.id);
    if (!raw) throw new InboundNotFoundError(messageIdOrId);
    const parsed = await this.parser.parse(raw);
    const files = storyAttachments(parsed.attachments);
    const story = await this.recordStory.execute({
      question,
      fullText: extractReply(parsed).fullText,
      rawText: originalText(parsed),
      source: 'email',
      files,
      inboundMessageId: record.id,
    });
    const finished = await this.store.finish(
      record.id,
      {
        outcome: 'story',
        reason: `assigned by an operator (was: ${record.reason})`,
        attribution: null,
        vaultId: story.vaultId,
        deliveryId: question.id,
        storyId: story.id,
      },
      this.clock.now(),
    );
    return {
      inboundId: finished.id,
      messageId: finished.messageId,
      outcome: 'story',
      reason: finished.reason,
      vaultId: story.vaultId,
      storyId: story.id,
      fullText: story.fullText,
    };
  }
}
