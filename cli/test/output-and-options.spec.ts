import { startTestApp, TestApp } from '@storyvault/api-testing';
import { buildEmail } from '@storyvault/testing';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { safeText } from '../src/output';
import { runCli } from './run-cli';

describe('what the CLI prints: checked options, short errors, no terminal escapes', () => {
  let t: TestApp;
  let env: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    env = { DATABASE_URL: t.db.url, DATA_DIR: t.config.DATA_DIR };
  });
  afterAll(() => t.close());

  it.each([['abc'], ['-5'], ['0'], ['2.5'], ['1e3x'], ['100000']])(
    'refuses `inbound --limit %s` with one Error: line and exit code 1',
    async (limit) => {
      const res = await runCli(['inbound', `--limit=${limit}`], { env });
      expect(res.code).toBe(1);
      expect(res.stdout).toBe('');
      expect(res.stderr).toMatch(
        new RegExp(
          `^Error: option '--limit <n>' argument '${limit.replace('.', '\\.')}' is invalid\\. Give a whole number from 1 to 1000\\.`,
        ),
      );
      expect(res.stderr).not.toContain('QueryFailedError');
      expect(res.stderr.trim().split('\n').length).toBeLessThanOrEqual(2);
    },
  );

  it('accepts a good --limit', async () => {
    const res = await runCli(['inbound', '--limit', '5'], { env });
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('0 email(s).');
  });

  it.each([
    ['billing'],
    ['billing:sync'],
    ['deliveries'],
    ['resend'],
    ['send-now'],
    ['vault'],
    ['user:grant-full-access'],
  ])('`%s` refuses something that is not an email before touching anything', async (command) => {
    const res = await runCli([command, 'not-an-email'], { env });
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(
      /^Error: command-argument value 'not-an-email' is invalid for argument 'email'\. Give an email address/,
    );
  });

  it('checks every option of user:create and doctor', async () => {
    const badEmail = await runCli(['user:create', '--email', 'nope', '--name', 'Ann'], { env, input: 'x' });
    expect(badEmail.code).toBe(1);
    expect(badEmail.stderr).toMatch(/^Error: option '--email <email>' argument 'nope' is invalid/);
    const noName = await runCli(['user:create', '--email', 'ann@example.com', '--name', '  '], { env, input: 'x' });
    expect(noName.code).toBe(1);
    expect(noName.stderr).toMatch(
      /^Error: option '--name <name>' argument ' {2}' is invalid\. Give a value that is not empty\./,
    );
    for (const timeout of ['abc', '-1', '0']) {
      const res = await runCli(['doctor', `--timeout=${timeout}`], { env });
      expect(res.code).toBe(1);
      expect(res.stderr).toMatch(
        /^Error: option '--timeout <seconds>' argument .* is invalid\. Give a number of seconds above 0\./,
      );
    }
    const unknown = await runCli(['inbound', '--limt', '5'], { env });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^Error: unknown option '--limt'/);
  });

  it('prints an unexpected failure as one Error: line, not a stack', async () => {
    const res = await runCli(['inbound'], { env: { ...env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' } });
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/^Error: /m);
    expect(res.stderr).not.toMatch(/^\s+at /m);
  });

  it('removes escape sequences and control characters from what an attacker sent', async () => {
    const evil = 'Hi\u001b]0;owned\u0007\u001b[2J\u001b[31mRED\u009b1A\u202egpj.exe\r\bok';
    const path = join(tmpdir(), `${process.pid}-evil.eml`);
    writeFileSync(
      path,
      await buildEmail({
        from: 'stranger@example.com',
        to: 'stories@inbound.example.com',
        messageId: '<evil@stranger>',
        subject: evil,
        text: `Body ${evil}`,
      }),
    );
    const ingested = await runCli(['ingest', path], { env });
    expect(ingested.code).toBe(0);
    const listed = await runCli(['inbound'], { env });
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/“HiREDgpj\.exe ?ok”/);
    for (const out of [ingested.stdout, listed.stdout]) {
      // eslint-disable-next-line no-control-regex
      expect(out).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);
    }
    // JSON keeps the text exactly, escaped by JSON itself.
    const json = await runCli(['inbound', '--json'], { env });
    expect(json.stdout).not.toContain('\u001b');
    expect(JSON.parse(json.stdout)[0].subject).toContain('\u001b[31mRED');
  });

  it('keeps ordinary text as it is', () => {
    expect(safeText('Grüße, “Rose” — 👵\n\tLove')).toBe('Grüße, “Rose” — 👵\n\tLove');
  });
});
