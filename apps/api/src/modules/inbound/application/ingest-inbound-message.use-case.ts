import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AppConfig } from '../../../config/app-config';
import { ReplyToClaimNotices } from '../../delivery/delivery.public';
import { Vault } from '../../vault/vault.public';
import { Clock } from '../../../shared/time/clock';
import { LeftOutAttachment } from '../domain/attachments';
import { classifyInbound, InboundOutcome, ParsedInbound } from '../domain/inbound';
import { scanMessageId } from '../domain/raw-message-id';
import { AttributeReply } from './attribute-reply.service';
import { emailStory, onlyWords } from './email-story';
import { InboundMessageStore, InboundResult, NewInbound, StoredInbound } from './ports/inbound-message.store';
import { MessageParser } from './ports/message-parser';
import { RecordStory, RecordStoryInput } from '../../stories/stories.public';
import { LeftOutNotice, TellOwnerOfLeftOutFiles } from './tell-owner-of-left-out-files.service';
import { ReplyCommand } from '../domain/reply/reply-command';
import { ReplyLanguage } from '../domain/reply/reply-classification';
import { AskReplyChoice, UnclearReply } from './ask-reply-choice.service';
import { ReplyClassifier } from './ports/reply-classifier';
import { ActOnReplyCommand } from './reply-commands.service';
import { Delivery } from '../../delivery/delivery.public';

/**
 * Processing a message is started at most this often. One that kills or hangs the worker
 * whenever it is read is then rejected unread, and the mailbox moves on past it.
 */
export const MAX_ATTEMPTS = 3;

export interface IngestResult extends InboundResult {
  inboundId: string;
  messageId: string | null;
  fullText?: string;
  attachments?: string[];
  /** The files of the email its story does not hold, each with the reason. */
  leftOut?: LeftOutAttachment[];
}

type Decision = InboundResult & { fullText?: string; attachments?: string[]; questionText?: string };

/** A stored message taken for processing, with what parsing it gave. */
interface Candidate {
  record: StoredInbound;
  parsed: ParsedInbound | null;
  parseError?: unknown;
}

function unreadable(error: unknown): Decision {
  return {
    outcome: 'rejected',
    reason: `could not be read: ${error instanceof Error ? error.message : String(error)}`,
  };
}

/** A reply with words only: a photo or a recording always makes a story. */
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/**
 * The key a message is stored under: its Message-ID, or its bytes' hash without one. The key
 * column holds 300 characters, so a longer Message-ID is known by its hash.
 */
function dedupeKey(raw: Buffer, messageId: string | null): string {
  if (!messageId) return `sha256:${sha256(raw)}`;
  return messageId.length <= 296 ? `mid:${messageId}` : `mid-sha256:${sha256(messageId)}`;
}

export interface InboundSource {
  source: 'imap' | 'cli';
  mailbox?: string | null;
  uidvalidity?: number | null;
  uid?: number | null;
}

/**
 * One incoming email: stored raw first (once per Message-ID, or per content when it has none),
 * then read, classified, attributed and, when it is a real answer, turned into a story. A crash
 * at any point loses nothing: the stored message is processed again, and a story is made once.
 * Nothing is read before the message is stored, so a message the parser fails on (or hangs
 * on, or dies on) is still kept, and recorded as rejected.
 */
@Injectable()
export class IngestInboundMessage {
  private readonly logger = new Logger('Inbound');

  constructor(
    private readonly store: InboundMessageStore,
    private readonly parser: MessageParser,
    private readonly attribute: AttributeReply,
    private readonly recordStory: RecordStory,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly notices: ReplyToClaimNotices,
    private readonly tellOwner: TellOwnerOfLeftOutFiles,
    private readonly commands: ActOnReplyCommand,
    private readonly classifier: ReplyClassifier,
    private readonly askChoice: AskReplyChoice,
  ) {}

  async execute(raw: Buffer, source: InboundSource): Promise<IngestResult> {
    return (await this.ingestMany([{ raw, source }]))[0];
  }

