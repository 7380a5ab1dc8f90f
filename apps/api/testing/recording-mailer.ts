import { randomUUID } from 'node:crypto';
import { Mailer, OutgoingEmail, senderOf, SentEmail } from '../src/shared/mail/mailer';

/** In-memory Mailer for use-case unit tests; it passes the same Mailer contract as the real ones. */
export class RecordingMailer extends Mailer {
  readonly sent: Array<OutgoingEmail & { messageId: string; from: ReturnType<typeof senderOf> }> = [];

  constructor(private readonly mailFrom = 'StoryVault <stories@localhost>') {
    super();
  }

  async send(email: OutgoingEmail): Promise<SentEmail> {
    const messageId = email.messageId ?? `<${randomUUID()}@storyvault.memory>`;
    this.sent.push({ ...email, messageId, from: senderOf(this.mailFrom, email.fromName) });
    return { messageId };
  }
}
