import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import {
  appendToInbox,
  buildEmail,
  DovecotServer,
  signedInOwner,
  SmtpTestServer,
  startDovecot,
  startSmtpTestServer,
  startTestApp,
  TestApp,
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
  const clock = new ManualClock(new Date('2026-04-06T09:00:00Z'));
  const file = (name: string, raw: Buffer) => {
    const path = join(tmpdir(), `${Date.now()}-${name}`);
    writeFileSync(path, raw);
    return path;
  };

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    imap = await startDovecot();
    const settings = { SMTP_URL: smtp.url, IMAP_URL: imap.url, INBOUND_ADDRESS: 'stories@inbound.example.com' };
    t = await startTestApp({ clock, env: settings });
    env = {
      ...settings,
      DATABASE_URL: t.db.url,
      SESSION_SECRET: t.config.SESSION_SECRET!,
      DATA_DIR: t.config.DATA_DIR,
    };
    const { agent } = await signedInOwner(t.server, { name: 'Ann Smith' });
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

    // Rose's question was answered above, so there is none open: the operator is told.
    const refused = await runCli(['inbound:assign', '<lost@cousin>', 'rose@example.com'], { env });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('rose@example.com has no open question to answer.');
  });

  it('assigns unmatched mail to an open question', async () => {
    clock.advance(7 * 86_400_000);
    await t.app.get(DispatchDeliveries).execute();
    const res = await runCli(['inbound:assign', '<lost@cousin>', 'rose@example.com'], { env });
    expect(res.stderr).toBe('');
    expect(res.stdout).toContain('Outcome:     story (assigned by an operator');
    expect(res.stdout).toContain('Rose told me about the lake.');
    expect((await runCli(['inbound', '--unmatched'], { env })).stdout).toContain('0 email(s).');
  });
});
