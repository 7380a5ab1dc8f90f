import { Injectable } from '@nestjs/common';
import { ErrorCode } from '@storyvault/contracts';
import { DomainError } from '../../../shared/domain-error';
import { Clock } from '../../../shared/time/clock';
import { Delivery, ResponseTokens } from '../../delivery/delivery.public';
import { ListVaults } from '../../vault/vault.public';
import { InboundOutcome } from '../domain/inbound';
import { emailStory } from './email-story';
import { IngestResult } from './ingest-inbound-message.use-case';
import { InboundMessageStore, StoredInbound } from './ports/inbound-message.store';
import { MessageParser } from './ports/message-parser';
import { RecordStory } from '../../stories/stories.public';
import { TellOwnerOfLeftOutFiles } from './tell-owner-of-left-out-files.service';

export class InboundNotFoundError extends DomainError {
  constructor(id: string) {
    super(ErrorCode.INBOUND_NOT_FOUND, `No inbound email with the Message-ID or id ${id}`);
  }
}

export class CannotAssignError extends DomainError {
  constructor(message: string) {
    super(ErrorCode.CANNOT_ASSIGN, message);
  }
}

/** The outcomes an operator may turn into a story: mail nobody could attribute, and mail refused. */
const ASSIGNABLE: ReadonlyArray<InboundOutcome | null> = ['unmatched', 'rejected'];

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '—');

/** An assigned email's result, with the question it now answers. */
export type AssignResult = IngestResult & { questionText: string };

/** Operators' view of inbound mail, and their hand for mail nobody could attribute. */
@Injectable()
export class ManageInbound {
  constructor(
    private readonly store: InboundMessageStore,
    private readonly parser: MessageParser,
    private readonly tokens: ResponseTokens,
    private readonly vaults: ListVaults,
    private readonly recordStory: RecordStory,
    private readonly tellOwner: TellOwnerOfLeftOutFiles,
    private readonly clock: Clock,
  ) {}

  list(filter: { outcome?: InboundOutcome; limit?: number }): Promise<StoredInbound[]> {
    return this.store.list({ outcome: filter.outcome, limit: filter.limit ?? 100 });
  }

  /** The email with this Message-ID (with or without its angle brackets) or id. */
  async find(messageIdOrId: string): Promise<StoredInbound | null> {
    const wanted = messageIdOrId.trim();
    const bare = wanted.replace(/^<|>$/g, '');
    for (const candidate of [...new Set([wanted, `<${bare}>`, bare])]) {
      if (!candidate || candidate === '<>') continue;
      const record = await this.store.findByMessageId(candidate);
      if (record) return record;
    }
    return null;
  }

  /**
   * Makes an unmatched or rejected email the answer to a question sent to the senior with
   * `seniorEmail`: the one named by `question` (its number in the list, newest first, or its
   * id), else the open one.
   */
  async assign(messageIdOrId: string, seniorEmail: string, options: { question?: string } = {}): Promise<AssignResult> {
    const record = await this.find(messageIdOrId);
    if (!record) throw new InboundNotFoundError(messageIdOrId);
    if (!ASSIGNABLE.includes(record.outcome))
      throw new CannotAssignError(
        `That email was ${record.outcome ?? 'not processed yet'}; only unmatched or rejected emails can be assigned.`,
      );
    const vaults = await this.vaults.bySeniorEmail(seniorEmail);
    if (vaults.length !== 1)
      throw new CannotAssignError(`${vaults.length} vaults have the senior ${seniorEmail}; exactly one is needed.`);
    const question = await this.questionFor(vaults[0].vault.id, seniorEmail, options.question);
    const raw = await this.store.readRaw(record.id);
    if (!raw) throw new InboundNotFoundError(messageIdOrId);
    const parsed = await this.parser.parse(raw).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw new CannotAssignError(`That email cannot be read (${reason}), so it cannot become a story.`);
    });
    const made = emailStory(parsed, question, record.id);
    const story = await this.recordStory.execute(made.input);
    const finished = await this.store.finish(
      record.id,
      {
        outcome: 'story',
        reason: `assigned by an operator (was ${record.outcome}: ${record.reason})`,
        attribution: null,
        vaultId: story.vaultId,
        deliveryId: question.id,
        storyId: story.id,
        leftOut: made.leftOut,
      },
      this.clock.now(),
    );
    await this.tellOwner.execute([
      { vaultId: story.vaultId, storyId: story.id, questionText: story.questionText, files: made.leftOut },
    ]);
    return {
      inboundId: finished.id,
      messageId: finished.messageId,
      outcome: 'story',
      reason: finished.reason,
      vaultId: story.vaultId,
      storyId: story.id,
      questionText: story.questionText,
      fullText: story.fullText,
      attachments: story.attachments.map((a) => `${a.filename} (${a.contentType}, ${a.sizeBytes} bytes)`),
      leftOut: finished.leftOut,
    };
  }

  /** The question named (by number, newest first, or id) among those sent, else the open one. */
  private async questionFor(vaultId: string, seniorEmail: string, named: string | undefined): Promise<Delivery> {
    const sent = await this.tokens.questionsSent(vaultId);
    if (!sent.length) throw new CannotAssignError(`${seniorEmail} has not been sent a question yet.`);
    const list = sent
      .map(
        (d, i) =>
          `  ${i + 1}. ${day(d.sentAt)}  “${d.questionText ?? ''}”${d.answeredAt ? ` (answered ${day(d.answeredAt)})` : ' (open)'}  ${d.id}`,
      )
      .join('\n');
    if (named !== undefined) {
      const wanted = named.trim();
      const byNumber = /^\d+$/.test(wanted) ? sent[Number(wanted) - 1] : undefined;
      const found = byNumber ?? sent.find((d) => d.id === wanted.toLowerCase());
      if (!found)
        throw new CannotAssignError(
          `${seniorEmail} was sent no question ${wanted}. The questions sent, newest first:\n${list}`,
        );
      return found;
    }
    const open = await this.tokens.openQuestion(vaultId);
    if (open) return open;
    throw new CannotAssignError(
      `${seniorEmail} has no open question. Name the question the email answers with --question <n>:\n${list}`,
    );
  }
}
