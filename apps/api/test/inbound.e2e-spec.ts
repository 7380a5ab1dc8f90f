import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { MailboxReaderFactory, PollMailbox } from '@storyvault/api/modules/inbound/inbound.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import {
  appendToInbox,
  buildEmail,
  DovecotServer,
  pcmWav,
  signedInOwner,
  SmtpTestServer,
  startDovecot,
  startSmtpTestServer,
} from '@storyvault/testing';
import { ParsedMail } from 'mailparser';
import { DataSource } from 'typeorm';

const DAY = 24 * 60 * 60 * 1000;
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const INBOUND = 'stories@inbound.example.com';

/**
 * Replies written the way real mail programs write them, delivered to a real Dovecot mailbox
 * and read by the IMAP poller (imapflow + mailparser) into stories.
 */
describe('inbound mail from a real IMAP server', () => {
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

  /** A vault whose first question went out; returns the question email as the senior got it. */
  async function seniorWithQuestion(seniorName: string, seniorEmail: string) {
    const { agent } = await signedInOwner(t.server, { name: 'Ann Smith' });
    const vault = (
      await agent
        .post('/api/vaults')
        .send({
          seniorName,
          seniorEmail,
          seniorPhone: '',
          deliveryMethod: 'email',
          frequency: 1,
          sendIntroEmail: false,
          isSetupComplete: true,
        })
        .expect(201)
    ).body;
    clock.advance(3 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const question = smtp.messages
      .filter((m) => m.to && !Array.isArray(m.to) && m.to.text === seniorEmail)
      .at(-1) as ParsedMail;
    const replyTo = question.replyTo!.value[0].address!;
    return {
      agent,
      vault,
      question,
      replyTo,
      questionText: question
        .text!.split('\n')
        .find((l) => l.startsWith('    '))!
        .trim(),
    };
  }

  async function poll() {
    const reader = t.app.get(MailboxReaderFactory).create()!;
    try {
      return await t.app.get(PollMailbox).execute(reader);
    } finally {
      await reader.close();
    }
  }

  const lastUid = async (): Promise<number> =>
    Number((await t.app.get(DataSource).query('SELECT max(last_uid) AS uid FROM imap_cursors'))[0].uid ?? 0);

  const stories = async (agent: Awaited<ReturnType<typeof seniorWithQuestion>>['agent'], vaultId: string) =>
    (await agent.get(`/api/vaults/${vaultId}/stories`).expect(200)).body;

  it('turns real replies into stories, attributed by token, thread and sender', async () => {
    // Frank answered his first question by its token: his vault has had a verified reply from his
    // address, so his mail without the token can be filed by sender (to next week's question).
    const phone = await seniorWithQuestion('Frank', 'frank@example.com');
    await appendToInbox(imap, [
      await buildEmail({ from: 'frank@example.com', to: phone.replyTo, text: 'The war years, in short.' }),
    ]);
    expect(await poll()).toMatchObject({ fetched: 1, story: 1 });
    clock.advance(7 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const gmail = await seniorWithQuestion('Rose', 'rose@example.com');
    const outlook = await seniorWithQuestion('Walter', 'walter@example.com');
    const apple = await seniorWithQuestion('Iris', 'iris@example.com');
    const photo = Buffer.alloc(40_000, 7);
    const memo = pcmWav(1.8);

    await appendToInbox(imap, [
      // Gmail, plain text, quoted-printable, replying to the plus-address.
      await buildEmail({
        from: 'Rose <rose@example.com>',
        to: gmail.replyTo,
        inReplyTo: gmail.question.messageId,
        textEncoding: 'quoted-printable',
        text: `My first job was at the bakery on Elm Street. I was fourteen and I loved the smell of the ovens.\n\nThe baker taught me to braid bread.\n\nLove, Mom\n\nOn Mon, Apr 9, 2026 at 9:00 AM Ann Smith <${INBOUND}> wrote:\n> ${gmail.questionText}\n> Just reply to this email.`,
      }),
      // Outlook, HTML only, base64, with a photo.
      await buildEmail({
        from: 'Walter <walter@example.com>',
        to: outlook.replyTo,
        textEncoding: 'base64',
        html: `<div>We moved to the farm in 1952. The winters were long but the summers made up for it.</div><div><br></div><div>Walter</div><hr><div id="divRplyFwdMsg"><b>From:</b> Ann Smith<br><b>Sent:</b> Monday<br><b>Subject:</b> A question</div><div>${outlook.questionText}</div>`,
        attachments: [{ filename: 'farm.jpg', contentType: 'image/jpeg', content: photo }],
      }),
      // Apple Mail, to the plain address, found by its thread (In-Reply-To) from the senior's own address.
      await buildEmail({
        from: 'Iris <iris@example.com>',
        to: INBOUND,
        inReplyTo: apple.question.messageId,
        references: apple.question.messageId,
        text: `I met your grandfather at a dance in the church hall.\n\nSent from my iPad\n\n> On 9 Apr 2026, at 09:00, Ann Smith <${INBOUND}> wrote:\n>\n> ${apple.questionText}`,
      }),
      // A phone client, a fresh message from the senior's address: found by the sender, with a voice memo.
      await buildEmail({
        from: 'frank@example.com',
        to: INBOUND,
        subject: 'my story',
        text: 'I recorded it for you.\n\nSent from my Android phone',
        attachments: [{ filename: 'memo.wav', contentType: 'audio/wav', content: memo }],
      }),
    ]);
    const summary = await poll();
    expect(summary).toMatchObject({ fetched: 4, story: 4 });

    const [rose] = await stories(gmail.agent, gmail.vault.id);
    expect(rose).toMatchObject({ responseType: 'written', question: { text: gmail.questionText } });
    expect(rose.fullText).toBe(
      'My first job was at the bakery on Elm Street. I was fourteen and I loved the smell of the ovens.\n\nThe baker taught me to braid bread.\n\nLove, Mom',
    );
    expect(rose.rawText).toContain('wrote:');
    expect(rose.tags.length).toBeGreaterThanOrEqual(2);

    const [walter] = await stories(outlook.agent, outlook.vault.id);
    expect(walter.fullText).toContain('We moved to the farm in 1952.');
    expect(walter.fullText).not.toContain('From:');

    // The senior's own photo: no one added it from the dashboard, and no one can remove it.
    expect(walter.photos).toEqual([
      {
        id: expect.any(String),
        url: expect.stringMatching(/^\/api\/stories\/.+\/photos\/.+$/),
        thumbnailUrl: expect.stringMatching(/^\/api\/stories\/.+\/photos\/.+\?size=thumb$/),
        filename: 'farm.jpg',
        canRemove: false,
      },
    ]);
    const served = await outlook.agent
      .get(walter.photos[0].url)
      .buffer(true)
      .expect(200)
      .expect('content-type', 'image/jpeg');
    expect(Buffer.compare(served.body as Buffer, photo)).toBe(0);
    await gmail.agent.get(walter.photos[0].url).expect(404);

    const [iris] = await stories(apple.agent, apple.vault.id);
    expect(iris.fullText).toBe('I met your grandfather at a dance in the church hall.');

    const [frank] = await stories(phone.agent, phone.vault.id);
    expect(frank).toMatchObject({ responseType: 'voice', fullText: 'I recorded it for you.' });
    expect(frank.audioUrl).toBe(`/api/stories/${frank.id}/audio`);

    const rows: Array<{ from_address: string; attribution: string; outcome: string }> = await t.app
      .get(DataSource)
      .query('SELECT from_address, attribution, outcome FROM inbound_messages ORDER BY uid');
    expect(rows.map((r) => [r.from_address, r.attribution])).toEqual([
      ['frank@example.com', 'token'],
      ['rose@example.com', 'token'],
      ['walter@example.com', 'token'],
      ['iris@example.com', 'thread'],
      ['frank@example.com', 'sender'],
    ]);
    const photos: Array<{ kind: string; size_bytes: number }> = await t.app
      .get(DataSource)
      .query('SELECT kind, size_bytes FROM story_attachments ORDER BY kind');
    expect(photos).toEqual([
      { kind: 'audio', size_bytes: memo.length },
      { kind: 'photo', size_bytes: photo.length },
    ]);
    const stats = (await gmail.agent.get(`/api/vaults/${gmail.vault.id}/stats`)).body;
    expect(stats.storiesCount).toBe(1);
    const activities = (await gmail.agent.get(`/api/vaults/${gmail.vault.id}/activities`)).body;
    expect(activities[0]).toMatchObject({ type: 'story_received' });
  });

  it('reads an HTML-only reply with our converter: paragraphs whole, the Gmail quote cut, the original kept', async () => {
    const senior = await seniorWithQuestion('Hazel', 'hazel@example.com');
    const first =
      'When I was twelve my father drove me to the county fair in his old Ford truck, and we stayed until the very last of the fireworks.';
    const second =
      'I won a goldfish at the ring toss, and it lived for nine years in a bowl on the kitchen windowsill, much to everyone’s surprise.';
    const attribution = `On Mon, Apr 9, 2026 at 9:00 AM Ann Smith <${INBOUND}> wrote:`;
    await appendToInbox(imap, [
      await buildEmail({
        from: 'Hazel <hazel@example.com>',
        to: senior.replyTo,
        inReplyTo: senior.question.messageId,
        html:
          `<div dir="ltr"><div>${first}</div><div><br></div><div>${second}</div><div><br></div><div>Love, Mom</div></div><br>` +
          `<div class="gmail_quote gmail_quote_container"><div dir="ltr" class="gmail_attr">` +
          `${escapeHtml(attribution)}<br></div>` +
          `<blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);padding-left:1ex">` +
          `${escapeHtml(senior.questionText)}<br>Just reply to this email.</blockquote></div>`,
      }),
    ]);
    expect(await poll()).toMatchObject({ fetched: 1, story: 1 });
    const [story] = await stories(senior.agent, senior.vault.id);
    // Each paragraph on one line as written (mailparser's own conversion wraps at 80 columns).
    expect(story.fullText).toBe(`${first}\n\n${second}\n\nLove, Mom`);
    expect(story.rawText).toBe(
      `${first}\n\n${second}\n\nLove, Mom\n\n${attribution}\n\n${senior.questionText}\nJust reply to this email.`,
    );
  });

  it('moves the cursor past a chunk only when it and every chunk before it are stored and processed', async () => {
    const senior = await seniorWithQuestion('Opal', 'opal@example.com');
    const before = await lastUid();
    const replyNumbers = Array.from({ length: 150 }, (_, i) => i + 1);
    await appendToInbox(
      imap,
      await Promise.all(
        replyNumbers.map((n) =>
          buildEmail({
            from: 'Opal <opal@example.com>',
            to: senior.replyTo,
            messageId: `<pipeline-${n}@example.com>`,
            text: `Memory number ${n}.`,
          }),
        ),
      ),
    );
    // The second chunk of 50 cannot be stored (as if the disk were full); the first and third can.
    const db = t.app.get(DataSource);
    await db.query(`CREATE FUNCTION refuse_pipeline_75() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.dedupe_key = 'mid:<pipeline-75@example.com>' THEN RAISE EXCEPTION 'could not extend file'; END IF;
        RETURN NEW;
      END $$`);
    await db.query(`CREATE TRIGGER refuse_pipeline_75 BEFORE INSERT ON inbound_messages
      FOR EACH ROW EXECUTE FUNCTION refuse_pipeline_75()`);
    try {
      await expect(poll()).rejects.toThrow(/could not extend file/);
    } finally {
      await db.query('DROP TRIGGER refuse_pipeline_75 ON inbound_messages');
      await db.query('DROP FUNCTION refuse_pipeline_75');
    }
    expect(await lastUid()).toBe(before + 50);
    const afterFailure: Array<{ full_text: string }> = await db.query(
      `SELECT full_text FROM stories WHERE vault_id = $1`,
      [senior.vault.id],
    );
    const numbers = (rows: Array<{ full_text: string }>) =>
      rows.map((r) => Number(/Memory number (\d+)/.exec(r.full_text)![1])).sort((a, b) => a - b);
    expect(numbers(afterFailure).slice(0, 50)).toEqual(replyNumbers.slice(0, 50));
    expect(numbers(afterFailure).filter((n) => n > 50 && n <= 100)).toEqual([]);

    // The next pass reads on from the cursor: every reply a story, once.
    await poll();
    expect(await lastUid()).toBe(before + 150);
    const all: Array<{ full_text: string }> = await db.query(`SELECT full_text FROM stories WHERE vault_id = $1`, [
      senior.vault.id,
    ]);
    expect(numbers(all)).toEqual(replyNumbers);
  });

  it('reads a format=flowed reply (Thunderbird) by quote depth: a soft-wrapped quote never swallows the answer', async () => {
    const senior = await seniorWithQuestion('Pearl', 'pearl@example.com');
    // Written under the quote; the quoted line ends in a space (a soft break), as flowed text does.
    const raw = [
      'From: Pearl <pearl@example.com>',
      `To: ${senior.replyTo}`,
      'Subject: Re: A question from Ann',
      'Message-ID: <flowed-1@example.com>',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=UTF-8; Format=Flowed',
      'Content-Transfer-Encoding: 7bit',
      '',
      'On 4/9/26 9:00 AM, Ann Smith wrote:',
      `> ${senior.questionText} `,
      'My first job was at the bakery on Elm Street, where I learned to braid ',
      'bread before sunrise.',
      '',
      'Love, Mom',
      '',
    ].join('\r\n');
    await appendToInbox(imap, [Buffer.from(raw)]);
    expect(await poll()).toMatchObject({ fetched: 1, story: 1 });
    const [story] = await stories(senior.agent, senior.vault.id);
    expect(story.fullText).toBe(
      'My first job was at the bakery on Elm Street, where I learned to braid bread before sunrise.\n\nLove, Mom',
    );
  });

  it('unwraps a reply the mail client hard-wrapped into paragraphs, keeping the sign-off and the original', async () => {
    const senior = await seniorWithQuestion('Maud', 'maud@example.com');
    const wrapped = [
      'Every Sunday my mother baked bread in the old wood stove, and the whole',
      'of Elm Street knew it by nine in the morning. We children sat on the',
      'back step and waited for the heels of the loaves.',
      '',
      'Love,',
      'Mom',
    ].join('\n');
    await appendToInbox(imap, [
      await buildEmail({
        from: 'Maud <maud@example.com>',
        to: senior.replyTo,
        text: `${wrapped}\n\nOn Thu, Apr 9, 2026 at 9:00 AM Ann Smith wrote:\n> ${senior.questionText}`,
      }),
    ]);
    expect(await poll()).toMatchObject({ fetched: 1, story: 1 });
    const [story] = await stories(senior.agent, senior.vault.id);
    expect(story.fullText).toBe(
      'Every Sunday my mother baked bread in the old wood stove, and the whole of Elm Street knew it by nine in the morning. We children sat on the back step and waited for the heels of the loaves.\n\nLove,\nMom',
    );
    expect(story.rawText).toContain('baked bread in the old wood stove, and the whole\nof Elm Street');
  });

  it('keeps a reply whose text holds NUL characters as a story, without them', async () => {
    // A senior of her own: another vault's weekly question to the same address could be the last
    // email that address got, and its token another vault's.
    const senior = await seniorWithQuestion('Nell', 'nell@example.com');
    await appendToInbox(imap, [
      await buildEmail({
        from: 'Nell <nell@example.com>',
        to: senior.replyTo,
        text: 'We kept chickens\u0000 behind the house.\n\nLove, Mom',
      }),
    ]);
    expect(await poll()).toMatchObject({ fetched: 1, story: 1 });
    const [story] = await stories(senior.agent, senior.vault.id);
    expect(story.fullText).toBe('We kept chickens behind the house.\n\nLove, Mom');
    expect(story.rawText).not.toContain('\u0000');
  });

  it('accepts a token from any sender, keeps a second answer, skips the same message twice, and records the rest', async () => {
    const senior = await seniorWithQuestion('Mabel', 'mabel@example.com');
    const spouse = await buildEmail({
      from: 'Harold <harold@example.com>',
      to: senior.replyTo,
      text: 'Mabel asked me to type this: we married in June.',
    });
    await appendToInbox(imap, [
      spouse,
      spouse, // the very same message delivered twice
      await buildEmail({
        from: 'mabel@example.com',
        to: senior.replyTo,
        text: 'And one more thing: it rained all day.',
      }),
      await buildEmail({
        from: 'harold@example.com',
        to: INBOUND,
        inReplyTo: senior.question.messageId,
        text: 'No token, not the senior.',
      }),
      await buildEmail({
        from: 'mabel@example.com',
        to: senior.replyTo,
        subject: 'Out of Office',
        headers: { 'Auto-Submitted': 'auto-replied' },
        text: 'I am away.',
      }),
      await buildEmail({
        from: 'MAILER-DAEMON@mail.example.com',
        to: INBOUND,
        subject: 'Undelivered Mail Returned to Sender',
        text: 'The mail system could not deliver.',
      }),
      await buildEmail({
        from: 'mabel@example.com',
        to: senior.replyTo,
        text: `> ${senior.questionText}\n> Just reply to this email.`,
      }),
    ]);
    const summary = await poll();
    expect(summary).toMatchObject({
      fetched: 7,
      story: 2,
      duplicate: 1,
      unmatched: 1,
      auto_reply: 1,
      bounce: 1,
      empty: 1,
    });
    const texts = (await stories(senior.agent, senior.vault.id)).map((s: { fullText: string }) => s.fullText);
    expect(texts.sort()).toEqual([
      'And one more thing: it rained all day.',
      'Mabel asked me to type this: we married in June.',
    ]);
    const rows: Array<{ outcome: string; reason: string | null }> = await t.app
      .get(DataSource)
      .query(
        `SELECT outcome, reason FROM inbound_messages WHERE outcome IN ('unmatched','auto_reply','bounce') ORDER BY uid`,
      );
    expect(rows.map((r) => r.outcome)).toEqual(['unmatched', 'auto_reply', 'bounce']);
    expect(rows.every((r) => r.reason)).toBe(true);
  });

  it('records bad mail with a reason and keeps going', async () => {
    const senior = await seniorWithQuestion('Olga', 'olga@example.com');
    let nested = 'Content-Type: text/plain\r\n\r\ndeep\r\n';
    for (let i = 0; i < 100; i++)
      nested = `Content-Type: multipart/mixed; boundary="b${i}"\r\n\r\n--b${i}\r\n${nested}\r\n--b${i}--\r\n`;
    await appendToInbox(imap, [
      Buffer.from('\r\n'),
      Buffer.from('To: stories@inbound.example.com\r\nSubject: no sender\r\nMessage-ID: <nofrom@x>\r\n\r\nhello\r\n'),
      Buffer.from(
        `From: olga@example.com\r\nTo: ${senior.replyTo}\r\nSubject: no id\r\n\r\nNo Message-ID here, still my story.\r\n`,
      ),
      Buffer.from(
        `From: olga@example.com\r\nTo: ${senior.replyTo}\r\nMessage-ID: <charset@x>\r\nContent-Type: text/plain; charset=x-made-up\r\n\r\nOdd charset.\r\n`,
      ),
      Buffer.from(`From: olga@example.com\r\nTo: ${senior.replyTo}\r\nMessage-ID: <nested@x>\r\n${nested}`),
      await buildEmail({
        from: 'olga@example.com',
        to: senior.replyTo,
        text: 'A huge video.',
        attachments: [{ filename: 'video.mp4', contentType: 'video/mp4', content: Buffer.alloc(30 * 1024 * 1024, 3) }],
      }),
      await buildEmail({ from: 'olga@example.com', to: senior.replyTo, text: 'After all that, a normal reply.' }),
    ]);
    const before = await lastUid();
    const summary = await poll();
    expect(summary).toEqual({ fetched: 7, rejected: 2, story: 5 });
    const rows: Array<{ message_id: string | null; outcome: string; reason: string | null }> = await t.app
      .get(DataSource)
      .query(`SELECT message_id, outcome, reason FROM inbound_messages WHERE uid > $1 ORDER BY uid`, [before]);
    expect(rows).toEqual([
      { message_id: null, outcome: 'rejected', reason: 'no sender (From) address' },
      { message_id: '<nofrom@x>', outcome: 'rejected', reason: 'no sender (From) address' },
      { message_id: null, outcome: 'story', reason: null },
      { message_id: '<charset@x>', outcome: 'story', reason: null },
      { message_id: '<nested@x>', outcome: 'story', reason: null },
      // Too big for a story, the video stays with the email; the text is the story.
      { message_id: expect.stringMatching(/^<.+>$/), outcome: 'story', reason: null },
      { message_id: expect.stringMatching(/^<.+>$/), outcome: 'story', reason: null },
    ]);
    expect(await lastUid()).toBe(before + 7);
    const texts = (await stories(senior.agent, senior.vault.id)).map((s: { fullText: string }) => s.fullText);
    expect(texts.sort()).toEqual([
      'A huge video.',
      'After all that, a normal reply.',
      'No Message-ID here, still my story.',
      'Odd charset.',
      'deep',
    ]);
  });

  it('records a delivery status report as a bounce, and a reply delivered again in a later poll once', async () => {
    const senior = await seniorWithQuestion('Edith', 'edith@example.com');
    // Sent to the token's address, from a sender that is no mailer-daemon: only the report
    // itself says it is a bounce.
    const report = Buffer.from(
      [
        'From: Mail Delivery Subsystem <notices@mail.example.com>',
        `To: ${senior.replyTo}`,
        'Subject: Delivery Status Notification (Failure)',
        'Message-ID: <dsn-1@mail.example.com>',
        'MIME-Version: 1.0',
        'Content-Type: multipart/report; report-type=delivery-status; boundary="dsn"',
        '',
        '--dsn',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Your message to edith@old-provider.example could not be delivered.',
        '',
        '--dsn',
        'Content-Type: message/delivery-status',
        '',
        'Reporting-MTA: dns; mail.example.com',
        '',
        'Final-Recipient: rfc822; edith@old-provider.example',
        'Action: failed',
        'Status: 5.1.1',
        '',
        '--dsn--',
        '',
      ].join('\r\n'),
    );
    const reply = await buildEmail({
      from: 'edith@example.com',
      to: senior.replyTo,
      messageId: '<edith-once@example.com>',
      text: 'We kept chickens behind the house.',
    });
    await appendToInbox(imap, [report, reply]);
    expect(await poll()).toEqual({ fetched: 2, bounce: 1, story: 1 });
    const [bounce] = await t.app
      .get(DataSource)
      .query(`SELECT outcome, reason, story_id FROM inbound_messages WHERE message_id = '<dsn-1@mail.example.com>'`);
    expect(bounce).toEqual({ outcome: 'bounce', reason: 'delivery status report (multipart/report)', story_id: null });

    // The mail server delivers the same reply again, read by a later poll.
    await appendToInbox(imap, [reply]);
    const before = await lastUid();
    expect(await poll()).toEqual({ fetched: 1, duplicate: 1 });
    expect(await lastUid()).toBe(before + 1);
    const texts = (await stories(senior.agent, senior.vault.id)).map((s: { fullText: string }) => s.fullText);
    expect(texts).toEqual(['We kept chickens behind the house.']);
    const copies = await t.app
      .get(DataSource)
      .query(`SELECT outcome FROM inbound_messages WHERE message_id = '<edith-once@example.com>'`);
    expect(copies).toEqual([{ outcome: 'story' }]);
  });
});
