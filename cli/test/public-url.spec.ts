import { createTestDatabase, TestDatabase } from '@storyvault/api-testing';
import { freePort, pcmWav, setUpVault, signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import type { Server } from 'node:http';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type { ParsedMail } from 'mailparser';
import { startApp, tempPath } from './backup-drill-kit';
import { runCli } from './run-cli';

const links = (mail: ParsedMail) =>
  [...String(mail.html || mail.text).matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0]);
const answerLinks = (mail: ParsedMail) => links(mail).filter((l) => l.includes('/respond/'));

/**
 * The servers record the public URL they answer at; the links the CLI makes go there, not to the
 * CLI's own default, and the doctor checks that the address answers.
 */
describe('the public URL in links the CLI makes', () => {
  let smtp: SmtpTestServer;
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof startApp>>;
  let env: Record<string, string>;
  const dataDir = tempPath('sv-public-url');

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    db = await createTestDatabase();
    env = {
      DATABASE_URL: db.url,
      SMTP_URL: smtp.url,
      IMAP_URL: '',
      MEDIA_STORE: 'disk',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'the-installation-secret-that-is-long-enough-1',
      PUBLIC_URL: '',
    };
    // The api and worker as `npm start` runs them, at their own address (startApp sets PUBLIC_URL to it).
    app = await startApp({ ...(process.env as Record<string, string>), ...env }, await freePort());
    const { agent } = await signedInOwner(app.url as unknown as Server, { email: 'ann@example.com' });
    await setUpVault(agent, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' });
  });
  afterAll(async () => {
    await app?.stop();
    await smtp?.close();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("send-now without PUBLIC_URL links to the servers' address", async () => {
    const res = await runCli(['send-now', 'rose@example.com'], { env });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const question = await smtp.waitFor((m) => JSON.stringify(m.to).includes('rose@') && answerLinks(m).length > 0);
    expect(answerLinks(question).length).toBeGreaterThanOrEqual(2);
    for (const link of links(question).filter((l) => !l.startsWith('mailto'))) expect(link).not.toContain('localhost');
    for (const link of answerLinks(question)) expect(link.startsWith(`${app.url}/respond/`)).toBe(true);
  });

  it('a PUBLIC_URL set for the CLI wins, with a warning naming both', async () => {
    const count = smtp.messages.length;
    const res = await runCli(['resend', 'rose@example.com'], {
      env: { ...env, PUBLIC_URL: 'http://stories.example.test' },
    });
    expect(res.code).toBe(0);
    expect(res.stderr).toBe(
      `Warning: PUBLIC_URL here is http://stories.example.test, but the servers answer at ${app.url}: ` +
        "links this command makes point at http://stories.example.test. Unset PUBLIC_URL here to use the servers' address.\n",
    );
    const resent = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= count && answerLinks(m).length > 0);
    for (const link of answerLinks(resent)) expect(link.startsWith('http://stories.example.test/respond/')).toBe(true);
  });

  it("export prints the servers' address beside a book's QR codes", async () => {
    const question = await smtp.waitFor((m) => JSON.stringify(m.to).includes('rose@') && answerLinks(m).length > 0);
    const token = new URL(answerLinks(question)[0]).searchParams.get('token')!;
    await request(app.url)
      .post('/api/respond/voice')
      .set('Origin', app.url)
      .field('token', token)
      .attach('audio', pcmWav(1), { filename: 'recording.wav', contentType: 'audio/wav' })
      .expect(201);
    const out = join(dataDir, 'rose.pdf');
    const res = await runCli(['export', 'ann@example.com', '--format', 'pdf', '--out', out], { env });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    // The short link printed beside the QR code, which holds the same URL.
    const text = execFileSync('pdftotext', [out, '-'], { encoding: 'utf8' });
    expect(text).toMatch(
      new RegExp(`${app.url.replace('http://', '').replace(/\./g, '\\.')}/listen/[A-Za-z0-9_-]{16}`),
    );
    expect(text).not.toContain('localhost');
  });

  it('doctor checks that the public URL answers /api/health', async () => {
    const line = (stdout: string) => stdout.split('\n').find((l) => l.slice(6).startsWith('public URL '));
    const good = await runCli(['doctor'], { env });
    expect(line(good.stdout)).toBe(
      `ok    public URL       ${app.url} (recorded by the servers) answers /api/health, https is required in production`,
    );

    const port = await freePort(); // nothing listens there
    const dead = await runCli(['doctor', '--json'], { env: { ...env, PUBLIC_URL: `http://127.0.0.1:${port}` } });
    const check = JSON.parse(dead.stdout).checks.find((c: { check: string }) => c.check === 'public URL');
    expect(check).toMatchObject({
      status: 'warn',
      message: `http://127.0.0.1:${port}/api/health did not answer (connect ECONNREFUSED 127.0.0.1:${port}): the links in emails and books would not open`,
      fix: expect.stringContaining('start the api'),
    });

    // In production a public URL that does not answer fails the doctor.
    const production = await runCli(['doctor', '--json', '--timeout', '2'], {
      env: { ...env, NODE_ENV: 'production', PUBLIC_URL: 'https://stories.example.test' },
    });
    expect(production.code).toBe(1);
    const failed = JSON.parse(production.stdout).checks.find((c: { check: string }) => c.check === 'public URL');
    expect(failed).toMatchObject({
      status: 'fail',
      message: expect.stringContaining('https://stories.example.test/api/health did not answer'),
    });
  });
});
