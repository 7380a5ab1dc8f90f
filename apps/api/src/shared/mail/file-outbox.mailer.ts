import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import { Mailer, OutgoingEmail, SentEmail } from './mailer';

/**
 * Mailer for installs with no SMTP relay: each email becomes an .eml file in the outbox
 * folder (open it in any mail program), and its recipient, subject and links are logged.
 */
export class FileOutboxMailer extends Mailer {
  private readonly logger = new Logger('Outbox');

  constructor(
    private readonly outboxDir: string,
    private readonly from: string,
  ) {
    super();
  }

  async send(email: OutgoingEmail): Promise<SentEmail> {
    const messageId = email.messageId ?? `<${randomUUID()}@storyvault.outbox>`;
    const raw = await new MailComposer({
      from: this.from,
      to: email.to,
      replyTo: email.replyTo,
      subject: email.subject,
      text: email.text,
      html: email.html,
      messageId,
      headers: email.headers,
    })
      .compile()
      .build();
    await mkdir(this.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.outboxDir, `${stamp}-${messageId.replace(/[^A-Za-z0-9]/g, '').slice(0, 24)}.eml`);
    await writeFile(file, raw, { flag: 'wx' });
    const links = email.text.match(/https?:\/\/\S+/g) ?? [];
    this.logger.log({ to: email.to, subject: email.subject, links, file }, 'Email written to the outbox');
    return { messageId };
  }
}
