import { Mailer } from '../../src/shared/mail/mailer';

export interface DeliveredEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  messageId?: string;
  /** The From header's display name and address, as a mail program shows them. */
  from?: { name: string; address: string };
  /** Inline attachments carry their Content-ID (without angle brackets). */
  attachments?: Array<{ filename?: string; contentType: string; cid?: string; content: Buffer }>;
}

export interface MailerUnderTest {
  mailer: Mailer;
  /** The emails as they arrived at the far end (relay, outbox folder, memory). */
  delivered(): Promise<DeliveredEmail[]>;
  close?(): Promise<void>;
}

export function mailerContract(name: string, make: () => Promise<MailerUnderTest>) {
  describe(`Mailer contract: ${name}`, () => {
    let subject: MailerUnderTest;
    beforeEach(async () => {
      subject = await make();
    });
    afterEach(async () => {
      await subject.close?.();
    });

    it('delivers both the plain-text and the HTML part, with the reply address and message id', async () => {
      const sent = await subject.mailer.send({
        to: 'rose@example.com',
        subject: 'A question for you, Rose',
        text: 'What was your first job?\nhttps://example.com/respond/write?token=abc\n',
        html: '<p>What was your first job?</p>',
        replyTo: 'stories+abc@example.com',
        messageId: '<q-1@storyvault.test>',
      });
      expect(sent.messageId).toBe('<q-1@storyvault.test>');
      const [email] = await subject.delivered();
      expect(email).toMatchObject({
        to: 'rose@example.com',
        subject: 'A question for you, Rose',
        replyTo: 'stories+abc@example.com',
      });
      expect(email.text).toContain('https://example.com/respond/write?token=abc');
      expect(email.html).toContain('<p>What was your first job?</p>');
      expect(email.messageId).toBe('<q-1@storyvault.test>');
    });

    it('carries an inline attachment with its Content-ID, byte for byte', async () => {
      const photo = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256));
      await subject.mailer.send({
        to: 'rose@example.com',
        subject: 'A photo question',
        text: 'This question comes with a photo.',
        html: '<p><img src="cid:photo@storyvault.test" alt="The photo"></p>',
        attachments: [
          { filename: 'photo.jpg', contentType: 'image/jpeg', content: photo, cid: 'photo@storyvault.test' },
        ],
      });
      const [email] = await subject.delivered();
      expect(email.attachments).toHaveLength(1);
      const [attached] = email.attachments!;
      expect({ ...attached, content: undefined }).toMatchObject({
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
        cid: 'photo@storyvault.test',
      });
      expect(Buffer.compare(attached.content, photo)).toBe(0);
    });

    it('sends on someone’s behalf under their name, at the installation’s address, whatever the name holds', async () => {
      const names = [
        'Sarah Miller via StoryVault',
        'Miller, Sarah "Sally" via StoryVault',
        'Zoë Ångström-Müller via StoryVault',
      ];
      for (const fromName of names)
        await subject.mailer.send({ to: 'rose@example.com', fromName, subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' });
      // A name cannot add a header line.
      await subject.mailer.send({
        to: 'rose@example.com',
        fromName: 'Eve\r\nBcc: all@example.com',
        subject: 'Hi',
        text: 'Hi',
        html: '<p>Hi</p>',
      });
      await subject.mailer.send({ to: 'rose@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' });
      const from = (await subject.delivered()).map((m) => m.from);
      expect(from).toEqual([
        ...names.map((name) => ({ name, address: 'stories@localhost' })),
        { name: 'Eve Bcc: all@example.com', address: 'stories@localhost' },
        { name: 'StoryVault', address: 'stories@localhost' },
      ]);
    });

    it('gives every email a message id when none was asked for', async () => {
      const sent = await subject.mailer.send({ to: 'a@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' });
      expect(sent.messageId).toMatch(/^<.+@.+>$/);
    });
  });
}