  /**
   * A batch of incoming emails (a chunk fetched from the mailbox): stored raw and taken for
   * processing in one write, read, decided with a handful of look-ups, their stories saved and
   * their outcomes recorded in a few more writes. In the order given.
   */
  async ingestMany(items: Array<{ raw: Buffer; source: InboundSource }>): Promise<IngestResult[]> {
    const stored = await this.store.storeAndClaim(
      items.map((item) => this.toNewInbound(item.raw, item.source)),
      this.leaseUntil(),
    );
    const results: IngestResult[] = new Array<IngestResult>(items.length);
    const fresh: Array<{ index: number; record: StoredInbound }> = [];
    const seen = new Set<string>();
    for (const [index, { record, isNew }] of stored.entries()) {
      if (isNew && !seen.has(record.id)) fresh.push({ index, record });
      else if (record.state === 'processed' || seen.has(record.id))
        results[index] = {
          ...this.summary(record),
          outcome: 'duplicate',
          reason: `already received (${record.outcome ?? 'in this batch'})`,
        };
      else results[index] = await this.process(record.id);
      seen.add(record.id);
    }
    const candidates = await Promise.all(
      fresh.map(async ({ index, record }) => ({ record, ...(await this.read(items[index].raw)) })),
    );
    const decided = await this.decideAll(candidates);
    const finished = await this.store.finishMany(
      fresh.map((f, k) => ({ id: f.record.id, result: decided[k] })),
      this.clock.now(),
    );
    fresh.forEach((f, k) => {
      this.logged(f.record.id, decided[k]);
      results[f.index] = {
        ...this.summary(finished[k]),
        fullText: decided[k].fullText,
        attachments: decided[k].attachments,
      };
    });
    await this.tellOwners(decided);
    return results;
  }

  /** Processes a stored message that is not processed yet (what a crash interrupted, say). */
  async process(inboundId: string): Promise<IngestResult> {
    const claimed = await this.store.claim(inboundId, this.clock.now(), this.leaseUntil());
    if (!claimed) {
      return {
        inboundId,
        messageId: null,
        outcome: 'duplicate',
        reason: 'being processed by another worker, or already processed',
      };
    }
    const [result] =
      claimed.record.attempts > MAX_ATTEMPTS
        ? [unreadable(`processing it was cut short ${MAX_ATTEMPTS} times (the worker stopped or hung)`)]
        : await this.decideAll([{ record: claimed.record, ...(await this.read(claimed.raw)) }]);
    const finished = await this.store.finish(inboundId, result, this.clock.now());
    this.logged(inboundId, result);
    await this.tellOwners([result]);
    return { ...this.summary(finished), fullText: result.fullText, attachments: result.attachments };
  }

