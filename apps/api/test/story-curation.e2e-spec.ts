import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { IngestInboundMessage } from '@storyvault/api/modules/inbound/inbound.public';
import { PurgeDeletedStories } from '@storyvault/api/modules/stories/stories.public';
import { ObjectStore } from '@storyvault/api/shared/storage/object-store';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { DeletedStoryView, StoryRevisionView, StoryView } from '@storyvault/contracts';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import {
  buildEmail,
  decodableJpeg,
  jpegImage,
  setUpVault,
  signedInOwner,
  SmtpTestServer,
  startSmtpTestServer,
} from '@storyvault/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';

/**
 * The owner curates the stories: edits the title, text, tags and when it happened (each edit a
 * version with who and when, the story as it arrived always the last of the history), brings a
 * version back, deletes a story into "Recently deleted" and restores it; after 30 days the worker
 * purges it with its files. Members read titles and periods and change nothing; strangers see
 * nothing. Once the owner's subscription ended, the collection is read-only and no question goes.
 */

const DAY = 24 * 60 * 60 * 1000;
const PUBLIC_URL = 'http://stories.example.com';
const SAME_ORIGIN = { Origin: PUBLIC_URL };

type Agent = ReturnType<typeof request.agent>;

describe('curating stories', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-05-04T08:00:00Z'));
  let owner: Agent;
  let ownerId: string;
  let contributor: Agent;
  let viewer: Agent;
  let stranger: Agent;
  let vaultId: string;
  const stories: string[] = [];
  let sent = 0;
  const answered = new Set<string>();

  const storyPath = (id: string, rest = '') => `/api/vaults/${vaultId}/stories/${id}${rest}`;
  const patch = (agent: Agent, id: string, body: Record<string, unknown>) =>
    agent.patch(storyPath(id)).set(SAME_ORIGIN).send(body);
  const list = async (agent: Agent = owner): Promise<StoryView[]> =>
    (await agent.get(`/api/vaults/${vaultId}/stories`).expect(200)).body;
  const history = async (id: string): Promise<StoryRevisionView[]> =>
    (await owner.get(storyPath(id, '/revisions')).expect(200)).body;
  const deleted = async (): Promise<DeletedStoryView[]> =>
    (await owner.get(`/api/vaults/${vaultId}/stories/deleted`).expect(200)).body;
  const storedKeys = async (id: string): Promise<string[]> => {
    const keys: string[] = [];
    for await (const { key } of t.app.get(ObjectStore).list(`stories/${id}/`)) keys.push(key);
    return keys;
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

  /** The next question goes, and Rose answers it by email with a photo. */
  async function roseAnswers(text: string): Promise<string> {
    clock.advance(sent++ ? 7 * DAY : 3 * DAY + 60 * 60 * 1000);
    await t.app.get(DispatchDeliveries).execute();
    const question = await smtp.waitFor((m) => JSON.stringify(m.to).includes('rose@') && !answered.has(m.messageId!));
    answered.add(question.messageId!);
    const ingested = await t.app.get(IngestInboundMessage).execute(
      await buildEmail({
        from: 'Rose <rose@example.com>',
        to: question.replyTo!.value[0].address!,
        inReplyTo: question.messageId,
        text,
        attachments: [{ filename: 'lake.jpg', contentType: 'image/jpeg', content: jpegImage(320, 240, 8_000) }],
      }),
      { source: 'cli' },
    );
    expect(ingested.outcome).toBe('story');
    const found = (await list()).find((s) => s.fullText.startsWith(text));
    return found!.id;
  }

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL }, listen: true });
    const ann = await signedInOwner(t.server, { name: 'Ann Smith' });
    owner = ann.agent;
    [{ id: ownerId }] = await db().query(`SELECT id FROM users WHERE email = $1`, [ann.email]);
    vaultId = (await setUpVault(owner, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' })).id;
    stranger = (await signedInOwner(t.server, { name: 'Sid Stranger' })).agent;
    contributor = await member('Emma', 'contributor');
    viewer = await member('Victor', 'viewer');
    stories.push(await roseAnswers('We swam in the lake every summer.'));
    stories.push(await roseAnswers('My first job was at the bakery.'));
    stories.push(await roseAnswers('Grandpa built the boat himself.'));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('edits the title, text, tags and period; rawText and the photos stay; members see title and period', async () => {
    const [lake] = stories;
    const before = (await list()).find((s) => s.id === lake)!;
    expect(before).toMatchObject({ title: before.question.text, period: null });
    const edited = await patch(owner, lake, {
      title: '  Summers at the   lake ',
      fullText: 'We swam in Lake Tahoe every summer.',
      tags: ['lake', 'Tahoe'],
      period: '1960s',
    }).expect(200);
    expect(edited.body).toMatchObject({
      id: lake,
      title: 'Summers at the lake',
      question: before.question,
      period: '1960s',
      fullText: 'We swam in Lake Tahoe every summer.',
      tags: ['lake', 'Tahoe'],
      rawText: before.rawText,
      photos: before.photos.map((p) => expect.objectContaining({ id: p.id, filename: p.filename })),
    });
    // A field left out stays; an empty title gives the question back its place, null clears the period.
    await patch(owner, lake, { period: '1962' }).expect(200);
    const viewed = (await list(viewer)).find((s) => s.id === lake)!;
    expect(viewed).toMatchObject({ title: 'Summers at the lake', period: '1962', tags: ['lake', 'Tahoe'] });
    const cleared = await patch(owner, lake, { title: '', period: null }).expect(200);
    expect(cleared.body).toMatchObject({ title: before.question.text, period: null, fullText: edited.body.fullText });
  });

  it('keeps every edit as a version, newest first, the story as it arrived last (always there)', async () => {
    const [lake, bakery] = stories;
    const untouched = await history(bakery);
    expect(untouched).toEqual([
      expect.objectContaining({ id: bakery, by: null, current: true, original: true, title: null }),
    ]);
    const versions = await history(lake);
    expect(versions.map((v) => [v.title, v.period, v.by, v.current, v.original])).toEqual([
      [null, null, 'Ann Smith', true, false],
      ['Summers at the lake', '1962', 'Ann Smith', false, false],
      ['Summers at the lake', '1960s', 'Ann Smith', false, false],
      [null, null, null, false, true],
    ]);
    const arrived = (await list()).find((s) => s.id === bakery)!;
    expect(versions[3]).toMatchObject({ id: lake, fullText: expect.stringContaining('We swam in the lake') });
    expect(untouched[0]).toMatchObject({ fullText: arrived.fullText, at: arrived.createdAt });
  });

  it('restores a version as a new version; nothing is lost', async () => {
    const [lake] = stories;
    const versions = await history(lake);
    const restored = await owner
      .post(storyPath(lake, `/revisions/${versions[2].id}/restore`))
      .set(SAME_ORIGIN)
      .expect(200);
    expect(restored.body).toMatchObject({ title: 'Summers at the lake', period: '1960s', tags: ['lake', 'Tahoe'] });
    const after = await history(lake);
    expect(after).toHaveLength(5);
    expect(after.slice(1).map((v) => v.id)).toEqual(versions.map((v) => v.id));
    const original = after[4];
    await owner
      .post(storyPath(lake, `/revisions/${original.id}/restore`))
      .set(SAME_ORIGIN)
      .expect(200);
    const back = (await list()).find((s) => s.id === lake)!;
    expect(back).toMatchObject({ title: back.question.text, period: null, fullText: original.fullText });
    expect(await history(lake)).toHaveLength(6);
    const unknown = await owner
      .post(storyPath(lake, '/revisions/00000000-0000-4000-8000-000000000000/restore'))
      .set(SAME_ORIGIN)
      .expect(404);
    expect(unknown.body).toMatchObject({ code: 'REVISION_NOT_FOUND' });
    // A version of another story is no version of this one.
    await owner
      .post(storyPath(lake, `/revisions/${stories[1]}/restore`))
      .set(SAME_ORIGIN)
      .expect(404);
  });

  it('answers bad input with a clear 400 and changes nothing', async () => {
    const [lake] = stories;
    const before = (await list()).find((s) => s.id === lake)!;
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ title: 'x'.repeat(201) }, 'STORY_TITLE_INVALID', /at most 200 characters/],
      [{ period: '1799' }, 'STORY_PERIOD_INVALID', /a year like 1962 or a decade like 1960s, from 1800 to 2026/],
      [{ period: '2030s' }, 'STORY_PERIOD_INVALID', /from 1800/],
      [{ period: 'sixties' }, 'STORY_PERIOD_INVALID', /decade/],
      [{ fullText: '   ' }, 'STORY_EMPTY', /./],
      [{ tags: ['ok', ' '] }, 'STORY_TAGS_INVALID', /a tag is empty/],
      [{ tags: 'lake' }, 'VALIDATION_FAILED', /./],
      [{ title: 42 }, 'VALIDATION_FAILED', /./],
      [{ fullText: null }, 'VALIDATION_FAILED', /./],
    ];
    for (const [body, code, message] of cases) {
      const res = await patch(owner, lake, body).expect(400);
      expect(res.body).toMatchObject({ code, message: expect.stringMatching(message) });
    }
    expect((await list()).find((s) => s.id === lake)).toEqual(before);
  });

  it('refuses members (403), strangers and unknown stories (404), the signed out (401)', async () => {
    const [lake] = stories;
    for (const agent of [contributor, viewer]) {
      await patch(agent, lake, { title: 'Mine' }).expect(403);
      await agent.delete(storyPath(lake)).set(SAME_ORIGIN).expect(403);
      await agent.post(storyPath(lake, '/restore')).set(SAME_ORIGIN).expect(403);
      await agent.get(storyPath(lake, '/revisions')).expect(403);
      await agent
        .post(storyPath(lake, `/revisions/${lake}/restore`))
        .set(SAME_ORIGIN)
        .expect(403);
      await agent.get(`/api/vaults/${vaultId}/stories/deleted`).expect(403);
    }
    await patch(stranger, lake, { title: 'Mine' }).expect(404);
    await stranger.delete(storyPath(lake)).set(SAME_ORIGIN).expect(404);
    await stranger.get(storyPath(lake, '/revisions')).expect(404);
    await stranger.get(`/api/vaults/${vaultId}/stories/deleted`).expect(404);
    await request(t.server).patch(storyPath(lake)).set(SAME_ORIGIN).send({ title: 'x' }).expect(401);
    const unknown = await patch(owner, '00000000-0000-4000-8000-000000000000', { title: 'x' }).expect(404);
    expect(unknown.body.code).toBe('STORY_NOT_FOUND');
    await patch(owner, 'not-an-id', { title: 'x' }).expect(404);
    expect((await list()).find((s) => s.id === lake)?.title).not.toBe('Mine');
  });

  it('deletes into Recently deleted (left out of the list), restores, and refuses edits while deleted', async () => {
    const [, bakery] = stories;
    const count = async () => (await owner.get(`/api/vaults/${vaultId}/stats`).expect(200)).body.storiesCount;
    expect(await count()).toBe(3);
    await owner.delete(storyPath(bakery)).set(SAME_ORIGIN).expect(204);
    await owner.delete(storyPath(bakery)).set(SAME_ORIGIN).expect(204);
    expect(await count()).toBe(2);
    expect((await list()).map((s) => s.id)).not.toContain(bakery);
    expect((await list(viewer)).map((s) => s.id)).not.toContain(bakery);
    expect(await deleted()).toEqual([
      {
        id: bakery,
        title: expect.any(String),
        question: { text: expect.any(String) },
        period: null,
        createdAt: expect.any(String),
        deletedAt: clock.now().toISOString(),
        purgeAt: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
      },
    ]);
    await patch(owner, bakery, { title: 'x' }).expect(404);
    await owner.get(storyPath(bakery, '/revisions')).expect(404);
    const restored = await owner.post(storyPath(bakery, '/restore')).set(SAME_ORIGIN).expect(200);
    expect(restored.body).toMatchObject({ id: bakery, fullText: expect.stringContaining('bakery') });
    expect((await list()).map((s) => s.id)).toContain(bakery);
    expect(await deleted()).toEqual([]);
    expect(await count()).toBe(3);
  });

  it('purges a story 30 days after it was deleted with all its files and rows; one deleted later stays', async () => {
    const [lake, bakery, boat] = stories;
    const added = await owner
      .post(storyPath(boat, '/photos'))
      .set(SAME_ORIGIN)
      .attach('photo', decodableJpeg(), { filename: 'boat.jpg', contentType: 'image/jpeg' })
      .expect(201);
    // The served copy of each photo is made when it is first shown.
    const boatStory = (await list()).find((s) => s.id === boat)!;
    for (const photo of boatStory.photos) await owner.get(photo.url).expect(200);
    await patch(owner, boat, { title: 'The boat' }).expect(200);
    await owner.post(storyPath(boat, '/comments')).set(SAME_ORIGIN).send({ text: 'Lovely!' }).expect(201);
    const keys = await storedKeys(boat);
    expect(keys.length).toBeGreaterThanOrEqual(3);
    expect(keys).toContain(`stories/${boat}/served/${added.body.id}.jpg`);

    await owner.delete(storyPath(boat)).set(SAME_ORIGIN).expect(204);
    clock.advance(20 * DAY);
    await owner.delete(storyPath(bakery)).set(SAME_ORIGIN).expect(204);
    clock.advance(10 * DAY - 60_000);
    expect(await t.app.get(PurgeDeletedStories).execute()).toBe(0);
    expect((await deleted()).map((s) => s.id)).toEqual([bakery, boat]);

    clock.advance(60_000);
    // Not restorable once its 30 days are over; then purged, once, whoever runs it.
    await owner.post(storyPath(boat, '/restore')).set(SAME_ORIGIN).expect(404);
    expect((await deleted()).map((s) => s.id)).toEqual([bakery]);
    const runs = await Promise.all([1, 2].map(() => t.app.get(PurgeDeletedStories).execute()));
    expect(runs.reduce((a, b) => a + b)).toBe(1);
    expect(await storedKeys(boat)).toEqual([]);
    for (const table of ['stories', 'story_attachments', 'story_revisions', 'story_comments']) {
      const column = table === 'stories' ? 'id' : 'story_id';
      const rows = await db().query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [boat]);
      expect([table, rows.length]).toEqual([table, 0]);
    }
    expect((await db().query(`SELECT 1 FROM stories WHERE id = $1`, [bakery])).length).toBe(1);
    expect((await storedKeys(bakery)).length).toBeGreaterThan(0);
    expect((await list()).map((s) => s.id)).toContain(lake);
    await owner.post(storyPath(bakery, '/restore')).set(SAME_ORIGIN).expect(200);
  });

  describe('once the subscription ended', () => {
    beforeAll(async () => {
      await db().query(
        `INSERT INTO subscriptions (provider, checkout_session_id, plan, status, reference, user_id, email)
         VALUES ('test', 'cs_ended', 'monthly', 'canceled', $1, $2, 'ann@example.com')`,
        [`user:${ownerId}`, ownerId],
      );
      await db().query(`UPDATE users SET has_full_access = false WHERE id = $1`, [ownerId]);
    });

    it('keeps the collection readable; edits, deleting and restoring answer 403 naming renewal', async () => {
      const [lake] = stories;
      expect((await owner.get('/api/billing/standing').expect(200)).body).toEqual({ ended: true });
      expect((await viewer.get('/api/billing/standing').expect(200)).body).toEqual({ ended: false });
      expect((await list()).length).toBe(2);
      expect((await history(lake)).length).toBe(6);
      expect(await deleted()).toEqual([]);
      const refusals = [
        await patch(owner, lake, { title: 'New' }),
        await owner.delete(storyPath(lake)).set(SAME_ORIGIN),
        await owner.post(storyPath(lake, '/restore')).set(SAME_ORIGIN),
        await owner.post(storyPath(lake, `/revisions/${lake}/restore`)).set(SAME_ORIGIN),
      ];
      for (const res of refusals) {
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ code: 'SUBSCRIPTION_ENDED', message: expect.stringMatching(/Renew/) });
      }
      expect((await list()).find((s) => s.id === lake)?.title).not.toBe('New');
    });

    it('sends no question while it has ended, and again once renewed; nothing is deleted', async () => {
      const questions = () => smtp.messages.filter((m) => JSON.stringify(m.to).includes('rose@')).length;
      const before = questions();
      clock.advance(15 * DAY);
      await t.app.get(DispatchDeliveries).execute();
      expect(questions()).toBe(before);
      expect((await list()).length).toBe(2);
      await db().query(`UPDATE subscriptions SET status = 'active' WHERE checkout_session_id = 'cs_ended'`);
      expect((await owner.get('/api/billing/standing').expect(200)).body).toEqual({ ended: false });
      await t.app.get(DispatchDeliveries).execute();
      await smtp.waitFor(() => questions() > before);
      await patch(owner, stories[0], { title: 'Renewed' }).expect(200);

      // That question goes unanswered and the subscription ends again: no reminder either, until renewed.
      const asked = questions();
      await db().query(`UPDATE subscriptions SET status = 'canceled' WHERE checkout_session_id = 'cs_ended'`);
      clock.advance(5 * DAY);
      await t.app.get(DispatchDeliveries).execute();
      expect(questions()).toBe(asked);
      await db().query(`UPDATE subscriptions SET status = 'active' WHERE checkout_session_id = 'cs_ended'`);
      await t.app.get(DispatchDeliveries).execute();
      await smtp.waitFor(() => questions() > asked);
    });
  });
});
