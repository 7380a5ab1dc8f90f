import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { Delivery, DeliveryKind } from '../domain/delivery';
import { QuestionReplyAddress } from './question-reply-address.service';
import { DeliverySender } from './delivery-sender.service';
import { DeliveryRepository } from './ports/delivery.repository';

/** An email's words, made by its caller (inbound writes what a reply word did). */
export interface WrittenEmail {
  subject: string;
  text: string;
  html: string;
  /** The display name it is sent under (onBehalfOf the owner); MAIL_FROM's otherwise. */
  fromName?: string;
}

/**
 * The emails a senior's reply word brings (docs/decisions/0088-replies-to-our-replies.md): her
 * confirmation and the owner's notice, each a delivery of its own (`confirmation`,
 * `pause_notice`) beside the question it came from, so `storyvault deliveries` lists every one.
 * Her confirmation carries the question's tokened Reply-To and sits in its thread, so a reply to
 * it (RESUME, say) finds the vault even when no question is open. Never throws: a failed send is
 * recorded on its delivery and logged, and the command stands.
 */
@Injectable()
export class ReplyWordEmails {
  private readonly logger = new Logger('Delivery');

  constructor(
    private readonly deliveries: DeliveryRepository,
    private readonly sender: DeliverySender,
    private readonly replyAddress: QuestionReplyAddress,
    private readonly config: AppConfig,
  ) {}

  /**
   * The senior's confirmation of what her reply word to `question` did; `what` (the word, say)
   * tells two confirmations of one question at one moment apart.
   */
  async confirm(question: Delivery, to: string, email: WrittenEmail, at: Date, what: string): Promise<boolean> {
    return this.send(
      'confirmation',
      question,
      to,
      { at, what },
      {
        ...email,
        replyTo: this.replyAddress.of(question),
        headers: { 'In-Reply-To': question.messageId, References: question.messageId },
      },
    );
  }

  /** The owner told that the senior paused or stopped the questions. */
  async tellOwner(question: Delivery, to: string, email: WrittenEmail, at: Date, what: string): Promise<boolean> {
    return this.send(
      'pause_notice',
      question,
      to,
      { at, what },
      {
        ...email,
        replyTo: this.config.SUPPORT_EMAIL,
        headers: { 'Auto-Submitted': 'auto-generated' },
      },
    );
  }

  private async send(
    kind: Extract<DeliveryKind, 'confirmation' | 'pause_notice'>,
    question: Delivery,
    to: string,
    { at, what }: { at: Date; what: string },
    email: Parameters<DeliverySender['send']>[1],
  ): Promise<boolean> {
    try {
      const delivery = await this.deliveries.createOrGet({
        vaultId: question.vaultId,
        kind,
        dedupeKey: `${kind}:${question.id}:${what}:${at.toISOString()}`,
        recipient: to,
        vaultQuestionId: null,
        questionId: null,
        questionText: null,
        parentId: question.id,
        tokenHash: null,
        tokenSealed: null,
      });
      await this.sender.send(delivery, email);
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error({ vaultId: question.vaultId, kind, reason }, 'A reply word email could not be sent');
      return false;
    }
  }
}
