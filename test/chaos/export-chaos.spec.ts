import { createTestDatabase, TestDatabase, unzip } from '@storyvault/api-testing';
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

const ROOT = join(__dirname, '..', '..');
const WORKER = join(ROOT, 'apps', 'api', 'dist', 'worker.js');
const STORIES = 600;
const FILE_BYTES = 100 * 1024;

interface ExportRow {
  status: string;
  progress: number;
  builder: string | null;
  object_key: string | null;
  size_bytes: string | null;
}

/**
 * A worker killed with SIGKILL in the middle of an archive: the export stays unfinished (no file,
 * never "done"), and once its lease runs out another worker builds it again from the start, into
 * a whole archive whose every file is the one stored.
 */
describe('an export whose worker is killed mid-way', () => {
  let db: TestDatabase;
  let pg: Client;
  let dataDir: string;
  let vaultId: string;
  const media = new Map<string, Buffer>();
  const children: Array<{ child: ChildProcess; output: string }> = [];

  beforeAll(async () => {
    if (!existsSync(WORKER)) throw new Error(`${WORKER} is missing: build first (npx tsc -b apps/api cli).`);
    db = await createTestDatabase();
    pg = new Client({ connectionString: db.url });
    await pg.connect();
    dataDir = mkdtempSync(join(tmpdir(), 'sv-export-chaos-'));
    await pg.query(`INSERT INTO users (name, email, password_hash) VALUES ('Ann Smith', 'ann@example.com', 'x')`);
    vaultId = (
      await pg.query(`INSERT INTO vaults (owner_id, senior_name, senior_email, delivery_method, frequency_weeks,
          send_intro_email, is_setup_complete, setup_completed_at)
        SELECT id, 'Rose Smith', 'rose@example.com', 'email', 1, false, true, now() FROM users RETURNING id`)
    ).rows[0].id;
    // Ten years of weekly answers, each with a photo on the disk.
    const ids = Array.from({ length: STORIES }, () => randomUUID());
    await pg.query(
      `INSERT INTO stories (id, vault_id, question_text, response_type, full_text, raw_text, source, created_at)
       SELECT id, $1, 'Question ' || n, 'written', 'The story of week ' || n, 'The story of week ' || n, 'link',
         now() - (($3::int - n) * interval '7 days')
       FROM unnest($2::uuid[]) WITH ORDINALITY AS s(id, n)`,
      [vaultId, ids, STORIES],
    );
    for (const id of ids) {
      const key = `stories/${id}/photo.jpg`;
      const bytes = randomBytes(FILE_BYTES);
      mkdirSync(join(dataDir, 'media', 'stories', id), { recursive: true });
      writeFileSync(join(dataDir, 'media', key), bytes);
      media.set(id, bytes);
      await pg.query(
        `INSERT INTO story_attachments (story_id, kind, filename, content_type, size_bytes, media_key)
         VALUES ($1, 'photo', 'photo.jpg', 'image/jpeg', $2, $3)`,
        [id, FILE_BYTES, key],
      );
    }
  }, 120_000);

  afterAll(async () => {
    for (const { child } of children) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    await pg?.end();
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  function startWorker() {
    const child = spawn(process.execPath, [WORKER], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        DELIVERY_INTERVAL_SECONDS: '3600',
        JOBS_POLL_SECONDS: '1',
        EXPORT_LEASE_SECONDS: '2',
        SESSION_SECRET: 'export-chaos-session-secret-long-enough-42',
        LOG_LEVEL: 'warn',
        IMAP_URL: '',
        SMTP_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const worker = { child, output: '' };
    const keep = (chunk: Buffer) => (worker.output = (worker.output + chunk.toString()).slice(-5000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    children.push(worker);
    return worker;
  }

  const exportRow = async (id: string): Promise<ExportRow> =>
    (
      await pg.query<ExportRow>(`SELECT status, progress, builder, object_key, size_bytes FROM exports WHERE id = $1`, [
        id,
      ])
    ).rows[0];

  async function askForArchive(): Promise<string> {
    const id = randomUUID();
    await pg.query(
      `INSERT INTO exports (id, vault_id, requested_by, format) SELECT $1, id, owner_id, 'zip' FROM vaults`,
      [id],
    );
    await pg.query(
      `INSERT INTO jobs (name, key, payload, run_at, max_attempts, backoff_seconds, created_at)
       VALUES ('keepsakes.export', $1, $2, now(), 3, 1, now())`,
      [`export:${id}`, JSON.stringify({ exportId: id })],
    );
    return id;
  }

  /** Waits for a state, looking again every 20 ms. */
  async function until<T>(what: string, check: () => Promise<T | null>, worker: { output: string }, ms = 120_000) {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await check();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`Gave up waiting until ${what}:\n${worker.output}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('is built again, whole, by another worker', async () => {
    // Kill the first worker once the archive is under way (again, should it finish first).
    let exportId = '';
    let killedMidWay = false;
    for (let attempt = 1; attempt <= 3 && !killedMidWay; attempt++) {
      exportId = await askForArchive();
      const first = startWorker();
      await until(
        'the archive is under way',
        async () => {
          const row = await exportRow(exportId);
          return row.status === 'done' || (row.status === 'running' && row.progress >= 5) ? row : null;
        },
        first,
      );
      const exited = new Promise((resolve) => first.child.once('exit', resolve));
      first.child.kill('SIGKILL');
      await exited;
      killedMidWay = (await exportRow(exportId)).status === 'running';
    }
    expect(killedMidWay).toBe(true);
    const killed = await exportRow(exportId);
    expect(killed).toMatchObject({ status: 'running', object_key: null });
    expect(killed.progress).toBeLessThan(100);
    // Nothing of the killed try was put in place.
    expect(existsSync(join(dataDir, 'media', 'exports', vaultId, exportId))).toBe(false);

    const second = startWorker();
    const done = await until(
      'another worker finished the archive',
      async () => {
        const row = await exportRow(exportId);
        return row.status === 'done' ? row : null;
      },
      second,
    );
    expect(done.builder).not.toBe(killed.builder);
    expect(done.object_key).toBe(`exports/${vaultId}/${exportId}/${done.builder}.zip`);
    expect(readdirSync(join(dataDir, 'media', 'exports', vaultId, exportId))).toEqual([`${done.builder}.zip`]);
    // The job ends just after the export is marked done.
    const job = await until(
      'the job is done',
      async () =>
        (await pg.query(`SELECT status, attempts FROM jobs WHERE key = $1 AND status = 'done'`, [`export:${exportId}`]))
          .rows[0] ?? null,
      second,
    );
    expect(job.attempts).toBeGreaterThanOrEqual(2);

    const entries = await unzip(join(dataDir, 'media', done.object_key!));
    const json = JSON.parse(entries.get('stories.json')!.bytes.toString('utf8'));
    expect(json.stories).toHaveLength(STORIES);
    for (const story of json.stories as Array<{ id: string; files: Array<{ path: string }> }>) {
      expect(entries.get(story.files[0].path)?.bytes.equals(media.get(story.id)!)).toBe(true);
    }
    // Each story's Markdown and its page for the browser.
    expect([...entries.keys()].filter((n) => n.startsWith('stories/') && n.endsWith('.md'))).toHaveLength(STORIES);
    expect([...entries.keys()].filter((n) => n.startsWith('stories/') && n.endsWith('.html'))).toHaveLength(STORIES);
    expect([...entries.keys()].filter((n) => n.startsWith('stories/'))).toHaveLength(2 * STORIES);
    expect(Number(done.size_bytes)).toBeGreaterThan(STORIES * FILE_BYTES);
  });
});
