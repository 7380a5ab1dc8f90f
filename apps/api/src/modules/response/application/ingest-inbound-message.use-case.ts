import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../shared/time/clock';
import { Attribution, classifyInbound, InboundOutcome, ParsedInbound, storyAttachments } from '../domain/inbound';
import { extractReply } from '../domain/reply/extract-reply';
import { AttributeReply } from './attribute-reply.service';
import { InboundMessageStore, InboundResult, StoredInbound } from './ports/inbound-message.store';
import { MessageParser } from './ports/message-parser';
import { RecordStory } from './record-story.use-case';

export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;

export interface IngestResult extends InboundResult {
  inboundId: string;
  messageId: string | null;
  fullText?: string;
  attachments?: string[];
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
    const parsed = await this.parser.parse(raw).catch(() => null);
    const messageId = parsed?.messageId ?? null;
    const { record, isNew } = await this.store.store({
      dedupeKey: messageId ? `mid:${messageId}` : `sha256:${createHash('sha256').update(raw).digest('hex')}`,
      messageId,
      source: source.source,
      mailbox: source.mailbox ?? null,
      uidvalidity: source.uidvalidity ?? null,
      uid: source.uid ?? null,
      fromAddress: parsed?.from ?? null,
      subject: parsed?.subject ?? null,
      raw,
    });
    if (!isNew && record.state === 'processed') {
      return { ...this.summary(record), outcome: 'duplicate', reason: `already received (${record.outcome})` };
    }
    return this.process(record.id, parsed);
  }

  /**
   * Processes a stored message (also used to finish what a crash interrupted); `parsed` saves
   * reading the message twice when the caller has just parsed it.
   */
  async process(inboundId: string, parsed?: ParsedInbound | null): Promise<IngestResult> {
    const now = this.clock.now();
    const claimed = await this.store.claim(
      inboundId,
      now,
      new Date(now.getTime() + this.config.INBOUND_LEASE_SECONDS * 1000),
    );
    if (!claimed) {
      return {
        inboundId,
        messageId: null,
        outcome: 'duplicate',
        reason: 'being processed by another worker, or already processed',
      };
    }
    let result: InboundResult & { fullText?: string; attachments?: string[] };
    try {
      const message = parsed ?? (await this.parser.parse(claimed.raw));
      result = await this.decide(message, claimed.record);
    } catch (error) {
      result = {
        outcome: 'rejected',
        reason: `could not be read: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    const finished = await this.store.finish(inboundId, result, this.clock.now());
    this.logger.log(
      { inboundId, outcome: result.outcome, reason: result.reason, attribution: result.attribution },
      'Inbound email',
    );
    return { ...this.summary(finished), fullText: result.fullText, attachments: result.attachments };
  }

  private async decide(
    parsed: ParsedInbound,
    record: StoredInbound,
  ): Promise<InboundResult & { fullText?: string; attachments?: string[] }> {
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
    const match = await this.attribute.execute(parsed);
    if (!match.question) return { outcome: 'unmatched', reason: match.reason };
    const attribution: Attribution = match.attribution;
    const files = storyAttachments(parsed.attachments);
    const { fullText } = extractReply({ text: parsed.text, html: parsed.html });
    const common = { attribution, vaultId: match.question.vaultId, deliveryId: match.question.id };
    if (!fullText.trim() && !files.length) {
      return { ...common, outcome: 'empty', reason: 'no new text and no photo or recording' };
    }
    const story = await this.recordStory.execute({
      question: match.question,
      fullText,
      rawText: parsed.text ?? '',
      source: 'email',
      files,
      inboundMessageId: record.id,
    });
    return {
      ...common,
      outcome: 'story' as InboundOutcome,
      reason: null,
      storyId: story.id,
      fullText: story.fullText,
      attachments: story.attachments.map((a) => `${a.filename} (${a.contentType}, ${a.sizeBytes} bytes)`),
    };
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
