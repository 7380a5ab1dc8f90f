import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Mailer, nodemailerAttachments, OutgoingEmail, senderOf, SentEmail } from './mailer';

/** Files only their owner can read: the emails carry answer and reset links, which are keys. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_FOLDER_MODE = 0o700;

/**
 * Mailer for installs with no SMTP relay: each email becomes an .eml file in the outbox
 * folder (open it in any mail program), and its recipient and subject are logged. Its links
 * carry tokens, so they are logged only at debug level in development, never otherwise.
 */
export class FileOutboxMailer extends Mailer {
  private readonly logger = new Logger('Outbox');

  constructor(
    private readonly outboxDir: string,
    private readonly from: string,
    private readonly options: { logLinks: boolean } = { logLinks: false },
  ) {
    super();
  }

  async send(email: OutgoingEmail): Promise<SentEmail> {
    const messageId = email.messageId ?? `<${randomUUID()}@storyvault.outbox>`;
    // nodemailer's composer is loaded by the first email written, not by every process holding a mailer.
    const { default: MailComposer } = await import('nodemailer/lib/mail-composer');
    const raw = await new MailComposer({
      from: senderOf(this.from, email.fromName),
      to: email.to,
      replyTo: email.replyTo,
      subject: email.subject,
      text: email.text,
      html: email.html,
      messageId,
      headers: email.headers,
      attachments: nodemailerAttachments(email.attachments),
    })
      .compile()
      .build();
    await mkdir(this.outboxDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
    // A folder made by an older version, or by hand, is closed too.
    await chmod(this.outboxDir, PRIVATE_FOLDER_MODE);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.outboxDir, `${stamp}-${messageId.replace(/[^A-Za-z0-9]/g, '').slice(0, 24)}.eml`);
    await writeFile(file, raw, { flag: 'wx', mode: PRIVATE_FILE_MODE });
    this.logger.log({ to: email.to, subject: email.subject, file }, 'Email written to the outbox');
    if (this.options.logLinks) {
      const links = email.text.match(/https?:\/\/\S+/g) ?? [];
      this.logger.debug({ to: email.to, links }, 'Links of the email written to the outbox');
    }
    return { messageId };
  }
}
