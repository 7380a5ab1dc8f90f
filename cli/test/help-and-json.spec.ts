import { startTestApp, TestApp } from '@storyvault/api-testing';
import { buildEmail, freePort, S3TestServer, signedInOwner, startS3Server } from '@storyvault/testing';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProgram } from '../src/program';
import { runCli } from './run-cli';

const commands = createProgram().commands;
/** Help wraps long lines to the terminal's width; compare text, not layout. */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Whatever a command printed, as JSON.parse gives it. */
type Parsed = ReturnType<typeof JSON.parse>;

describe('every storyvault command', () => {
  it('describes itself and each of its options in words', () => {
    expect(commands.length).toBeGreaterThanOrEqual(18);
    for (const command of commands) {
      expect(`${command.name()}: ${command.description()}`).toMatch(new RegExp(`^${command.name()}: \\w.{20,}`));
      for (const option of command.options) expect(option.description.length).toBeGreaterThan(3);
      for (const argument of command.registeredArguments) expect(argument.description.length).toBeGreaterThan(3);
    }
  });

  it.each(commands.map((c) => [c.name(), c.description()]))(
    '%s --help exits 0 and prints its description',
    async (name, description) => {
      const res = await runCli([name, '--help']);
      expect(res.code).toBe(0);
      expect(res.stdout).toContain(`Usage: storyvault ${name}`);
      expect(squash(res.stdout)).toContain(squash(description));
    },
  );
});

