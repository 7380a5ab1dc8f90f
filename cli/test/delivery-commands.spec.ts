import request from 'supertest';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { runCli } from './run-cli';

describe('storyvault send-due, send-now, resend and deliveries', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let env: Record<string, string>;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    const settings = {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'http://stories.example.com',
      INBOUND_ADDRESS: 'stories@inbound.example.com',
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
        frequency: 2,
        sendIntroEmail: true,
        isSetupComplete: true,
      })
      .expect(201);
  });
  /** The senior's emails (the owner also gets a note when the first question goes out). */
  const toRose = () => smtp.messages.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === 'rose@example.com');
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('shows what is due without sending, then sends it with a summary', async () => {
    const dry = await runCli(['send-due', '--dry-run'], { env });
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('intro       rose@example.com');
    expect(dry.stdout).toContain('Dry run: 1 email(s) would be sent. Nothing was sent.');
    expect(smtp.messages).toHaveLength(0);

    const real = await runCli(['send-due'], { env });
    expect(real.stdout).toContain('Sent 1, skipped 0, failed 0.');
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Ann Smith would love to hear your stories']);
    expect((await runCli(['send-due'], { env })).stdout).toContain('Sent 0, skipped 0, failed 0.');
  });

  it('sends the next question now, by the senior’s email', async () => {
    const res = await runCli(['send-now', 'ROSE@example.com'], { env });
    expect(res.stderr).toBe('');
    expect(res.stdout).toContain('Sent the next question to Rose Smith <rose@example.com>.');
    expect(toRose()[1].subject).toMatch(/^A question from Ann: /);
    expect(smtp.messages.map((m) => m.subject)).toContain('The first question was sent to Rose Smith');
  });

  it('resends the latest question with the same answer links', async () => {
    const res = await runCli(['resend', 'ann@example.com'], { env });
    expect(res.code).toBe(0);
    const [question, again] = toRose().slice(1);
    expect(again.subject).toBe(question.subject);
    expect(again.replyTo?.text).toBe(question.replyTo?.text);
  });

  it('shows the vault by the senior’s email, its queue numbered from 1 and dates as the other commands print them', async () => {
    const res = await runCli(['vault', 'rose@example.com'], { env });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('Ann Smith <ann@example.com>');
    expect(res.stdout).toMatch(/Set up: {5}\d{4}-\d\d-\d\d \d\d:\d\d UTC\n/);
    expect(res.stdout).toMatch(/Next: {7}\d{4}-\d\d-\d\d \d\d:\d\d UTC\n/);
    const numbers = [...res.stdout.matchAll(/^ {4} *(\d+)\. /gm)].map((m) => Number(m[1]));
    expect(numbers.length).toBeGreaterThan(5);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    const json = JSON.parse((await runCli(['vault', 'rose@example.com', '--json'], { env })).stdout);
    expect(json.vaults[0].queue[0]).toMatchObject({ position: 1 });
  });

  it('lists the history with states and never a whole token', async () => {
    const token = toRose()[1].replyTo!.value[0].address!.split('+')[1].split('@')[0];
    const res = await runCli(['deliveries', 'rose@example.com'], { env });
    expect(res.stdout).toContain('Rose Smith <rose@example.com>: 4 email(s)');
    expect(res.stdout).toMatch(/first_question_note +sent/);
    expect(res.stdout).toMatch(/resend +sent/);
    expect(res.stdout).toMatch(/question +sent .*token [a-z2-7]{6}…/);
    expect(res.stdout).toMatch(/intro +sent/);
    expect(res.stdout).not.toContain(token);
    const json = await runCli(['deliveries', 'rose@example.com', '--json'], { env });
    const records = JSON.parse(json.stdout);
    expect(records.map((r: { kind: string }) => r.kind)).toEqual([
      'resend',
      'first_question_note',
      'question',
      'intro',
    ]);
    expect(json.stdout).not.toContain(token);
    expect(json.stdout).not.toContain('tokenSealed');
  });

  it('shows a token sealed under an earlier SESSION_SECRET as unavailable, and says why it cannot resend it', async () => {
    const rotated = { ...env, SESSION_SECRET: 'a-new-session-secret-that-is-long-enough-5678' };
    const res = await runCli(['deliveries', 'rose@example.com'], { env: rotated });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('Rose Smith <rose@example.com>: 4 email(s)');
    expect(res.stdout).toMatch(/question +sent .*\(token —\)/);
    const json = await runCli(['deliveries', 'rose@example.com', '--json'], { env: rotated });
    const records: Array<{ kind: string; token: string | null }> = JSON.parse(json.stdout);
    expect(records.find((r) => r.kind === 'question')?.token).toBe('—');

    const sentBefore = smtp.messages.length;
    const resend = await runCli(['resend', 'rose@example.com'], { env: rotated });
    expect(resend.code).toBe(1);
    expect(resend.stderr).toContain(
      "Error: This question's answer links cannot be recovered: SESSION_SECRET has changed since it was sent.",
    );
    expect(smtp.messages).toHaveLength(sentBefore);
    expect((await runCli(['deliveries', 'rose@example.com'], { env })).stdout).toContain('4 email(s)');
  });

  it('asks for --force before resending a question that was already answered', async () => {
    const token = toRose()[1].replyTo!.value[0].address!.split('+')[1].split('@')[0];
    await request(t.server).post('/api/respond/text').send({ token, text: 'We sang every Sunday.' }).expect(201);
    const sentBefore = smtp.messages.length;
    const refused = await runCli(['resend', 'rose@example.com'], { env });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^Error: The latest question, “.+”, was already answered on \d{4}-\d\d-\d\d\. Nothing was sent\. To send it to Rose Smith again anyway, add --force\./,
    );
    expect(smtp.messages).toHaveLength(sentBefore);
    const forced = await runCli(['resend', 'rose@example.com', '--force'], { env });
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain('again to Rose Smith <rose@example.com>.');
    expect(smtp.messages).toHaveLength(sentBefore + 1);
  });

  it('fails clearly for an unknown email', async () => {
    for (const command of ['send-now', 'resend', 'deliveries']) {
      const res = await runCli([command, 'nobody@example.com'], { env });
      expect(res.code).toBe(1);
      expect(res.stderr).toContain('Error: No vault has a senior or an owner with the email nobody@example.com');
    }
  });

  it('prints a refused send as a JSON log line on stderr, with the summary on stdout as before', async () => {
    const { agent } = await signedInOwner(t.server, { name: 'Bo Brown', email: 'bo@example.com' });
    await agent
      .post('/api/vaults')
      .send({
        seniorName: 'Vera Brown',
        seniorEmail: 'vera@example.com',
        seniorPhone: '',
        deliveryMethod: 'email',
        frequency: 2,
        sendIntroEmail: true,
        isSetupComplete: true,
      })
      .expect(201);
    smtp.failNext(1);
    const res = await runCli(['send-due'], { env });
    expect(res.code).toBe(1);
    expect(res.stdout).toBe(
      'Sent 0, skipped 0, failed 1.\n' +
        'Failed sends are retried automatically with backoff; `storyvault deliveries EMAIL` shows the errors.\n',
    );
    const logs = res.stderr
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; context?: string; msg: string });
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 50,
        context: 'Delivery',
        msg: expect.stringMatching(/^Sending intro \S+ to vera@example\.com failed \(attempt 1\): .*Try again later/),
      }),
    );
  });
});
