import { Injectable } from '@nestjs/common';
import { ErrorCode } from '@storyvault/contracts';
import { DomainError } from '../../../shared/domain-error';
import { Clock } from '../../../shared/time/clock';
import { Delivery, ResponseTokens } from '../../delivery/delivery.public';
import { ListVaults } from '../../vault/vault.public';
import { InboundOutcome, ParsedInbound } from '../domain/inbound';
import { ReplyLanguage } from '../domain/reply/reply-classification';
import { ReplyClassifier } from './ports/reply-classifier';
import { ReplyCommand } from '../domain/reply/reply-command';
import { ActOnReplyCommand } from './reply-commands.service';
import { emailStory, onlyWords } from './email-story';
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
    private readonly commands: ActOnReplyCommand,
    private readonly classifier: ReplyClassifier,
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
   * id), else the open one. An email of only a reply word (RESUME, say) is acted on as the
   * poller would have, not filed as a story; any question of the vault will do for it.
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
    const questions = await this.questionsOf(vaults[0].vault.id, seniorEmail, options.question);
    const raw = await this.store.readRaw(record.id);
    if (!raw) throw new InboundNotFoundError(messageIdOrId);
    const parsed = await this.parser.parse(raw).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw new CannotAssignError(`That email cannot be read (${reason}), so it cannot become a story.`);
    });
    const command = this.commandIn(emailStory(parsed, questions.any, record.id));
    if (command) return this.actOn(record, parsed, questions.any, command);
    const question = questions.answered();
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

  /** The reply word an email of words only is, if it is one. */
  private commandIn(made: ReturnType<typeof emailStory>) {
    if (!onlyWords(made)) return null;
    const classified = this.classifier.classify(made.input.fullText, this.clock.now());
    return classified.kind === 'command' ? classified : null;
  }

  /** A reply word assigned by hand: done (or held) exactly as if it had come by the question's token. */
  private async actOn(
    record: StoredInbound,
    parsed: ParsedInbound,
    question: Delivery,
    classified: { command: ReplyCommand; language: ReplyLanguage },
  ): Promise<AssignResult> {
    const done = await this.commands.execute(
      classified.command,
      question,
      { from: parsed.from ?? '', authenticationResults: parsed.authenticationResults },
      classified.language,
    );
    const finished = await this.store.finish(
      record.id,
      {
        outcome: done.outcome,
        reason: `${done.reason} (assigned by an operator; was ${record.outcome}: ${record.reason})`,
        attribution: null,
        vaultId: question.vaultId,
        deliveryId: question.id,
        leftOut: [],
      },
      this.clock.now(),
    );
    return {
      inboundId: finished.id,
      messageId: finished.messageId,
      outcome: done.outcome,
      reason: finished.reason,
      vaultId: question.vaultId,
      deliveryId: question.id,
      questionText: question.questionText ?? '',
      leftOut: [],
    };
  }

  /**
   * The questions sent to the vault: `any` for a reply word (the named one, else the open one,
   * else the latest), `answered()` the one a story answers (the named one, else the open one,
   * or an error listing them). Only the latest question, unanswered, is open: an older one left
   * unanswered is listed as such, never as open.
   */
  private async questionsOf(
    vaultId: string,
    seniorEmail: string,
    named: string | undefined,
  ): Promise<{ any: Delivery; answered: () => Delivery }> {
    const sent = await this.tokens.questionsSent(vaultId);
    if (!sent.length) throw new CannotAssignError(`${seniorEmail} has not been sent a question yet.`);
    const open = await this.tokens.openQuestion(vaultId);
    const state = (d: Delivery) =>
      d.answeredAt
        ? `(answered ${day(d.answeredAt)})`
        : d.id === open?.id
          ? '(open)'
          : '(not answered; a later question was sent)';
    const list = sent
      .map((d, i) => `  ${i + 1}. ${day(d.sentAt)}  “${d.questionText ?? ''}” ${state(d)}  ${d.id}`)
      .join('\n');
    if (named !== undefined) {
      const wanted = named.trim();
      const byNumber = /^\d+$/.test(wanted) ? sent[Number(wanted) - 1] : undefined;
      const found = byNumber ?? sent.find((d) => d.id === wanted.toLowerCase());
      if (!found)
        throw new CannotAssignError(
          `${seniorEmail} was sent no question ${wanted}. The questions sent, newest first:\n${list}`,
        );
      return { any: found, answered: () => found };
    }
    return {
      any: open ?? sent[0],
      answered: () => {
        if (open) return open;
        throw new CannotAssignError(
          `None of the questions sent to ${seniorEmail} is open (only the latest, while unanswered, is). Name the question the email answers with --question <n>:\n${list}`,
        );
      },
    };
  }
}
