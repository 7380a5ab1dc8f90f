import { INestApplicationContext } from '@nestjs/common';
import { createAppContext } from '@storyvault/api/app/create-app';
import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { SendStoryDigests, SendStoryEmails } from '@storyvault/api/modules/notifications/notifications.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { linksIn, setUpVault, signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DataSource } from 'typeorm';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const PUBLIC_URL = 'http://stories.example.com';
type Agent = ReturnType<typeof request.agent>;

/**
 * New-story emails over HTTP, with the real SMTP server and workers on the same database: each
 * person's choice (each, weekly, none), the one-click unsubscribe as mail programs send it, and
 * two workers that never send one email twice.
 */
describe('new-story emails', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-03-02T09:00:00Z'));
  let vaultId: string;
  let token: string;
  const people: Record<'ann' | 'emma' | 'carl', { agent: Agent; email: string }> = {} as never;
  const workers: INestApplicationContext[] = [];

  const db = () => t.app.get(DataSource);
  const startWorker = async () => {
    const worker = await createAppContext({ config: t.config, databaseUrl: t.db.url, worker: true, clock });
    workers.push(worker);
    return worker;
  };
  const stopWorkers = async () => {
    for (const worker of workers.splice(0)) await worker.close();
  };
  const choose = (who: keyof typeof people, notify: string) =>
    people[who].agent.put(`/api/vaults/${vaultId}/notifications`).send({ notify });
  /** Answers the question by the text page: a new story; its id. */
  async function tellStory(text: string): Promise<string> {
    await request(t.server).post('/api/respond/text').send({ token, text }).expect(201);
    const [{ id }] = await db().query(`SELECT id FROM stories WHERE full_text = $1`, [text]);
    return id;
  }
  const newStoryEmails = (who: keyof typeof people) =>
    smtp.messages.filter((m) => m.subject?.startsWith('Rose Smith shared a new story') && addressedTo(m, who));
  const addressedTo = (m: ParsedMail, who: keyof typeof people) =>
    (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.value.some((v) => v.address === people[who].email));
  const header = (m: ParsedMail, name: string) =>
    m.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '');
  async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  const openRows = () =>
    db().query(`SELECT story_id, user_id, state FROM story_notifications WHERE state NOT IN ('sent', 'skipped')`);

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL, JOBS_POLL_SECONDS: '1' } });
    people.ann = await signedInOwner(t.server, { name: 'Ann Smith', email: 'ann@example.com' });
    ({ id: vaultId } = await setUpVault(people.ann.agent, {
      seniorName: 'Rose Smith',
      seniorEmail: 'rose@example.com',
    }));
    // Members who joined: their vault_members rows, as an accepted invitation writes them.
    people.emma = await signedInOwner(t.server, { name: 'Emma Smith', email: 'emma@example.com' });
    people.carl = await signedInOwner(t.server, { name: 'Carl Smith', email: 'carl@example.com' });
    for (const [who, role] of [
      ['emma', 'viewer'],
      ['carl', 'contributor'],
    ] as const)
      await db().query(
        `INSERT INTO vault_members (vault_id, user_id, role) SELECT $1, id, $3 FROM users WHERE email = $2`,
        [vaultId, people[who].email, role],
      );
    clock.advance(3 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const question = await smtp.waitFor((m) => m.subject?.startsWith('A question from Ann') ?? false);
    const write = linksIn(question.text).find((l) => l.includes('/respond/write?token='))!;
    token = new URL(write).searchParams.get('token')!;
  });
  afterAll(async () => {
    await stopWorkers();
    await t?.close();
    await smtp?.close();
  });

  it('lets the owner and each member choose, for themselves', async () => {
    expect((await people.emma.agent.get(`/api/vaults/${vaultId}/notifications`).expect(200)).body).toEqual({
      notify: 'each',
    });
    expect((await choose('emma', 'weekly').expect(200)).body).toEqual({ notify: 'weekly' });
    expect((await choose('carl', 'none').expect(200)).body).toEqual({ notify: 'none' });
    // The owner's answer carries her emails about the family too (owner-emails.e2e-spec.ts).
    expect((await choose('ann', 'each').expect(200)).body).toEqual({
      notify: 'each',
      ownerEmails: { joins: true, comments: false, suggestions: true },
    });
    const bad = await choose('ann', 'daily').expect(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'notify must be each, weekly or none' });
    expect((await people.emma.agent.get(`/api/vaults/${vaultId}/notifications`).expect(200)).body).toEqual({
      notify: 'weekly',
    });
    const stranger = await signedInOwner(t.server, { name: 'Sam Stranger' });
    await stranger.agent.get(`/api/vaults/${vaultId}/notifications`).expect(404);
    await stranger.agent.put(`/api/vaults/${vaultId}/notifications`).send({ notify: 'none' }).expect(404);
    await request(t.server).get(`/api/vaults/${vaultId}/notifications`).expect(401);
  });

  it('sends three stories: three emails to "each", one digest of three a week later to "weekly", nothing to "none"', async () => {
    const stories: string[] = [];
    for (const text of ['We lived above the bakery.', 'My first bicycle was red.', 'I met your father at a dance.'])
      stories.push(await tellStory(text));
    await startWorker();
    const emails = await until(
      'three emails',
      async () => newStoryEmails('ann'),
      (m) => m.length >= 3,
    );
    expect(emails.map((m) => stories.findIndex((id) => m.text?.includes(`story=${id}`))).sort()).toEqual([0, 1, 2]);
    const [first] = emails.filter((m) => m.text?.includes(`story=${stories[0]}`));
    expect(first.text).toContain('We lived above the bakery.');
    expect(first.text).toContain(`${PUBLIC_URL}/dashboard?vault=${vaultId}&story=${stories[0]}`);
    expect(header(first, 'List-Unsubscribe')).toMatch(
      /^<http:\/\/stories\.example\.com\/api\/notifications\/unsubscribe\?token=[\w-]{64}>$/,
    );
    expect(header(first, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // The weekly digest waits for its week; then it lists all three, once.
    expect(smtp.messages.filter((m) => addressedTo(m, 'emma'))).toEqual([]);
    clock.advance(7 * DAY + 15 * MINUTE);
    const digest = await smtp.waitFor((m) => addressedTo(m, 'emma'));
    expect(digest.subject).toBe('3 new stories from Rose Smith this week');
    for (const id of stories) expect(digest.text).toContain(`story=${id}`);
    expect(header(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    await until('every row sent', openRows, (rows) => rows.length === 0);
    expect(smtp.messages.filter((m) => addressedTo(m, 'emma'))).toHaveLength(1);
    expect(smtp.messages.filter((m) => addressedTo(m, 'carl'))).toEqual([]);
    expect(newStoryEmails('ann')).toHaveLength(3);
  });

  it('stops by the one-click link as mail programs post it (a form, no cookie, no Origin), and the page reads it signed out', async () => {
    const link = header(newStoryEmails('ann')[0], 'List-Unsubscribe')!.slice(1, -1);
    const path = link.slice(PUBLIC_URL.length);
    const oneClick = await request(t.server).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(oneClick.body).toEqual({ notify: 'none', seniorName: 'Rose Smith' });
    expect(oneClick.headers['set-cookie']).toBeUndefined();
    expect((await request(t.server).get(path).expect(200)).body).toEqual({ seniorName: 'Rose Smith', notify: 'none' });
    // The web page's own POST, JSON and empty.
    expect((await request(t.server).post(path).send({}).expect(200)).body).toEqual({
      notify: 'none',
      seniorName: 'Rose Smith',
    });
    expect((await people.ann.agent.get(`/api/vaults/${vaultId}/notifications`).expect(200)).body).toEqual({
      notify: 'none',
      ownerEmails: { joins: true, comments: false, suggestions: true },
    });

    // A forged or damaged link changes nothing.
    const good = new URL(link).searchParams.get('token')!;
    const bytes = Buffer.from(good, 'base64url');
    bytes[20] ^= 1;
    for (const forged of [bytes.toString('base64url'), good.slice(0, -1) + (good.endsWith('A') ? 'B' : 'A'), 'abc'])
      for (const method of ['get', 'post'] as const) {
        const res = await request(t.server)[method](`/api/notifications/unsubscribe?token=${forged}`).expect(404);
        expect(res.body).toMatchObject({
          code: 'INVALID_UNSUBSCRIBE_LINK',
          message: expect.stringMatching(/^This link/),
        });
      }
    await request(t.server)
      .post('/api/notifications/unsubscribe')
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(404);

    // Further stories: nothing to Ann; Carl, who now wants each, gets it.
    await choose('carl', 'each').expect(200);
    const story = await tellStory('The lake house had a green door.');
    await smtp.waitFor((m) => addressedTo(m, 'carl') && (m.text?.includes(`story=${story}`) ?? false));
    await until(
      'the story email job done',
      () => db().query(`SELECT status FROM jobs WHERE key = $1`, [`story-email:${story}`]),
      (rows: Array<{ status: string }>) => rows[0]?.status === 'done',
    );
    expect(newStoryEmails('ann')).toHaveLength(3);
  });

  it('never sends one email twice when two workers run the same stories and digests at once', async () => {
    await stopWorkers();
    for (const who of ['ann', 'carl'] as const) await choose(who, 'each').expect(200);
    await choose('emma', 'weekly').expect(200);
    const stories: string[] = [];
    for (let i = 1; i <= 4; i++) stories.push(await tellStory(`Race story number ${i}.`));
    const [one, two] = await Promise.all([startWorker(), startWorker()]);
    // Besides their job runners, both run every story's emails and the digest round themselves, at once.
    await Promise.all(
      stories.flatMap((id) =>
        [one, two].map((w) =>
          w
            .get(SendStoryEmails)
            .execute(id)
            .catch(() => undefined),
        ),
      ),
    );
    // The direct calls may return while a job runner still sends the rows it claimed: the clock
    // moves a week only once those are settled, as a real week would pass long after a send.
    await until(
      'every story email settled',
      () =>
        db().query(
          `SELECT story_id FROM story_notifications WHERE mode <> 'weekly' AND state NOT IN ('sent', 'skipped')`,
        ),
      (rows: unknown[]) => rows.length === 0,
    );
    clock.advance(7 * DAY + 15 * MINUTE);
    await Promise.all(
      [one, two].map((w) =>
        w
          .get(SendStoryDigests)
          .execute()
          .catch(() => undefined),
      ),
    );
    await until('every row sent', openRows, (rows) => rows.length === 0);
    for (const who of ['ann', 'carl'] as const)
      for (const id of stories)
        expect([who, id, newStoryEmails(who).filter((m) => m.text?.includes(`story=${id}`)).length]).toEqual([
          who,
          id,
          1,
        ]);
    const digests = smtp.messages.filter((m) => addressedTo(m, 'emma') && stories.some((id) => m.text?.includes(id)));
    expect(digests).toHaveLength(1);
    for (const id of stories) expect(digests[0].text).toContain(`story=${id}`);
  });
});
