import { Injectable } from '@nestjs/common';
import { MailerService } from '@nestjs-modules/mailer';
import { Mailer, nodemailerAttachments, OutgoingEmail, senderOf, SentEmail } from './mailer';

/** Mailer over SMTP through @nestjs-modules/mailer (nodemailer underneath). */
@Injectable()
export class SmtpMailer extends Mailer {
  constructor(
    private readonly mailer: MailerService,
    private readonly from: string,
  ) {
    super();
  }

  async send(email: OutgoingEmail): Promise<SentEmail> {
    // sendMail resolves only after the relay answered 250 to the whole message.
    const info = (await this.mailer.sendMail({
      from: senderOf(this.from, email.fromName),
      to: email.to,
      replyTo: email.replyTo,
      subject: email.subject,
      text: email.text,
      html: email.html,
      messageId: email.messageId,
      headers: email.headers,
      attachments: nodemailerAttachments(email.attachments),
    })) as { messageId: string };
    return { messageId: info.messageId };
  }
}
