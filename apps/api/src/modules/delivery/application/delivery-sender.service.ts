import { Injectable, Logger } from '@nestjs/common';
import { EmailAttachment, Mailer } from '../../../shared/mail/mailer';
import { Clock } from '../../../shared/time/clock';
import { Delivery } from '../domain/delivery';
import { DeliveryRepository } from './ports/delivery.repository';

export class SendFailedError extends Error {
  constructor(
    readonly delivery: Delivery,
    cause: unknown,
  ) {
    super(
      `Sending ${delivery.kind} ${delivery.id} to ${delivery.recipient} failed (attempt ${delivery.attempts}): ${String(cause)}`,
    );
  }
}

export interface EmailParts {
  /** The display name of an email sent on the owner's behalf (onBehalfOf); MAIL_FROM's otherwise. */
  fromName?: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: EmailAttachment[];
}

/**
 * Sends a delivery's email and records the outcome. A delivery already sent is not sent again;
 * it is marked sent only after the relay accepted it, so a crash in between resends (with the
 * same Message-ID) rather than loses.
 */
@Injectable()
export class DeliverySender {
  private readonly logger = new Logger('Delivery');

  constructor(
    private readonly deliveries: DeliveryRepository,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
  ) {}

  async send(delivery: Delivery, email: EmailParts): Promise<'sent' | 'already-sent'> {
    const outcome = await this.transmit(delivery, email);
    if (outcome === 'sent') await this.deliveries.markSent(delivery.id, this.clock.now());
    return outcome;
  }

  /**
   * Hands the email to the relay, recording a failure but not the success: for a caller that
   * records many successes at once (VaultSchedule.questionsSent), after the relay accepted each of them.
   */
  async transmit(delivery: Delivery, email: EmailParts): Promise<'sent' | 'already-sent'> {
    if (delivery.state === 'sent') return 'already-sent';
    try {
      await this.mailer.send({ to: delivery.recipient, messageId: delivery.messageId, ...email });
    } catch (error) {
      const failed = await this.deliveries.markFailed(
        delivery.id,
        error instanceof Error ? error.message : String(error),
      );
      const failure = new SendFailedError(failed, error instanceof Error ? error.message : error);
      this.logger.error(failure.message);
      throw failure;
    }
    this.logger.log({ kind: delivery.kind, deliveryId: delivery.id, vaultId: delivery.vaultId }, 'Email sent');
    return 'sent';
  }
}
