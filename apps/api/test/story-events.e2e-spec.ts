import { createAppContext } from '@storyvault/api/app/create-app';
import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { EventBus } from '@storyvault/api/shared/events/event-bus';
import { DISPATCH_LEASE_MS } from '@storyvault/api/shared/events/event-outbox';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { linksIn, setUpVault, signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';

const DAY = 24 * 60 * 60 * 1000;

/**
 * An answer's story and its StoryRecorded event commit together; what follows it (the question
 * answered, "Rose shared a story", the stats) is done by the event's handlers. When the process
 * dies between the commit and the dispatch, the outbox's relay does it, once.
 */
describe('a story whose process died before it told the rest', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-03-02T09:00:00Z'));
  let owner: Awaited<ReturnType<typeof signedInOwner>>['agent'];
  let vaultId: string;
  let tokens: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://stories.example.com' } });
    ({ agent: owner } = await signedInOwner(t.server, { name: 'Ann Smith' }));
    ({ id: vaultId } = await setUpVault(owner, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' }));
    // Two questions, a week apart: one answer for each test.
    for (const days of [3, 7]) {
      clock.advance(days * DAY);
      await t.app.get(DispatchDeliveries).execute();
      const email = await smtp.waitFor(
        (m) =>
          (m.subject?.startsWith('A question from Ann') ?? false) && !tokens.some((known) => m.text?.includes(known)),
      );
      const write = linksIn(email.text).find((l) => l.includes('/respond/write?token='))!;
      tokens = [...tokens, new URL(write).searchParams.get('token')!];
    }
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const answeredAt = async (token: string) =>
    (await request(t.server).get('/api/respond/question').query({ token }).expect(200)).body.answeredAt;
  const storyActivities = async () =>
    (await owner.get(`/api/vaults/${vaultId}/activities`).expect(200)).body.filter(
      (a: { type: string }) => a.type === 'story_received',
    );
  const storiesCount = async () => (await owner.get(`/api/vaults/${vaultId}/stats`).expect(200)).body.storiesCount;
  const owed = async () =>
    (
      await t.app.get(DataSource).query(
        `SELECT d.handler FROM domain_event_deliveries d JOIN domain_events e ON e.id = d.event_id
           WHERE e.type = 'StoryRecorded' ORDER BY d.handler`,
      )
    ).map((r: { handler: string }) => r.handler);

  /** Answers by the text page while the bus dispatches nothing: the process "dies" right after the commit. */
  async function answerThenDie(token: string, text: string): Promise<void> {
    const dispatch = jest.spyOn(t.app.get(EventBus), 'dispatch').mockResolvedValue(undefined);
    try {
      await request(t.server).post('/api/respond/text').send({ text, token }).expect(201);
    } finally {
      dispatch.mockRestore();
    }
  }

  it('is finished by the relay: the question answered, the activity logged and the story counted, once', async () => {
    const [token] = tokens;
    await answerThenDie(token, 'We lived above the bakery on Elm Street.');
    // The story and its event committed; nothing after it happened.
    const stories = (await owner.get(`/api/vaults/${vaultId}/stories`).expect(200)).body;
    expect(stories).toHaveLength(1);
    expect(await answeredAt(token)).toBeNull();
    expect(await storyActivities()).toEqual([]);
    expect(await storiesCount()).toBe(0);
    expect(await owed()).toEqual([
      'delivery.mark-answered',
      'notifications.plan-story-emails',
      'transcription.plan',
      'vault.story-received',
    ]);

    // The relay leaves the event to the process that stored it for a while, then delivers it.
    const bus = t.app.get(EventBus);
    expect(await bus.relay()).toBe(0);
    clock.advance(DISPATCH_LEASE_MS);
    expect(await bus.relay()).toBe(4);
    expect(await owed()).toEqual([]);
    expect(await answeredAt(token)).toBe(new Date(clock.now().getTime() - DISPATCH_LEASE_MS).toISOString());
    expect(await storyActivities()).toEqual([
      expect.objectContaining({ description: expect.stringMatching(/^Rose Smith shared a story: /) }),
    ]);
    expect(await storiesCount()).toBe(1);

    // Delivered again (a relay whose record of it was lost): the handlers do nothing twice.
    await t.app.get(DataSource).query(
      `INSERT INTO domain_event_deliveries (event_id, handler, next_attempt_at)
       SELECT id, handler, occurred_at FROM domain_events,
         unnest(ARRAY['delivery.mark-answered', 'vault.story-received']) AS handler
       WHERE type = 'StoryRecorded'`,
    );
    expect(await bus.relay()).toBe(2);
    clock.advance(DAY);
    expect(await bus.relay()).toBe(0);
    expect(await storyActivities()).toHaveLength(1);
    expect(await storiesCount()).toBe(1);
  });

  it('is finished by a worker starting up on the same database', async () => {
    const token = tokens[1];
    await answerThenDie(token, 'My first bicycle was red.');
    expect(await owed()).toEqual([
      'delivery.mark-answered',
      'notifications.plan-story-emails',
      'transcription.plan',
      'vault.story-received',
    ]);
    clock.advance(DISPATCH_LEASE_MS);
    const worker = await createAppContext({ config: t.config, databaseUrl: t.db.url, worker: true, clock });
    try {
      const deadline = Date.now() + 30_000;
      while ((await owed()).length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(await owed()).toEqual([]);
    } finally {
      await worker.close();
    }
    expect(await answeredAt(token)).not.toBeNull();
    expect(await storyActivities()).toHaveLength(2);
    expect(await storiesCount()).toBe(2);
  });
});
