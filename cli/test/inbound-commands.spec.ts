import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import {
  appendToInbox,
  buildEmail,
  DovecotServer,
  signedInOwner,
  SmtpTestServer,
  startDovecot,
  startSmtpTestServer,
} from '@storyvault/testing';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from './run-cli';

describe('storyvault ingest, poll, inbound and inbound:assign', () => {
  let smtp: SmtpTestServer;
  let imap: DovecotServer;
  let t: TestApp;
  let env: Record<string, string>;
  let replyTo: string;
  let owner: Awaited<ReturnType<typeof signedInOwner>>['agent'];
  const clock = new ManualClock(new Date('2026-04-06T09:00:00Z'));
  const file = (name: string, raw: Buffer) => {
    const path = join(tmpdir(), `${Date.now()}-${name}`);
    writeFileSync(path, raw);
    return path;
  };

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    imap = await startDovecot();
    // The receiving server is named, as in production, so no command warns that it is not.
    const settings = {
      SMTP_URL: smtp.url,
      IMAP_URL: imap.url,
      INBOUND_ADDRESS: 'stories@inbound.example.com',
      INBOUND_AUTHSERV_ID: 'mx.inbound.example.com',
    };
    t = await startTestApp({ clock, env: settings });
    env = {
      ...settings,
      DATABASE_URL: t.db.url,
      SESSION_SECRET: t.config.SESSION_SECRET!,
      DATA_DIR: t.config.DATA_DIR,
    };
    const { agent } = await signedInOwner(t.server, { name: 'Ann Smith' });
    owner = agent;
    await agent
      .post('/api/vaults')
      .send({
        seniorName: 'Rose',
        seniorEmail: 'rose@example.com',
        seniorPhone: '',
        deliveryMethod: 'email',
        frequency: 1,
        sendIntroEmail: false,
        isSetupComplete: true,
      })
      .expect(201);
    clock.advance(3 * 86_400_000);
    await t.app.get(DispatchDeliveries).execute();
    replyTo = smtp.messages[0].replyTo!.value[0].address!;
  });
  afterAll(async () => {
    await t?.close();
    await imap?.stop();
    await smtp?.close();
  });

  it('ingests a saved reply and prints the story; the same file again is a duplicate', async () => {
    const path = file(
      'reply.eml',
      await buildEmail({
        from: 'rose@example.com',
        to: replyTo,
        messageId: '<reply-1@rose>',
        text: 'We sang every Sunday.\n\nLove, Mom',
      }),
    );
    const res = await runCli(['ingest', path], { env });
    expect(res.stderr).toBe('');
    expect(res.stdout).toContain('Outcome:     story');
    expect(res.stdout).toContain('Attributed:  by token');
    expect(res.stdout).toContain('We sang every Sunday.\n\nLove, Mom');
    const again = JSON.parse((await runCli(['ingest', path, '--json'], { env })).stdout);
    expect(again).toMatchObject({ outcome: 'duplicate', reason: 'already received (story)' });
    const missing = await runCli(['ingest', '/nonexistent.eml'], { env });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Cannot read /nonexistent.eml: no such file');
    // A reply read by hand is new mail as much as one the poller read.
    expect((await runCli(['status'], { env })).stdout).toMatch(
      /^Last new mail {3}\d{4}-\d\d-\d\d \d\d:\d\d UTC \((just now|\d+ min ago)\)$/m,
    );
  });

  it('refuses a file that is not an email, exiting 1 and storing nothing', async () => {
    const before = (await runCli(['inbound', '--rejected', '--json'], { env })).stdout;
    for (const [name, content] of [
      ['notes.txt', Buffer.from('Things to ask Mom about:\nthe farm, the war, the wedding\n')],
      ['photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])],
      ['empty.eml', Buffer.alloc(0)],
    ] as const) {
      const path = file(name, content);
      const res = await runCli(['ingest', path], { env });
      expect(res.code).toBe(1);
      expect(res.stdout).toBe('');
      expect(res.stderr).toBe(
        `Error: ${path} is not an email: it does not begin with mail headers (From:, To:, Subject: …). Nothing was stored.\n`,
      );
    }
    expect((await runCli(['inbound', '--rejected', '--json'], { env })).stdout).toBe(before);
  });

  it('polls the mailbox once, lists unmatched mail, and lets an operator assign it', async () => {
    await appendToInbox(imap, [
      await buildEmail({
        from: 'cousin@example.com',
        to: 'stories@inbound.example.com',
        messageId: '<lost@cousin>',
        subject: 'for Rose',
        text: 'Rose told me about the lake.',
      }),
      await buildEmail({ from: 'rose@example.com', to: replyTo, text: 'A second memory about the choir.' }),
    ]);
    const polled = await runCli(['poll'], { env });
    expect(polled.stderr).toBe('');
    expect(polled.stdout).toContain('Read 2 new email(s): unmatched 1, story 1.');
    expect((await runCli(['poll'], { env })).stdout).toContain('Read 0 new email(s).');

    const unmatched = await runCli(['inbound', '--unmatched'], { env });
    expect(unmatched.stdout).toContain('unmatched  cousin@example.com  “for Rose”');
    expect(unmatched.stdout).toContain('<lost@cousin>');
    expect(unmatched.stdout).toContain('1 email(s).');

    // Rose's question was answered above, so there is none open: the operator is shown the
    // questions sent, to name one.
    const refused = await runCli(['inbound:assign', '<lost@cousin>', 'rose@example.com'], { env });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'None of the questions sent to rose@example.com is open (only the latest, while unanswered, is). Name the question the email answers with --question <n>:',
    );
    expect(refused.stderr).toMatch(/ {2}1\. \d{4}-\d\d-\d\d {2}“.+” \(answered \d{4}-\d\d-\d\d\) {2}[0-9a-f-]{36}/);
    const nothing = await runCli(['inbound:assign', '<lost@cousin>', 'rose@example.com', '--question', '7'], { env });
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toContain('rose@example.com was sent no question 7. The questions sent, newest first:');
  });

  it('lists the files an ingested email left out of its story, with the reason', async () => {
    const path = file(
      'big.eml',
      await buildEmail({
        from: 'rose@example.com',
        to: replyTo,
        messageId: '<big-one@rose>',
        text: 'big one',
        attachments: [
          { filename: 'huge.mp3', contentType: 'audio/mpeg', content: Buffer.alloc(26 * 1024 * 1024, 1) },
          { filename: 'dot.gif', contentType: 'image/gif', content: Buffer.alloc(400, 1) },
        ],
      }),
    );
    const res = await runCli(['ingest', path], { env });
    expect(res.stderr).toBe('');
    expect(res.stdout).toContain('Outcome:     story');
    expect(res.stdout).toContain(
      'Left out:    huge.mp3 (audio/mpeg, 27262976 bytes): 26 MB, over the 25 MB a story keeps; kept with the original email',
    );
    expect(res.stdout).toContain('Left out:    dot.gif (image/gif, 400 bytes): too small to be a photo (under 2 KB)');
    // The story's text is the senior's words alone; the file is named above, beside it.
    expect(res.stdout).toContain('\nbig one');
    expect(res.stdout).not.toContain('[The email also brought');
    const listed = await runCli(['inbound', '--limit', '1'], { env });
    expect(listed.stdout).toContain('left out: huge.mp3 (audio/mpeg): 26 MB, over the 25 MB a story keeps');
  });

  it('files a rejected email as the answer to a question already answered, named by its number', async () => {
    // No From: refused, and counted by status.
    const path = file(
      'nofrom.eml',
      Buffer.from(
        `To: ${replyTo}\r\nSubject: from the library computer\r\nMessage-ID: <nofrom@rose>\r\n\r\nThe choir sang at the harvest fair.\r\n`,
      ),
    );
    const rejected = await runCli(['ingest', path], { env });
    expect(rejected.stdout).toContain('Outcome:     rejected (no sender (From) address)');
    // Kept for an operator to look at, but not taken: a script feeding files should know.
    expect(rejected.code).toBe(1);
    expect((await runCli(['inbound', '--rejected'], { env })).stdout).toContain('nofrom@rose');
    expect((await runCli(['status'], { env })).stdout).toMatch(/^Inbound mail {4}\d+ unmatched, 1 rejected, /m);

    const res = await runCli(['inbound:assign', 'nofrom@rose', 'rose@example.com', '--question', '1'], { env });
    expect(res.stderr).toBe('');
    expect(res.stdout).toMatch(/^Question: {4}“.+”$/m);
    expect(res.stdout).toContain(
      'Outcome:     story (assigned by an operator (was rejected: no sender (From) address))',
    );
    expect(res.stdout).toContain('The choir sang at the harvest fair.');
    expect((await runCli(['inbound', '--rejected'], { env })).stdout).toContain('0 email(s).');
    expect((await runCli(['status'], { env })).stdout).toMatch(/^Inbound mail {4}\d+ unmatched, 0 rejected, /m);
  });

  it('assigns unmatched mail to an open question', async () => {
    clock.advance(7 * 86_400_000);
    await t.app.get(DispatchDeliveries).execute();
    // The Message-ID as an operator might copy it, without its angle brackets.
    const res = await runCli(['inbound:assign', 'lost@cousin', 'rose@example.com'], { env });
    expect(res.stderr).toBe('');
    expect(res.stdout).toContain('Outcome:     story (assigned by an operator');
    expect(res.stdout).toContain('Rose told me about the lake.');
    expect((await runCli(['inbound', '--unmatched'], { env })).stdout).toContain('0 email(s).');
  });

  it('lists the replies the senior was asked about apart, and takes one filter at a time', async () => {
    expect((await runCli(['inbound', '--asked'], { env })).stdout).toContain('0 email(s).');
    const both = await runCli(['inbound', '--asked', '--unmatched'], { env });
    expect(both.code).toBe(1);
    expect(both.stderr).toContain('Give one of --unmatched, --rejected and --asked, not more.');
  });

  it('ingests a reply of only "PAUSE 4 weeks" as a command, keeping the message, and the vault shows the pause', async () => {
    const path = file(
      'pause.eml',
      // From her own address, vouched for by the receiving server: a reply word is hers to act on.
      await buildEmail({
        from: 'rose@example.com',
        to: replyTo,
        messageId: '<pause-1@rose>',
        text: 'PAUSE 4 weeks',
        headers: { 'Authentication-Results': 'mx.inbound.example.com; dmarc=pass header.from=example.com' },
      }),
    );
    const res = await runCli(['ingest', path], { env });
    expect(res.stderr).toBe('');
    const until = /Outcome: {5}command \(pause until (\d{4}-\d{2}-\d{2})\)/.exec(res.stdout)?.[1];
    expect(until).toBeDefined();
    expect(res.stdout).toContain('Attributed:  by token');
    const listed = await runCli(['inbound'], { env });
    expect(listed.stdout).toMatch(/command +rose@example\.com/);
    const [vault] = (await owner.get('/api/vaults').expect(200)).body;
    expect(vault).toMatchObject({ pauseKind: 'pause' });
    expect(vault.pausedUntil.slice(0, 10)).toBe(until);
    await owner.post(`/api/vaults/${vault.id}/resume`).expect(200);
  });
});
