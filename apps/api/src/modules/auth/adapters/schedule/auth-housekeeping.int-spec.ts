import { INestApplicationContext } from '@nestjs/common';
import { createTestDatabase, TestDatabase, testConfig } from '@storyvault/api-testing';
import { DataSource } from 'typeorm';
import { createAppContext } from '../../../../app/create-app';
import { JobQueue } from '../../../../shared/jobs/job-queue';
import { ManualClock } from '../../../../shared/time/clock';

const HOUR = 60 * 60 * 1000;

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The composition: the worker runs the hourly housekeeping as a job of the queue; an api process runs no job. */
describe('auth housekeeping in the job queue', () => {
  let db: TestDatabase;
  const apps: INestApplicationContext[] = [];
  const clock = new ManualClock(new Date('2026-05-02T10:20:00Z'));
  const start = async (worker: boolean) => {
    const config = testConfig({ DATABASE_URL: db.url, JOBS_POLL_SECONDS: '1' });
    const app = await createAppContext({ config, databaseUrl: db.url, worker, clock, seedOnStart: false });
    apps.push(app);
    return app;
  };
  const housekeeping = (ds: DataSource): Promise<Array<{ status: string; run_at: Date; key: string }>> =>
    ds.query(`SELECT status, run_at, key FROM jobs WHERE name = 'auth.housekeeping' ORDER BY run_at`);

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db.drop();
  });

  it('runs once an hour in a worker, on the hour, and purges what expired a day ago', async () => {
    const api = await start(false);
    const ds = api.get(DataSource);
    // The api may enqueue, but it runs nothing and schedules nothing.
    const id = await api.get(JobQueue).enqueue('auth.housekeeping', {}, { key: 'by-hand' });
    expect(await housekeeping(ds)).toEqual([expect.objectContaining({ status: 'queued', key: 'by-hand' })]);
    await ds.query(`DELETE FROM jobs WHERE id = $1`, [id]);

    const [user] = (await ds.query(
      `INSERT INTO users (name, email, password_hash) VALUES ('Ann', 'ann@example.com', 'x') RETURNING id`,
    )) as Array<{ id: string }>;
    const old = new Date(clock.now().getTime() - 26 * HOUR);
    await ds.query(`INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, $3), ($1, $4, $5)`, [
      user.id,
      'a'.repeat(64),
      old,
      'b'.repeat(64),
      new Date(clock.now().getTime() + HOUR),
    ]);
    await ds.query(`INSERT INTO auth_attempts (key, count, window_started_at) VALUES ('old', 1, $1), ('new', 1, $2)`, [
      old,
      clock.now(),
    ]);

    await start(true);
    await until('the next hour is queued', async () => (await housekeeping(ds)).length > 0);
    expect(await housekeeping(ds)).toEqual([
      { status: 'queued', run_at: new Date('2026-05-02T11:00:00Z'), key: 'every:2026-05-02T11:00:00.000Z' },
    ]);
    clock.set(new Date('2026-05-02T11:00:00Z'));
    await until('the purge is done', async () => (await housekeeping(ds))[0].status === 'done');
    const left = async (table: string) => Number((await ds.query(`SELECT count(*) AS n FROM ${table}`))[0].n);
    expect(await left('password_resets')).toBe(1);
    expect(await left('auth_attempts')).toBe(1);
  });
});