describe('--json', () => {
  let t: TestApp;
  let env: Record<string, string>;
  let eml: string;
  // backup and restore work on an embedded database of their own: its copy needs no pg_dump, whatever the suite's server.
  const scratch = (name: string) => join(tmpdir(), `sv-json-${name}-${randomBytes(4).toString('hex')}`);
  const backupDir = scratch('backup');
  const embedded = async () => ({
    DATABASE_URL: '',
    DATA_DIR: scratch('data'),
    EMBEDDED_PG_PORT: String(await freePort()),
  });
  let backupEnv: Record<string, string>;
  let restoreEnv: Record<string, string>;
  let s3: S3TestServer;

  beforeAll(async () => {
    s3 = await startS3Server();
    backupEnv = await embedded();
    restoreEnv = await embedded();
    expect((await runCli(['migrate'], { env: backupEnv })).code).toBe(0);
    t = await startTestApp();
    env = {
      DATABASE_URL: t.db.url,
      SESSION_SECRET: t.config.SESSION_SECRET!,
      DATA_DIR: t.config.DATA_DIR,
      SMTP_URL: '',
      IMAP_URL: '',
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
        sendIntroEmail: true,
        isSetupComplete: true,
      })
      .expect(201);
    eml = join(tmpdir(), `${Date.now()}-json.eml`);
    writeFileSync(eml, await buildEmail({ from: 'someone@example.com', to: 'stories@localhost', text: 'Hello' }));
  });
  afterAll(async () => {
    await t.close();
    for (const dir of [backupDir, backupEnv.DATA_DIR, restoreEnv.DATA_DIR])
      rmSync(dir, { recursive: true, force: true });
    await s3.stop();
  });

  /**
   * Each command with --json, run in an order where each has something to show; checked on what it printed
   * (on the suite's database, or the environment the fourth element gives).
   */
  const runs: Array<[string, () => string[], (json: Parsed) => void, (() => Record<string, string>)?]> = [
    ['status', () => ['status', '--json'], (j) => expect(j.deliveries).toMatchObject({ vaultsDue: 1 })],
    ['doctor', () => ['doctor', '--json'], (j) => expect(j).toMatchObject({ ok: true, checks: expect.any(Array) })],
    [
      'questions',
      () => ['questions', '--category', 'whimsical', '--json'],
      (j) => expect(j[0]).toMatchObject({ category: 'whimsical', text: expect.any(String) }),
    ],
    [
      'vault',
      () => ['vault', 'ann@example.com', '--json'],
      (j) => {
        expect(j.owner).toEqual({ name: 'Ann Smith', email: 'ann@example.com', hasFullAccess: false, language: 'en' });
        expect(j.vaults[0]).toMatchObject({ seniorEmail: 'rose@example.com', stats: { storiesCount: 0 } });
        expect(j.vaults[0].queue).toHaveLength(20);
      },
    ],
    [
      'members',
      () => ['members', 'ann@example.com', '--json'],
      (j) =>
        expect(j).toEqual({
          owner: { name: 'Ann Smith', email: 'ann@example.com', language: 'en' },
          vaults: [expect.objectContaining({ members: [] })],
        }),
    ],
    [
      'send-due',
      () => ['send-due', '--dry-run', '--json'],
      (j) => expect(j).toEqual([expect.objectContaining({ kind: 'intro', recipient: 'rose@example.com' })]),
    ],
    ['send-due', () => ['send-due', '--json'], (j) => expect(j).toEqual({ sent: 1, skipped: 0, failed: 0 })],
    [
      'deliveries',
      () => ['deliveries', 'rose@example.com', '--json'],
      (j) => expect(j).toEqual([expect.objectContaining({ kind: 'intro', state: 'sent' })]),
    ],
    ['ingest', () => ['ingest', eml, '--json'], (j) => expect(j).toMatchObject({ outcome: 'unmatched' })],
    [
      'transcribe',
      () => ['transcribe', '--missing', '--json'],
      (j) => expect(j).toEqual({ total: 0, counts: { done: 0, 'already-done': 0, failed: 0, 'no-recording': 0 } }),
    ],
    [
      'export',
      () => [
        'export',
        'ann@example.com',
        '--format',
        'zip',
        '--out',
        join(tmpdir(), `${Date.now()}-json.zip`),
        '--json',
      ],
      (j) => expect(j).toMatchObject({ format: 'zip', sizeBytes: expect.any(Number) }),
    ],
    [
      'inbound',
      () => ['inbound', '--json'],
      (j) => expect(j).toEqual([expect.objectContaining({ fromAddress: 'someone@example.com' })]),
    ],
    [
      'billing',
      () => ['billing', 'ann@example.com', '--json'],
      (j) => expect(j).toEqual({ user: expect.objectContaining({ email: 'ann@example.com' }), subscriptions: [] }),
    ],
    [
      'billing:sync',
      () => ['billing:sync', 'ann@example.com', '--json'],
      (j) =>
        expect(j.user).toEqual({
          name: 'Ann Smith',
          email: 'ann@example.com',
          hasFullAccess: false,
          language: 'en',
        }),
    ],
    [
      'backup',
      () => ['backup', '--out', backupDir, '--json'],
      (j) =>
        expect(j).toMatchObject({
          dir: backupDir,
          mediaStore: 'disk',
          mediaObjects: 0,
          lastMigration: expect.any(String),
        }),
      () => backupEnv,
    ],
    [
      'restore',
      () => ['restore', backupDir, '--json'],
      (j) => expect(j).toMatchObject({ dir: backupDir, rows: expect.any(Number), tables: expect.any(Number) }),
      () => restoreEnv,
    ],
    [
      'media:migrate',
      () => ['media:migrate', '--to', 's3', '--json'],
      (j) => expect(j).toMatchObject({ from: 'disk', to: 's3', failed: [], complete: true }),
      () => ({ ...env, ...s3.env, MEDIA_STORE: 'disk' }),
    ],
    [
      'media:sweep',
      () => ['media:sweep', '--dry-run', '--json'],
      (j) => expect(j).toEqual({ dryRun: true, checked: expect.any(Number), orphaned: [] }),
    ],
  ];

  it('is offered by every command that prints a list or a report', () => {
    const withJson = commands.filter((c) => c.options.some((o) => o.long === '--json')).map((c) => c.name());
    expect(withJson.sort()).toEqual([...new Set(runs.map(([name]) => name))].sort());
  });

  it.each(runs.map(([name, args, check, ownEnv], i) => [`${i + 1}. ${name}`, args, check, ownEnv] as const))(
    '%s prints JSON that parses',
    async (_name, args, check, ownEnv) => {
      const res = await runCli(args(), { env: ownEnv?.() ?? env });
      expect(res.stderr).toBe('');
      expect(res.code).toBe(0);
      check(JSON.parse(res.stdout));
    },
  );
});
