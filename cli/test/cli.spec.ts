import { createTestDatabase, TestDatabase } from '@storyvault/api-testing';
import { Client } from 'pg';
import { runCli } from './run-cli';

describe('storyvault CLI', () => {
  let db: TestDatabase;
  let env: Record<string, string>;
  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
    env = { DATABASE_URL: db.url };
  });
  afterAll(() => db.drop());

  async function user(email: string) {
    const client = new Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query(
      'SELECT name, email, has_full_access, password_hash, language FROM users WHERE email = $1',
      [email],
    );
    await client.end();
    return rows[0];
  }

  it('lists its commands with --help, and help for each', async () => {
    const help = await runCli(['--help']);
    expect(help.code).toBe(0);
    for (const command of [
      'migrate',
      'seed',
      'questions',
      'vault',
      'send-due',
      'send-now',
      'resend',
      'deliveries',
      'user:create',
      'user:grant-full-access',
    ]) {
      expect(help.stdout).toContain(command);
    }
    const sub = await runCli(['user:create', '--help']);
    expect(sub.stdout).toContain('--full-access');
  });

  it('applies migrations, then says the database is up to date', async () => {
    const first = await runCli(['migrate'], { env });
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Applied \d+ migration/);
    const second = await runCli(['migrate'], { env });
    expect(second.stdout).toContain('The database is up to date.');
  });

  it('creates a user with the password read from stdin', async () => {
    const res = await runCli(['user:create', '--email', 'Op@Example.com', '--name', 'Olive Operator'], {
      env,
      input: 'Str0ng!pass\n',
    });
    expect(res.stdout).toContain('Created Olive Operator <op@example.com>, language en.');
    expect(res.code).toBe(0);
    const row = await user('op@example.com');
    expect(row).toMatchObject({ name: 'Olive Operator', has_full_access: false, language: 'en' });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('creates a user with full access', async () => {
    const res = await runCli(['user:create', '--email', 'fa@example.com', '--name', 'Full', '--full-access'], {
      env,
      input: 'Str0ng!pass',
    });
    expect(res.code).toBe(0);
    expect((await user('fa@example.com')).has_full_access).toBe(true);
  });

  it('creates a user in the language given, and refuses one StoryVault does not speak', async () => {
    const res = await runCli(['user:create', '--email', 'de@example.com', '--name', 'Greta', '--language', 'DE'], {
      env,
      input: 'Str0ng!pass',
    });
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('Created Greta <de@example.com>, language de.');
    expect((await user('de@example.com')).language).toBe('de');
    const owner = await runCli(['vault', 'de@example.com'], { env });
    expect(owner.stdout).toContain('Greta <de@example.com>, trial, language de');

    const bad = await runCli(['user:create', '--email', 'it@example.com', '--name', 'Ida', '--language', 'it'], {
      env,
      input: 'Str0ng!pass',
    });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(
      /^Error: option '--language <code>' argument 'it' is invalid\. Give one of en, de, es, fr, nl\./,
    );
    expect(await user('it@example.com')).toBeUndefined();
  });

  it('grants full access', async () => {
    const res = await runCli(['user:grant-full-access', 'OP@example.com'], { env });
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('now has full access');
    expect((await user('op@example.com')).has_full_access).toBe(true);
  });

  it('fails with a clear message and exit 1', async () => {
    const weak = await runCli(['user:create', '--email', 'w@example.com', '--name', 'W'], { env, input: 'weak' });
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('Error: Password must include: at least 8 characters');
    const taken = await runCli(['user:create', '--email', 'op@example.com', '--name', 'Again'], {
      env,
      input: 'Str0ng!pass',
    });
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('already exists');
    const missing = await runCli(['user:grant-full-access', 'nobody@example.com'], { env });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Error: No user with the email nobody@example.com');
    const unknown = await runCli(['frobnicate'], { env });
    expect(unknown.code).toBe(1);
    const noEmail = await runCli(['user:create', '--name', 'X'], { env });
    expect(noEmail.code).toBe(1);
    expect(noEmail.stderr).toContain("required option '--email <email>' not specified");
  });

  it('refuses a bad configuration naming the variable', async () => {
    const res = await runCli(['migrate'], { env: { DATABASE_URL: 'not-a-url' } });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('DATABASE_URL');
  });
});