  /**
   * Parses a stored message, giving up after half its lease: past the lease another worker
   * would take the message over, and one that hangs the parser must not hold up the mailbox.
   */
  private async read(raw: Buffer): Promise<{ parsed: ParsedInbound | null; parseError?: unknown }> {
    const seconds = this.config.INBOUND_LEASE_SECONDS / 2;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`reading it took longer than ${seconds} s`)), seconds * 1000);
      timer.unref();
    });
    try {
      return { parsed: await Promise.race([this.parser.parse(raw), timeout]) };
    } catch (parseError) {
      return { parsed: null, parseError };
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Decides a batch at once; should that fail, each on its own, so one bad message cannot sink
   * the rest. Each decision carries the sender and subject, when the message could be read.
   */
  private async decideAll(batch: Candidate[]): Promise<Decision[]> {
    if (!batch.length) return [];
    let decisions: Decision[];
    try {
      decisions = await this.decide(batch);
    } catch (error) {
      decisions = [];
      if (batch.length === 1) decisions.push(unreadable(error));
      else for (const item of batch) decisions.push(await this.decide([item]).then(([d]) => d, unreadable));
    }
    return decisions.map((d, i) => ({
      ...d,
      fromAddress: batch[i].parsed?.from ?? null,
      subject: batch[i].parsed?.subject ?? null,
    }));
  }

  private async decide(batch: Candidate[]): Promise<Decision[]> {
    const decisions: Array<Decision | null> = batch.map(({ parsed, parseError }) => this.screen(parsed, parseError));
    const replies = batch.map((item, i) => ({ ...item, i })).filter(({ i }) => decisions[i] === null);
    const matches = await this.attribute.executeMany(replies.map(({ parsed }) => parsed!));
    const stories: Array<{ i: number; input: RecordStoryInput; common: Decision }> = [];
    const claims: Array<{ record: StoredInbound; from: string; vaults: Vault[] }> = [];
    const commands: Array<{
      i: number;
      command: ReplyCommand;
      language: ReplyLanguage;
      question: Delivery;
      common: Decision;
      parsed: ParsedInbound;
    }> = [];
    const unclear: Array<{ i: number; reply: UnclearReply; common: Decision }> = [];
    replies.forEach(({ parsed, record, i }, k) => {
      const match = matches[k];
      if (!match.question) {
        decisions[i] = { outcome: 'unmatched', reason: match.reason };
        if (match.claimants) claims.push({ record, from: parsed!.from!, vaults: match.claimants });
        return;
      }
      const made = emailStory(parsed!, match.question, record.id);
      const common = {
        attribution: match.attribution,
        vaultId: match.question.vaultId,
        deliveryId: match.question.id,
        outcome: 'empty' as InboundOutcome,
        reason: 'no new text and no photo or recording',
        leftOut: made.leftOut,
      };
      if (!made.hasContent) {
        decisions[i] = common;
        return;
      }
      const words = onlyWords(made) ? this.classifier.classify(made.input.fullText, this.clock.now()) : null;
      if (words?.kind === 'command') {
        const { command, language } = words;
        commands.push({ i, command, language, question: match.question, common, parsed: parsed! });
        return;
      }
      if (words?.kind === 'unclear') {
        const { command, language } = words;
        const reply = { inboundId: record.id, question: match.question, command, language };
        unclear.push({ i, common, reply: { ...reply, replyText: made.input.fullText } });
        return;
      }
      stories.push({ i, common, input: made.input });
    });
    // Told before the outcome is recorded: a crash in between tells no one twice (one notice per
    // owner and reply), and a crash before it still tells them when the reply is processed again.
    for (const claim of claims)
      await this.notices.tell(
        { inboundId: claim.record.id, from: claim.from, receivedAt: claim.record.receivedAt },
        claim.vaults,
      );
    // A reply of only a command (docs/decisions/0048-pausing-and-skipping-questions.md) is acted on, not
    // kept as a story; from another address than the senior's it is held, and the owner asked.
    // Her confirmation is written in the language of her reply word.
    for (const { i, command, language, question, common, parsed } of commands)
      decisions[i] = {
        ...common,
        ...(await this.commands.execute(
          command,
          question,
          { from: parsed.from!, authenticationResults: parsed.authenticationResults },
          language,
        )),
      };
    // A reply that may be a command but is not clearly one is neither filed nor acted on: the
    // senior is asked (docs/decisions/0087-asking-when-a-reply-is-unclear.md).
    for (const { i, reply, common } of unclear) decisions[i] = { ...common, ...(await this.askChoice.ask(reply)) };
    const saved = await this.recordStory.executeMany(stories.map((s) => s.input));
    stories.forEach(({ i, common }, k) => {
      const story = saved[k];
      decisions[i] = {
        ...common,
        outcome: 'story',
        reason: null,
        storyId: story.id,
        questionText: story.questionText,
        fullText: story.fullText,
        attachments: story.attachments.map((a) => `${a.filename} (${a.contentType}, ${a.sizeBytes} bytes)`),
      };
    });
    return decisions as Decision[];
  }

  /** What can be told without looking anything up: unreadable, no sender, automatic, bounced. */
  private screen(parsed: ParsedInbound | null, parseError?: unknown): Decision | null {
    if (!parsed) return unreadable(parseError ?? new Error('not a parsable email'));
    if (!parsed.from) return { outcome: 'rejected', reason: 'no sender (From) address' };
    const classification = classifyInbound(parsed);
    if (classification.kind !== 'reply') return { outcome: classification.kind, reason: classification.reason };
    return null;
  }

  /** Tells the owners of new stories about the files their email brought that the story cannot hold. */
  private async tellOwners(decisions: Decision[]): Promise<void> {
    const notices: LeftOutNotice[] = decisions
      .filter((d) => d.outcome === 'story' && d.storyId && d.vaultId && d.leftOut?.some((f) => f.meant))
      .map((d) => ({
        vaultId: d.vaultId!,
        storyId: d.storyId!,
        questionText: d.questionText ?? '',
        files: d.leftOut!,
      }));
    await this.tellOwner.execute(notices);
  }

  private toNewInbound(raw: Buffer, source: InboundSource): NewInbound {
    const messageId = scanMessageId(raw);
    return {
      dedupeKey: dedupeKey(raw, messageId),
      messageId,
      source: source.source,
      mailbox: source.mailbox ?? null,
      uidvalidity: source.uidvalidity ?? null,
      uid: source.uid ?? null,
      raw,
    };
  }

  private leaseUntil(): Date {
    return new Date(this.clock.now().getTime() + this.config.INBOUND_LEASE_SECONDS * 1000);
  }

  private logged(inboundId: string, result: Decision): void {
    this.logger.log(
      { inboundId, outcome: result.outcome, reason: result.reason, attribution: result.attribution },
      'Inbound email',
    );
  }

  private summary(record: StoredInbound): IngestResult {
    return {
      inboundId: record.id,
      messageId: record.messageId,
      outcome: record.outcome ?? 'duplicate',
      reason: record.reason,
      attribution: record.attribution,
      vaultId: record.vaultId,
      deliveryId: record.deliveryId,
      storyId: record.storyId,
      leftOut: record.leftOut,
    };
  }
}
