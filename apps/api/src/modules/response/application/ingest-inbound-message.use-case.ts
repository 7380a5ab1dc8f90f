import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../shared/time/clock';
import { classifyInbound, InboundOutcome, ParsedInbound, storyAttachments } from '../domain/inbound';
import { extractReply } from '../domain/reply/extract-reply';
import { AttributeReply } from './attribute-reply.service';
import { InboundMessageStore, InboundResult, NewInbound, StoredInbound } from './ports/inbound-message.store';
import { MessageParser } from './ports/message-parser';
import { RecordStory, RecordStoryInput } from './record-story.use-case';

export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;

export interface IngestResult extends InboundResult {
  inboundId: string;
  messageId: string | null;
  fullText?: string;
  attachments?: string[];
}

type Decision = InboundResult & { fullText?: string; attachments?: string[] };

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

export interface InboundSource {
  source: 'imap' | 'cli';
  mailbox?: string | null;
  uidvalidity?: number | null;
  uid?: number | null;
}

/**
 * One incoming email: stored raw first (once per Message-ID, or per content when it has none),
 * then classified, attributed and, when it is a real answer, turned into a story. A crash at
 * any point loses nothing: the stored message is processed again, and a story is made once.
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
  ) {}

  async execute(raw: Buffer, source: InboundSource): Promise<IngestResult> {
    return (await this.ingestMany([{ raw, source }]))[0];
  }

  /**
   * A batch of incoming emails (a chunk fetched from the mailbox): parsed, stored raw and taken
   * for processing in one write, decided with a handful of look-ups, their stories saved and
   * their outcomes recorded in a few more writes. In the order given.
   */
  async ingestMany(items: Array<{ raw: Buffer; source: InboundSource }>): Promise<IngestResult[]> {
    const parsed: Array<ParsedInbound | null> = [];
    const parseErrors = new Map<number, unknown>();
    for (const [i, item] of items.entries())
      parsed.push(await this.parser.parse(item.raw).catch((error: unknown) => (parseErrors.set(i, error), null)));
    const stored = await this.store.storeAndClaim(
      items.map((item, i) => this.toNewInbound(item.raw, item.source, parsed[i])),
      this.leaseUntil(),
    );
    const results: IngestResult[] = new Array<IngestResult>(items.length);
    const fresh: Array<{ index: number; record: StoredInbound; parsed: ParsedInbound | null; parseError?: unknown }> =
      [];
    const seen = new Set<string>();
    for (const [index, { record, isNew }] of stored.entries()) {
      if (isNew && !seen.has(record.id))
        fresh.push({ index, record, parsed: parsed[index], parseError: parseErrors.get(index) });
      else if (record.state === 'processed' || seen.has(record.id))
        results[index] = {
          ...this.summary(record),
          outcome: 'duplicate',
          reason: `already received (${record.outcome ?? 'in this batch'})`,
        };
      else results[index] = await this.process(record.id, parsed[index]);
      seen.add(record.id);
    }
    const decided = await this.decideAll(fresh);
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
    return results;
  }

  /**
   * Processes a stored message (also used to finish what a crash interrupted); `parsed` saves
   * reading the message twice when the caller has just parsed it.
   */
  async process(inboundId: string, parsed?: ParsedInbound | null): Promise<IngestResult> {
    const claimed = await this.store.claim(inboundId, this.clock.now(), this.leaseUntil());
    if (!claimed) {
      return {
        inboundId,
        messageId: null,
        outcome: 'duplicate',
        reason: 'being processed by another worker, or already processed',
      };
    }
    let parseError: unknown;
    const message =
      parsed ?? (await this.parser.parse(claimed.raw).catch((error: unknown) => ((parseError = error), null)));
    const [result] = await this.decideAll([{ record: claimed.record, parsed: message, parseError }]);
    const finished = await this.store.finish(inboundId, result, this.clock.now());
    this.logged(inboundId, result);
    return { ...this.summary(finished), fullText: result.fullText, attachments: result.attachments };
  }

  /** Decides a batch at once; should that fail, each on its own, so one bad message cannot sink the rest. */
  private async decideAll(batch: Candidate[]): Promise<Decision[]> {
    if (!batch.length) return [];
    try {
      return await this.decide(batch);
    } catch (error) {
      if (batch.length === 1) return [unreadable(error)];
      const one: Decision[] = [];
      for (const item of batch) one.push(await this.decide([item]).then(([d]) => d, unreadable));
      return one;
    }
  }

  private async decide(batch: Candidate[]): Promise<Decision[]> {
    const decisions: Array<Decision | null> = batch.map(({ parsed, parseError }) => this.screen(parsed, parseError));
    const replies = batch.map((item, i) => ({ ...item, i })).filter(({ i }) => decisions[i] === null);
    const matches = await this.attribute.executeMany(replies.map(({ parsed }) => parsed!));
    const stories: Array<{ i: number; input: RecordStoryInput; common: Decision }> = [];
    replies.forEach(({ parsed, record, i }, k) => {
      const match = matches[k];
      if (!match.question) {
        decisions[i] = { outcome: 'unmatched', reason: match.reason };
        return;
      }
      const files = storyAttachments(parsed!.attachments);
      const { fullText } = extractReply({ text: parsed!.text, html: parsed!.html });
      const common = {
        attribution: match.attribution,
        vaultId: match.question.vaultId,
        deliveryId: match.question.id,
        outcome: 'empty' as InboundOutcome,
        reason: 'no new text and no photo or recording',
      };
      if (!fullText.trim() && !files.length) {
        decisions[i] = common;
        return;
      }
      stories.push({
        i,
        common,
        input: {
          question: match.question,
          fullText,
          rawText: parsed!.text ?? '',
          source: 'email',
          files,
          inboundMessageId: record.id,
        },
      });
    });
    const saved = await this.recordStory.executeMany(stories.map((s) => s.input));
    stories.forEach(({ i, common }, k) => {
      const story = saved[k];
      decisions[i] = {
        ...common,
        outcome: 'story',
        reason: null,
        storyId: story.id,
        fullText: story.fullText,
        attachments: story.attachments.map((a) => `${a.filename} (${a.contentType}, ${a.sizeBytes} bytes)`),
      };
    });
    return decisions as Decision[];
  }

  /** What can be told without looking anything up: unreadable, no sender, automatic, bounced, too big. */
  private screen(parsed: ParsedInbound | null, parseError?: unknown): Decision | null {
    if (!parsed) return unreadable(parseError ?? new Error('not a parsable email'));
    if (!parsed.from) return { outcome: 'rejected', reason: 'no sender (From) address' };
    const classification = classifyInbound(parsed);
    if (classification.kind !== 'reply') return { outcome: classification.kind, reason: classification.reason };
    const tooBig = parsed.attachments.find((a) => a.size > MAX_ATTACHMENT_BYTES);
    if (tooBig) {
      const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
      return {
        outcome: 'rejected',
        reason: `attachment ${tooBig.filename ?? '(unnamed)'} is ${mb(tooBig.size)}; at most ${mb(MAX_ATTACHMENT_BYTES)}`,
      };
    }
    return null;
  }

  private toNewInbound(raw: Buffer, source: InboundSource, parsed: ParsedInbound | null): NewInbound {
    const messageId = parsed?.messageId ?? null;
    return {
      dedupeKey: messageId ? `mid:${messageId}` : `sha256:${createHash('sha256').update(raw).digest('hex')}`,
      messageId,
      source: source.source,
      mailbox: source.mailbox ?? null,
      uidvalidity: source.uidvalidity ?? null,
      uid: source.uid ?? null,
      fromAddress: parsed?.from ?? null,
      subject: parsed?.subject ?? null,
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
    };
  }
}
