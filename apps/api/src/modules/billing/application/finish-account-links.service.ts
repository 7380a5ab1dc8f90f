import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { Mailer } from '../../../shared/mail/mailer';
import { Lead } from '../domain/billing';
import { finishAccountEmail, paymentReceivedEmail } from '../domain/finish-account-email';

/**
 * The way back to the account form for someone who paid and has no account yet: a link to the
 * checkout's return page, sent only to the lead's email (which proves the email is theirs), in the
 * language of the browser the lead came from (no account, so no language of their own yet).
 */
@Injectable()
export class FinishAccountLinks {
  private readonly logger = new Logger('Funnel');

  constructor(
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  /** The receipt once a lead's payment is recorded. Best effort: the payment stands either way. */
  async paymentReceived(lead: Lead, sessionId: string): Promise<void> {
    await this.send(
      lead,
      paymentReceivedEmail({
        name: lead.name,
        finishUrl: this.finishUrl(sessionId),
        help: this.config.SUPPORT_EMAIL,
        language: lead.language,
      }),
    );
  }

  /** When a lead who paid starts over at /get-started. */
  async remind(lead: Lead): Promise<void> {
    if (!lead.paidSessionId) return;
    await this.send(
      lead,
      finishAccountEmail({
        name: lead.name,
        finishUrl: this.finishUrl(lead.paidSessionId),
        help: this.config.SUPPORT_EMAIL,
        language: lead.language,
      }),
    );
  }

  private finishUrl(sessionId: string): string {
    return this.config.link(`/get-started/success?session_id=${encodeURIComponent(sessionId)}`);
  }

  private async send(lead: Lead, email: { subject: string; text: string; html: string }): Promise<void> {
    try {
      await this.mailer.send({ to: lead.email, ...email, headers: { 'Auto-Submitted': 'auto-generated' } });
    } catch (error) {
      this.logger.warn(`The email "${email.subject}" to lead ${lead.id} was not sent: ${String(error)}`);
    }
  }
}
