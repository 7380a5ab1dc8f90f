import { Test } from '@nestjs/testing';
import { DeliveredEmail, mailerContract, RecordingMailer, testConfig } from '@storyvault/api-testing';
import { startSmtpTestServer } from '@storyvault/testing';
import { ParsedMail, simpleParser } from 'mailparser';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileOutboxMailer } from './file-outbox.mailer';
import { Mailer } from './mailer';
import { MailModule } from './mail.module';

/** What arrived, read back through mailparser, as the contract compares it. */
function delivered(m: ParsedMail): DeliveredEmail {
  return {
    to: m.to && !Array.isArray(m.to) ? m.to.text : '',
    subject: m.subject ?? '',
    text: m.text ?? '',
    html: typeof m.html === 'string' ? m.html : '',
    replyTo: m.replyTo?.text,
    messageId: m.messageId,
    from: m.from?.value[0] ? { name: m.from.value[0].name, address: m.from.value[0].address ?? '' } : undefined,
    attachments: m.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      cid: a.contentId?.replace(/^<|>$/g, ''),
      content: a.content,
    })),
  };
}

mailerContract('recording (unit tests only)', async () => {
  const mailer = new RecordingMailer();
  return {
    mailer,
    delivered: async () => mailer.sent.map((m) => ({ ...m, from: typeof m.from === 'string' ? undefined : m.from })),
  };
});

mailerContract('SMTP through @nestjs-modules/mailer, to a real SMTP server', async () => {
  const smtp = await startSmtpTestServer();
  const moduleRef = await Test.createTestingModule({
    imports: [MailModule.forRoot(testConfig({ SMTP_URL: smtp.url }))],
  }).compile();
  return {
    mailer: moduleRef.get(Mailer),
    delivered: async () => smtp.messages.map(delivered),
    close: async () => {
      await moduleRef.close();
      await smtp.close();
    },
  };
});

mailerContract('file outbox (.eml files)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sv-outbox-'));
  return {
    mailer: new FileOutboxMailer(dir, 'StoryVault <stories@localhost>'),
    delivered: async () =>
      Promise.all(
        readdirSync(dir)
          .sort()
          .map(async (file) => delivered(await simpleParser(readFileSync(join(dir, file))))),
      ),
  };
});

describe('mail module binding', () => {
  it('uses the file outbox when SMTP_URL is empty', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [MailModule.forRoot(testConfig())] }).compile();
    expect(moduleRef.get(Mailer)).toBeInstanceOf(FileOutboxMailer);
  });

  it('rejects when the SMTP server refuses, so nothing is marked sent', async () => {
    const smtp = await startSmtpTestServer();
    smtp.failNext(1);
    const moduleRef = await Test.createTestingModule({
      imports: [MailModule.forRoot(testConfig({ SMTP_URL: smtp.url }))],
    }).compile();
    await expect(
      moduleRef.get(Mailer).send({ to: 'a@example.com', subject: 'S', text: 'T', html: '<p>T</p>' }),
    ).rejects.toThrow();
    await moduleRef.close();
    await smtp.close();
  });
});
