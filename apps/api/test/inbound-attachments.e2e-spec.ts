import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { MailboxReaderFactory, PollMailbox } from '@storyvault/api/modules/inbound/inbound.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import {
  appendToInbox,
  buildEmail,
  DovecotServer,
  jpegImage,
  pngImage,
  setUpVault,
  signedInOwner,
  SmtpTestServer,
  startDovecot,
  startSmtpTestServer,
} from '@storyvault/testing';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ParsedMail } from 'mailparser';
import { DataSource } from 'typeorm';

const DAY = 24 * 60 * 60 * 1000;
const INBOUND = 'stories@inbound.example.com';
const MB = 1024 * 1024;

/**
 * What becomes of the files a senior's reply brings, read from a real Dovecot mailbox by the
 * IMAP poller: nothing the senior sent is dropped without a word.
 */
describe('attachments of inbound mail', () => {
  let smtp: SmtpTestServer;
  let imap: DovecotServer;
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-04-06T09:00:00Z'));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    imap = await startDovecot();
    t = await startTestApp({
      clock,
      env: {
        SMTP_URL: smtp.url,
        IMAP_URL: imap.url,
        INBOUND_ADDRESS: INBOUND,
        PUBLIC_URL: 'http://stories.example.com',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await imap?.stop();
    await smtp?.close();
  });

  /** A vault whose first question went out: the owner, and the address the senior replies to. */
  async function seniorWithQuestion(seniorName: string, seniorEmail: string) {
    const owner = await signedInOwner(t.server, { name: 'Ann Smith' });
    const vault = await setUpVault(owner.agent, { seniorName, seniorEmail });
    clock.advance(3 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const question = smtp.messages
      .filter((m) => m.to && !Array.isArray(m.to) && m.to.text === seniorEmail)
      .at(-1) as ParsedMail;
    return { ...owner, vault, replyTo: question.replyTo!.value[0].address! };
  }

  async function poll() {
    const reader = t.app.get(MailboxReaderFactory).create()!;
    try {
      return await t.app.get(PollMailbox).execute(reader);
    } finally {
      await reader.close();
    }
  }

  const db = () => t.app.get(DataSource);
  const stories = async (senior: Awaited<ReturnType<typeof seniorWithQuestion>>) =>
    (await senior.agent.get(`/api/vaults/${senior.vault.id}/stories`).expect(200)).body;
  const inbound = async (messageId: string) =>
    (
      await db().query(
        `SELECT outcome, reason, left_out, size_bytes, story_id FROM inbound_messages WHERE message_id = $1`,
        [messageId],
      )
    )[0];
  /** The files under DATA_DIR/media/stories/…, none when the folder is not there. */
  const mediaFiles = (...folder: string[]): string[] => {
    try {
      return readdirSync(join(t.config.DATA_DIR, 'media', 'stories', ...folder), { recursive: true }) as string[];
    } catch {
      return [];
    }
  };

  it('keeps the text of a reply with a 29 MB recording as a story, names the file, keeps it with the email and tells the owner', async () => {
    const senior = await seniorWithQuestion('Rose', 'rose@example.com');
    const huge = Buffer.alloc(29 * MB, 9);
    await appendToInbox(imap, [
      await buildEmail({
        from: 'Rose <rose@example.com>',
        to: senior.replyTo,
        messageId: '<big-one@rose>',
        text: 'big one',
        attachments: [{ filename: 'huge.mp3', contentType: 'audio/mpeg', content: huge }],
      }),
    ]);
    expect(await poll()).toEqual({ fetched: 1, story: 1 });

    const [story] = await stories(senior);
    // The story's text is the senior's words alone (it is what the book prints); the file is named beside it.
    expect(story.fullText).toBe('big one');
    expect(story.leftOutFiles).toEqual([{ filename: 'huge.mp3', sizeBytes: huge.length }]);
    expect(story.audioUrl).toBeNull();
    const record = await inbound('<big-one@rose>');
    expect(record).toMatchObject({ outcome: 'story', reason: null, story_id: story.id });
    expect(record.left_out).toEqual([
      {
        filename: 'huge.mp3',
        contentType: 'audio/mpeg',
        sizeBytes: huge.length,
        reason: '29 MB, over the 25 MB a story keeps; kept with the original email',
        meant: true,
      },
    ]);
    // The raw message, recording and all, stays with the email.
    expect(record.size_bytes).toBeGreaterThan(huge.length);
    const told = await smtp.waitFor(
      (m) => !Array.isArray(m.to) && m.to?.text === senior.email && m.subject !== 'The first question was sent to Rose',
    );
    expect(told.subject).toBe("Rose's story came with a file we could not add");
    expect(told.text).toContain('huge.mp3 (29 MB): 29 MB, over the 25 MB a story keeps.');
    expect(told.text).toContain('we keep the original email');
  });

  it("keeps a 640×480 photo of 12.8 KB, leaves out the signature's logo and a tiny icon with the reason, and troubles nobody about them", async () => {
    const senior = await seniorWithQuestion('Walter', 'walter@example.com');
    const photo = jpegImage(640, 480, 12_800);
    const sent = smtp.messages.length;
    await appendToInbox(imap, [
      await buildEmail({
        from: 'Walter <walter@example.com>',
        to: senior.replyTo,
        messageId: '<kitchen@walter>',
        html:
          '<div dir="ltr"><div>Our kitchen in 1961.</div><img src="cid:kitchen@walter"><br>' +
          '<div class="gmail_signature" data-smartmail="gmail_signature">Walter Brown<br>' +
          '<img src="cid:logo@walter" width="180" height="60"></div></div>',
        attachments: [
          { filename: 'kitchen.jpg', contentType: 'image/jpeg', content: photo, cid: 'kitchen@walter' },
          {
            filename: 'bank-logo.jpg',
            contentType: 'image/jpeg',
            content: jpegImage(540, 180, 20_000),
            cid: 'logo@walter',
          },
          { filename: 'icon.png', contentType: 'image/png', content: pngImage(32, 32, 4_000) },
        ],
      }),
    ]);
    expect(await poll()).toEqual({ fetched: 1, story: 1 });
    const [story] = await stories(senior);
    expect(story.fullText).toMatch(/^Our kitchen in 1961\./);
    expect(story.fullText).not.toContain('[The email also brought');
    // Signature logos and icons were never meant: nothing is named beside the story.
    expect(story.leftOutFiles).toBeUndefined();
    expect(story.photos).toEqual([expect.objectContaining({ filename: 'kitchen.jpg' })]);
    const served = await senior.agent.get(story.photos[0].url).buffer(true).expect(200);
    expect(Buffer.compare(served.body as Buffer, photo)).toBe(0);
    const record = await inbound('<kitchen@walter>');
    expect(record.left_out.map((f: { filename: string; reason: string }) => [f.filename, f.reason])).toEqual([
      ['bank-logo.jpg', "a logo in the sender's signature"],
      ['icon.png', 'too small to be a photo (32×32 px)'],
    ]);
    // Logos are not worth an email to the owner.
    expect(smtp.messages.slice(sent).filter((m) => !Array.isArray(m.to) && m.to?.text === senior.email)).toEqual([]);
  });

  it('keeps at most 20 files of one email, with clean names and storable types, and lists the rest', async () => {
    const senior = await seniorWithQuestion('Iris', 'iris@example.com');
    const photos = Array.from({ length: 22 }, (_, i) => ({
      filename: i === 0 ? 'photo\u202egpj.exe' : `photo-${i + 1}.jpg`,
      // A Content-Type no column could hold: the photo is known by its header instead.
      contentType: i === 1 ? `image/${'x'.repeat(140)}` : 'image/jpeg',
      content: jpegImage(800, 600, 3_000 + i),
    }));
    await appendToInbox(imap, [
      await buildEmail({
        from: 'iris@example.com',
        to: senior.replyTo,
        messageId: '<album@iris>',
        text: 'The whole album.',
        attachments: photos,
      }),
    ]);
    expect(await poll()).toEqual({ fetched: 1, story: 1 });
    const [story] = await stories(senior);
    expect(story.photos).toHaveLength(20);
    expect(story.photos.map((p: { filename: string }) => p.filename)).toContain('photogpj.exe');
    const rows: Array<{ filename: string; content_type: string }> = await db().query(
      `SELECT filename, content_type FROM story_attachments WHERE story_id = $1 ORDER BY filename`,
      [story.id],
    );
    expect(rows.find((r) => r.filename === 'photo-2.jpg')).toEqual({
      filename: 'photo-2.jpg',
      content_type: 'image/jpeg',
    });
    expect(rows.every((r) => !/[\u202a-\u202e\u2066-\u2069]/.test(r.filename))).toBe(true);
    expect(mediaFiles(story.id)).toHaveLength(20);
    const record = await inbound('<album@iris>');
    expect(record.left_out.map((f: { filename: string; reason: string }) => [f.filename, f.reason])).toEqual([
      ['photo-21.jpg', 'more than 20 files in one email; kept with the original email'],
      ['photo-22.jpg', 'more than 20 files in one email; kept with the original email'],
    ]);
    expect(story.fullText).toBe('The whole album.');
    expect(story.leftOutFiles).toEqual([
      { filename: 'photo-21.jpg', sizeBytes: expect.any(Number) },
      { filename: 'photo-22.jpg', sizeBytes: expect.any(Number) },
    ]);
  });

  it('leaves no file behind when the story that would own it cannot be saved', async () => {
    const senior = await seniorWithQuestion('Opal', 'opal@example.com');
    const before = mediaFiles();
    await db().query(`CREATE FUNCTION refuse_attachment() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.filename = 'refused.jpg' THEN RAISE EXCEPTION 'no room for attachments'; END IF;
        RETURN NEW;
      END $$`);
    await db().query(`CREATE TRIGGER refuse_attachment BEFORE INSERT ON story_attachments
      FOR EACH ROW EXECUTE FUNCTION refuse_attachment()`);
    try {
      await appendToInbox(imap, [
        await buildEmail({
          from: 'opal@example.com',
          to: senior.replyTo,
          messageId: '<refused@opal>',
          text: 'A photo of the porch.',
          attachments: [{ filename: 'refused.jpg', contentType: 'image/jpeg', content: jpegImage(800, 600, 30_000) }],
        }),
      ]);
      expect(await poll()).toEqual({ fetched: 1, rejected: 1 });
    } finally {
      await db().query('DROP TRIGGER refuse_attachment ON story_attachments');
      await db().query('DROP FUNCTION refuse_attachment');
    }
    expect(mediaFiles()).toEqual(before);
    expect(await inbound('<refused@opal>')).toMatchObject({ outcome: 'rejected', story_id: null });
  });
});
