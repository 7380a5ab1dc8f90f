import { startTestApp, TestApp } from '@storyvault/api-testing';
import { buildEmail, signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from './run-cli';

const DAY = 86_400_000;
/** The receiving server vouches for her address, as in production: her reply words are hers to act on. */
const VOUCHED = { 'Authentication-Results': 'mx.inbound.example.com; dmarc=pass header.from=example.com' };

/**
 * The operator's commands on a vault whose senior paused or stopped the questions, and their
 * hand for a reply word nobody could attribute. On the real clock: the CLI runs as its own process.
 */
describe('storyvault on a paused vault, and inbound:assign of a reply word', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let env: Record<string, string>;
  let replyTo: string;
  let n = 0;

  /** An email from Rose, saved to a file and ingested as an operator would. */
  async function ingest(text: string, to: string, extra: { from?: string; messageId?: string } = {}) {
    const path = join(tmpdir(), `${Date.now()}-${++n}.eml`);
    const messageId = extra.messageId ?? `<rose-${Date.now()}-${n}@example.com>`;
    writeFileSync(
      path,
      await buildEmail({ from: extra.from ?? 'rose@example.com', to, messageId, text, headers: VOUCHED }),
    );
    return runCli(['ingest', path], { env });
  }
  const toRose = () => smtp.messages.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === 'rose@example.com');

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    const settings = {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'http://stories.example.com',
      INBOUND_ADDRESS: 'stories@inbound.example.com',
      INBOUND_AUTHSERV_ID: 'mx.inbound.example.com',
    };
    t = await startTestApp({ env: settings });
    env = {
      ...settings,
      DATABASE_URL: t.db.url,
      SESSION_SECRET: t.config.SESSION_SECRET!,
      DATA_DIR: t.config.DATA_DIR,
    };
    const { agent } = await signedInOwner(t.server, { name: 'Ann Smith', email: 'ann@example.com' });
    await agent
      .post('/api/vaults')
      .send({
        seniorName: 'Rose Smith',
        seniorEmail: 'rose@example.com',
        seniorPhone: '',
        deliveryMethod: 'email',
        frequency: 1,
        sendIntroEmail: false,
        isSetupComplete: true,
      })
      .expect(201);
    expect((await runCli(['send-now', 'rose@example.com'], { env })).code).toBe(0);
    replyTo = toRose()[0].replyTo!.value[0].address!;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('refuses send-now and resend while she paused the questions, naming the state and --force; shows it in vault and deliveries', async () => {
    expect((await runCli(['vault', 'rose@example.com'], { env })).stdout).toContain('  Questions:  active\n');
    const paused = await ingest('PAUSE 4 weeks', replyTo);
    expect(paused.stdout).toContain('Outcome:     command (pause until');
    const until = new Date(Date.now() + 28 * DAY).toISOString().slice(0, 10);
    const state = `paused until ${until} (by the senior)`;

    for (const [command, what] of [
      ['send-now', 'the next question'],
      ['resend', 'the latest question'],
    ]) {
      const refused = await runCli([command, 'rose@example.com'], { env });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        `Rose Smith's questions are ${state}, so ${what} was not sent. To send it anyway, add --force.`,
      );
    }
    expect(toRose().filter((m) => m.subject?.startsWith('A question from Ann'))).toHaveLength(1);

    const vault = await runCli(['vault', 'rose@example.com'], { env });
    expect(vault.stdout).toContain(`  Questions:  ${state}\n`);
    expect(vault.stdout).toContain('  Told of her reply words:');
    expect(vault.stdout).toMatch(/ {4}\d{4}-\d\d-\d\d \d\d:\d\d UTC {2}confirmation to rose@example\.com {2}sent/);
    expect(vault.stdout).toMatch(/ {4}\d{4}-\d\d-\d\d \d\d:\d\d UTC {2}notice to ann@example\.com {2}sent/);
    const json = JSON.parse((await runCli(['vault', 'rose@example.com', '--json'], { env })).stdout);
    expect(json.vaults[0]).toMatchObject({ state, pauseKind: 'pause', pausedBy: 'senior' });

    const deliveries = await runCli(['deliveries', 'rose@example.com'], { env });
    expect(deliveries.stdout).toContain(`Questions: ${state}\n`);
    expect(deliveries.stdout).toMatch(/confirmation +sent/);
    expect(deliveries.stdout).toMatch(/pause_notice +sent/);

    const forced = await runCli(['resend', 'rose@example.com', '--force'], { env });
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
  });

  it('refuses after STOP too, and shows the question she skipped', async () => {
    expect((await ingest('RESUME', replyTo)).stdout).toContain('Outcome:     command (resume)');
    expect((await ingest('Skip', replyTo)).stdout).toContain('Outcome:     command (skip');
    expect((await ingest('STOP', replyTo)).stdout).toContain('Outcome:     command (stop');
    const refused = await runCli(['send-now', 'rose@example.com'], { env });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      "Rose Smith's questions are stopped by the senior (until the owner resumes them), so the next question was not sent. To send it anyway, add --force.",
    );
    const vault = await runCli(['vault', 'rose@example.com'], { env });
    expect(vault.stdout).toContain('  Questions:  stopped by the senior (until the owner resumes them)\n');
    expect(vault.stdout).toMatch(/ {2}Skipped by the senior:\n {4}\d{4}-\d\d-\d\d \d\d:\d\d UTC {2}\S/);
    expect((await runCli(['deliveries', 'rose@example.com'], { env })).stdout).toMatch(/question .*\(.*skipped \d{4}/);
  });

  it('acts on a reply word an operator assigns, and lists the questions without calling an unanswered one open', async () => {
    // Her question answered (the latest), an older one not: no question is open.
    await runCli(['send-now', 'rose@example.com', '--force'], { env });
    const latest = toRose()
      .filter((m) => m.subject?.startsWith('A question from Ann'))
      .at(-1)!;
    expect((await ingest('The lake froze that winter.', latest.replyTo!.value[0].address!)).stdout).toContain(
      'Outcome:     story',
    );
    // A story from a cousin, to the bare address: nobody's to attribute.
    const lost = await ingest('Rose told me about the lake.', 'stories@inbound.example.com', {
      from: 'cousin@example.net',
      messageId: '<lost@cousin>',
    });
    expect(lost.stdout).toContain('Outcome:     unmatched');
    const refused = await runCli(['inbound:assign', '<lost@cousin>', 'rose@example.com'], { env });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('None of the questions sent to rose@example.com is open');
    expect(refused.stderr).toContain('(not answered; a later question was sent)');
    expect(refused.stderr).not.toContain('(open)');

    // RESUME with no token and no thread, and no question open: unmatched, until assigned.
    const resume = await ingest('RESUME', 'stories@inbound.example.com', { messageId: '<resume@rose>' });
    expect(resume.stdout).toContain('Outcome:     unmatched');
    const assigned = await runCli(['inbound:assign', '<resume@rose>', 'rose@example.com'], { env });
    expect(assigned.stderr).toBe('');
    expect(assigned.stdout).toContain('Outcome:     command (resume (assigned by an operator');
    expect((await runCli(['vault', 'rose@example.com'], { env })).stdout).toContain('  Questions:  active\n');
    const stories = JSON.parse((await runCli(['vault', 'rose@example.com', '--json'], { env })).stdout).vaults[0].stats
      .storiesCount;
    expect(stories).toBe(1);
  });
});
