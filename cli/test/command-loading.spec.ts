import { createTestDatabase, startTestApp, TestApp } from '@storyvault/api-testing';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI, runCli } from './run-cli';

/** A preload that writes, as the process exits, every file it loaded (one a line) to LOADED_FILES_TO. */
const PRELOAD = join(tmpdir(), `sv-loaded-files-${randomBytes(4).toString('hex')}.js`);
writeFileSync(
  PRELOAD,
  "process.on('exit', () => require('node:fs').writeFileSync(process.env.LOADED_FILES_TO, " +
    "Object.keys(require.cache).join('\\n')));\n",
);

/** Runs the built CLI as an operator would, and tells which files it loaded. */
function filesLoadedBy(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; files: string[] }> {
  const list = join(tmpdir(), `sv-loaded-${randomBytes(4).toString('hex')}.txt`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--require', PRELOAD, CLI, ...args], {
      env: { ...process.env, LOG_LEVEL: '', ...env, LOADED_FILES_TO: list },
      stdio: 'ignore',
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const files = readFileSync(list, 'utf8').split('\n');
      rmSync(list, { force: true });
      resolve({ code, files });
    });
  });
}

const nestOrTypeorm = (file: string) => /node_modules\/(@nestjs\/|typeorm\/)/.test(file);
const apiCode = (file: string) => /apps\/api\/(dist|src)\//.test(file);
const modulesOf = (files: string[]) =>
  [...new Set(files.map((f) => /apps\/api\/(?:dist|src)\/modules\/([^/]+)\//.exec(f)?.[1]).filter(Boolean))].sort();

afterAll(() => rmSync(PRELOAD, { force: true }));

describe('the command table', () => {
  it.each([[['--help']], [['--version']], [['vault', '--help']], [['inbound', '--limit', '0']], [['no-such-command']]])(
    'storyvault %j loads no Nest, no TypeORM and nothing of the api',
    async (args) => {
      const { files } = await filesLoadedBy(args);
      expect(files.some((f) => f.includes('commander'))).toBe(true);
      expect(files.filter(nestOrTypeorm)).toEqual([]);
      expect(files.filter(apiCode)).toEqual([]);
    },
  );
});

describe('a command that only reads', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('loads the modules it reads through, not the whole application', async () => {
    const env = { DATABASE_URL: t.db.url };
    const deliveries = await filesLoadedBy(['deliveries', 'nobody@example.com'], env);
    // No such vault: the command ran its lookup through the modules and said so.
    expect(deliveries.code).toBe(1);
    expect(modulesOf(deliveries.files)).toEqual(expect.arrayContaining(['auth', 'delivery', 'vault']));
    for (const unused of ['keepsakes', 'gifts', 'notifications', 'transcription', 'answers', 'inbound', 'account'])
      expect(modulesOf(deliveries.files)).not.toContain(unused);

    // A command that changes state runs in the whole application: every event reaches its handlers.
    const sendNow = await filesLoadedBy(['send-now', 'nobody@example.com'], env);
    expect(sendNow.code).toBe(1);
    expect(modulesOf(sendNow.files)).toEqual(expect.arrayContaining(['keepsakes', 'notifications', 'transcription']));
  });

  it('leaves unloaded the libraries its modules use only for other work', async () => {
    // `status` reads through the delivery and inbound modules, which bring nearly every other:
    // dates in replies (chrono), payments (Stripe), photos (sharp), sending mail (nodemailer),
    // HTML replies (html-to-text, htmlparser2), story tags (stopwords-iso) and passwords (argon2).
    const { code, files } = await filesLoadedBy(['status'], {
      DATABASE_URL: t.db.url,
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
    });
    expect(code).toBe(0);
    expect(modulesOf(files)).toEqual(expect.arrayContaining(['inbound', 'stories', 'billing']));
    const heavy =
      /node_modules\/(chrono-node|stripe|sharp|nodemailer|@nestjs-modules\/mailer|html-to-text|htmlparser2|stopwords-iso|argon2)\//;
    // Except nodemailer's address parser, one small file, with which the Mailer port reads addresses.
    expect(files.filter((f) => heavy.test(f) && !/nodemailer\/.*addressparser/.test(f))).toEqual([]);
  });

  it.each([[['status']], [['vault', 'nobody@example.com']], [['deliveries', 'nobody@example.com']], [['inbound']]])(
    'storyvault %j loads no HTTP side of the modules, and of class-validator only the configuration’s checks',
    async (args) => {
      const { files } = await filesLoadedBy(args, { DATABASE_URL: t.db.url });
      // The modules' HTTP sides are their *-http.module.ts (decisions/1000): controllers, DTOs, guards.
      expect(
        files.filter((f) => /apps\/api\/(dist|src)\/(modules\/[^/]+\/adapters\/http|shared\/http)\//.test(f)),
      ).toEqual([]);
      expect(
        files.filter((f) => /apps\/api\/(dist|src)\/modules\/[^/]+\/[^/]+-http\.(module|public)\./.test(f)),
      ).toEqual([]);
      const http =
        /node_modules\/(@nestjs\/swagger|@nestjs\/passport|passport|passport-local|express-session|connect-pg-simple|busboy|@nestjs\/platform-express|multer)\//;
      expect(files.filter((f) => http.test(f))).toEqual([]);
      // class-validator's index loads all its checks, validator.js whole and libphonenumber-js; the
      // configuration's checks come from their own files (and validator.js's few they use).
      const wholeValidation = /node_modules\/(class-validator\/cjs\/index|validator\/index)\.js$|libphonenumber-js\//;
      expect(files.filter((f) => wholeValidation.test(f))).toEqual([]);
    },
  );
});

describe('a command that only reads, on a database behind', () => {
  it('applies the pending migrations first, as every command does, then reads', async () => {
    const db = await createTestDatabase({ migrate: false });
    try {
      const env = { DATABASE_URL: db.url };
      const inbound = await runCli(['inbound'], { env });
      expect(inbound.code).toBe(0);
      expect(inbound.stdout).toContain('0 email(s).');
      const status = await runCli(['status', '--json'], { env });
      const { migrations } = JSON.parse(status.stdout).database;
      expect(migrations.applied).toBeGreaterThan(0);
      expect(migrations.pending).toEqual([]);
    } finally {
      await db.drop();
    }
  });
});
