import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { BuildExport } from '@storyvault/api/modules/keepsakes/application/build-export.use-case';
import { ObjectStore } from '@storyvault/api/shared/storage/object-store';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { ExportView } from '@storyvault/contracts';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { linksIn, setUpVault, signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const PUBLIC_URL = 'http://stories.example.com';
const SAME_ORIGIN = { Origin: PUBLIC_URL };

type Agent = ReturnType<typeof request.agent>;

/**
 * Keepsakes asked for in fair measure: a person asks for at most 5 a day in a vault and a vault
 * for 10 (429 with Retry-After and plain words), a repeat of one still being made is that one,
 * a vault's second export waits behind other vaults' first, and a vault keeps its files within
 * its storage (here 1 kB: each new file makes the older ones go).
 * The worker does not run here: each export is built when the test says, by the worker's use case.
 */
describe('keepsakes in fair measure: caps per person and vault, fair order, kept storage', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let dataDir: string;
  const clock = new ManualClock(new Date('2026-06-01T10:00:00Z'));
  let owner: Agent;
  let contributor: Agent;
  let viewer: Agent;
  let vaultId: string;

  const exportsPath = (rest = '') => `/api/vaults/${vaultId}/exports${rest}`;
  const ask = (agent: Agent, body: object) => agent.post(exportsPath()).set(SAME_ORIGIN).send(body);
  const build = async (id: string) => {
    await t.app.get(BuildExport).execute(id, {
      signal: new AbortController().signal,
      progress: async () => undefined,
      lastTry: true,
    });
    const view: ExportView = (await owner.get(exportsPath(`/${id}`)).expect(200)).body;
    expect(view.status).toBe('done');
    return view;
  };
  const db = () => t.app.get(DataSource);

  async function member(name: string, role: 'contributor' | 'viewer'): Promise<Agent> {
    const person = await signedInOwner(t.server, { name });
    await db().query(
      `INSERT INTO vault_members (vault_id, user_id, role) SELECT $1, id, $2 FROM users WHERE email = $3`,
      [vaultId, role, person.email],
    );
    return person.agent;
  }

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    dataDir = mkdtempSync(join(tmpdir(), 'keepsakes-fair-'));
    t = await startTestApp({
      clock,
      env: {
        SMTP_URL: smtp.url,
        PUBLIC_URL,
        DATA_DIR: dataDir,
        DELIVERY_INTERVAL_SECONDS: '3600',
        EXPORT_STORAGE_MB_PER_VAULT: '0.001',
      },
    });
    owner = (await signedInOwner(t.server, { name: 'Ann Smith' })).agent;
    vaultId = (await setUpVault(owner, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' })).id;
    contributor = await member('Carl', 'contributor');
    viewer = await member('Vera', 'viewer');
    clock.advance(3 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const email = await smtp.waitFor((m) => m.subject?.startsWith('A question from Ann') ?? false);
    const token = new URL(linksIn(email.text).find((l) => l.includes('/respond/write?token='))!).searchParams.get(
      'token',
    )!;
    await request(t.server)
      .post('/api/respond/text')
      .send({ token, text: 'We kept bees behind the house.' })
      .expect(201);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a repeat of a book still being made with that book, and queues a second one behind other vaults', async () => {
    const first = await ask(contributor, { format: 'pdf', title: 'Bees' }).expect(202);
    const again = await ask(contributor, { format: 'pdf', title: 'Bees' }).expect(202);
    expect(again.body).toEqual({ id: first.body.id, status: 'queued' });
    // Another book (another title) is another export, queued behind every other vault's first.
    const second = await ask(contributor, { format: 'pdf', title: 'More bees' }).expect(202);
    expect(second.body.id).not.toBe(first.body.id);
    const priority = async (id: string) =>
      (await db().query(`SELECT priority FROM jobs WHERE key = $1`, [`export:${id}`]))[0].priority;
    expect(await priority(first.body.id)).toBe(0);
    expect(await priority(second.body.id)).toBe(1);
    await build(first.body.id);
    await build(second.body.id);
    // Once made, the same book asked again is a new one.
    const later = await ask(contributor, { format: 'pdf', title: 'Bees' }).expect(202);
    expect(later.body.id).not.toBe(first.body.id);
    await build(later.body.id);
    expect((await db().query(`SELECT count(*)::int AS n FROM exports WHERE vault_id = $1`, [vaultId]))[0].n).toBe(3);
  });

  it('refuses a person’s 6th keepsake in a day with a 429, Retry-After and plain words, until the oldest leaves the day', async () => {
    // The viewer's first, then four more an hour apart.
    const firstAt = clock.now().getTime();
    for (let i = 1; i <= 5; i++) {
      const asked = await ask(viewer, { format: 'pdf', title: `Book ${i}` }).expect(202);
      await build(asked.body.id);
      if (i < 5) clock.advance(HOUR);
    }
    const refused = await ask(viewer, { format: 'pdf', title: 'Book 6' }).expect(429);
    expect(refused.body).toMatchObject({
      code: 'EXPORTS_LIMIT',
      message: 'You have asked for 5 keepsakes today. You can ask again in 20 hours.',
    });
    expect(refused.headers['retry-after']).toBe(String((firstAt + DAY - clock.now().getTime()) / 1000));
    // Nothing was kept of the refused request.
    expect((await db().query(`SELECT count(*)::int AS n FROM exports WHERE options->>'title' = 'Book 6'`))[0].n).toBe(
      0,
    );
    // The owner still may: the cap is each person's.
    const ownerAsked = await ask(owner, { format: 'pdf' }).expect(202);
    await build(ownerAsked.body.id);
    clock.set(new Date(firstAt + DAY + 1000));
    const next = await ask(viewer, { format: 'pdf', title: 'Book 6' }).expect(202);
    await build(next.body.id);
  });

  it('refuses a vault’s 11th keepsake in a day, whoever asks', async () => {
    await db().query(`DELETE FROM exports WHERE vault_id = $1`, [vaultId]);
    // Ten asked for over the last ten hours: the owner's five, the contributor's five.
    await db().query(
      `INSERT INTO exports (id, vault_id, requested_by, format, status, created_at)
       SELECT gen_random_uuid(), $1, CASE WHEN i < 5 THEN v.owner_id ELSE u.id END, 'pdf', 'expired',
              $2::timestamptz - make_interval(hours => 10 - i)
       FROM vaults v, users u, generate_series(0, 9) i WHERE v.id = $1 AND u.name = 'Carl'`,
      [vaultId, clock.now()],
    );
    const refused = await ask(viewer, { format: 'pdf' }).expect(429);
    expect(refused.body.message).toBe(
      'This collection has had 10 keepsakes asked for today. You can ask again in 14 hours.',
    );
    expect(refused.headers['retry-after']).toBe(String(14 * 3600));
  });

  it('keeps a vault’s files within its storage: the oldest ready ones go (file and all) before a new one is kept', async () => {
    await db().query(`DELETE FROM exports WHERE vault_id = $1`, [vaultId]);
    clock.advance(2 * DAY);
    const older = await build((await ask(owner, { format: 'pdf', title: 'Older' }).expect(202)).body.id);
    const [{ object_key: olderKey }] = await db().query(`SELECT object_key FROM exports WHERE id = $1`, [older.id]);
    expect(await t.app.get(ObjectStore).head(olderKey)).not.toBeNull();
    const newer = await build((await ask(owner, { format: 'zip' }).expect(202)).body.id);
    expect(newer.sizeBytes).toBeGreaterThan(1000);

    const gone: ExportView = (await owner.get(exportsPath(`/${older.id}`)).expect(200)).body;
    expect(gone.status).toBe('expired');
    expect(await t.app.get(ObjectStore).head(olderKey)).toBeNull();
    await owner.get(exportsPath(`/${older.id}/file`)).expect(409);
    // The newest is kept even alone over the limit: it is what was asked for.
    await owner.get(newer.downloadUrl!).expect(200);
  });
});
