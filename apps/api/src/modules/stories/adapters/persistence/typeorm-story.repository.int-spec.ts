import { migratedDataSource, storyRepositoryContract } from '@storyvault/api-testing';
import { EventHandlers } from '../../../../shared/events/event-handlers';
import { TypeormEventOutbox } from '../../../../shared/events/typeorm-event-outbox';
import { RANKED_MATCHES } from './story-find.sql';
import { TypeormStoryRepository } from './typeorm-story.repository';

const db = migratedDataSource();

/** Two vaults of one owner, a question sent to the first, and two emails received. */
storyRepositoryContract('TypeORM on PostgreSQL', async () => {
  await db.ds.query('TRUNCATE users, vaults, domain_events, inbound_messages CASCADE');
  const [{ id: ownerId }] = await db.ds.query(
    `INSERT INTO users (name, email, password_hash) VALUES ('Ann', 'ann@example.com', 'h') RETURNING id`,
  );
  const vaults: Array<{ id: string }> = await db.ds.query(
    `INSERT INTO vaults (owner_id, senior_name, senior_email, delivery_method, frequency_weeks, send_intro_email,
       is_setup_complete)
     SELECT $1, 'Rose', 'rose' || n || '@example.com', 'email', 1, false, true FROM generate_series(1, 2) AS n
     RETURNING id`,
    [ownerId],
  );
  const [{ id: deliveryId }] = await db.ds.query(
    `INSERT INTO deliveries (vault_id, kind, dedupe_key, recipient, question_text, message_id, state)
     VALUES ($1, 'question', 'question:1', 'rose1@example.com', 'What was your first job?', '<q1@example.test>', 'sent')
     RETURNING id`,
    [vaults[0].id],
  );
  const inbound: Array<{ id: string }> = await db.ds.query(
    `INSERT INTO inbound_messages (dedupe_key, source, size_bytes, raw)
     SELECT 'message-' || n, 'imap', 1, '\\x00' FROM generate_series(1, 2) AS n RETURNING id`,
  );
  const outbox = new TypeormEventOutbox(db.ds, new EventHandlers());
  return {
    stories: new TypeormStoryRepository(db.ds, outbox),
    outbox,
    vaultIds: [vaults[0].id, vaults[1].id],
    deliveryId,
    inboundMessageIds: [inbound[0].id, inbound[1].id],
    userId: ownerId,
  };
});

describe('TypeORM story search beyond the ranked matches', () => {
  it(`ranks the ${RANKED_MATCHES} newest matches first, then pages the older ones newest first, each once`, async () => {
    await db.ds.query('TRUNCATE users, vaults, domain_events, inbound_messages CASCADE');
    const [{ id: ownerId }] = await db.ds.query(
      `INSERT INTO users (name, email, password_hash) VALUES ('Ann', 'ann@example.com', 'h') RETURNING id`,
    );
    const [{ id: vaultId }] = await db.ds.query(
      `INSERT INTO vaults (owner_id, senior_name, senior_email, delivery_method, frequency_weeks, send_intro_email,
         is_setup_complete)
       VALUES ($1, 'Rose', 'rose@example.com', 'email', 1, false, true) RETURNING id`,
      [ownerId],
    );
    const older = 10;
    // The newest say "river" one to three times; the older ones (past the ranked) five times.
    await db.ds.query(
      `INSERT INTO stories (vault_id, source, question_text, response_type, full_text, raw_text, created_at)
       SELECT $1, 'link', 'Where did you swim?', 'written',
         repeat('river ', CASE WHEN n > $2::int THEN 5 ELSE 1 + n % 3 END) || 'story ' || n, 'x', now() - n * interval '1 minute'
       FROM generate_series(1, $2::int + $3::int) n`,
      [vaultId, RANKED_MATCHES, older],
    );
    const stories = new TypeormStoryRepository(db.ds, new TypeormEventOutbox(db.ds, new EventHandlers()));
    const found: string[] = [];
    let before: string | null = null;
    for (let pages = 0; pages < 20; pages++) {
      const page = await stories.findPage(vaultId, { words: ['river'], order: 'arrival', limit: 45, before });
      if (!page?.length) break;
      found.push(...page.map((f) => f.story.fullText));
      before = page[page.length - 1].story.id;
    }
    const number = (text: string) => Number(/story (\d+)$/.exec(text)?.[1]);
    const rivers = (text: string) => (text.match(/river/g) ?? []).length;
    expect(new Set(found).size).toBe(RANKED_MATCHES + older);
    const ranked = found.slice(0, RANKED_MATCHES);
    expect(ranked.map(number).sort((a, b) => a - b)).toEqual(Array.from({ length: RANKED_MATCHES }, (_, i) => i + 1));
    expect(ranked.map(rivers)).toEqual([...ranked.map(rivers)].sort((a, b) => b - a));
    expect(found.slice(RANKED_MATCHES).map(number)).toEqual(
      Array.from({ length: older }, (_, i) => RANKED_MATCHES + i + 1),
    );
  });
});

describe('TypeORM story find for a reader', () => {
  it("reads the reader's role with the stories, and finds a stranger nothing", async () => {
    await db.ds.query('TRUNCATE users, vaults, domain_events, inbound_messages CASCADE');
    const [owner, viewer, stranger]: Array<{ id: string }> = await db.ds.query(
      `INSERT INTO users (name, email, password_hash)
       SELECT n, n || '@example.com', 'h' FROM unnest(ARRAY['ann', 'vic', 'sam']) n RETURNING id`,
    );
    const [{ id: vaultId }] = await db.ds.query(
      `INSERT INTO vaults (owner_id, senior_name, senior_email, delivery_method, frequency_weeks, send_intro_email,
         is_setup_complete)
       VALUES ($1, 'Rose', 'rose@example.com', 'email', 1, false, true) RETURNING id`,
      [owner.id],
    );
    await db.ds.query(
      `INSERT INTO vault_members (vault_id, user_id, role) VALUES ($1, $2, 'owner'), ($1, $3, 'viewer')`,
      [vaultId, owner.id, viewer.id],
    );
    await db.ds.query(
      `INSERT INTO stories (vault_id, source, question_text, response_type, full_text, raw_text)
       SELECT $1, 'link', 'Where did you swim?', 'written', 'We swam in the river ' || n, 'x'
       FROM generate_series(1, 3) n`,
      [vaultId],
    );
    const stories = new TypeormStoryRepository(db.ds, new TypeormEventOutbox(db.ds, new EventHandlers()));
    const find = (readerId: string, words: string[] | null) =>
      stories.findPage(vaultId, { words, order: words ? 'arrival' : 'period', limit: 10, before: null, readerId });
    for (const words of [['river'], null]) {
      expect((await find(owner.id, words))!.map((f) => f.readerRole)).toEqual(['owner', 'owner', 'owner']);
      expect((await find(viewer.id, words))!.map((f) => f.readerRole)).toEqual(['viewer', 'viewer', 'viewer']);
      expect(await find(stranger.id, words)).toEqual([]);
    }
    // Without a reader: every match, no role.
    const all = await stories.findPage(vaultId, { words: ['river'], order: 'arrival', limit: 10, before: null });
    expect(all!.map((f) => f.readerRole)).toEqual([undefined, undefined, undefined]);
  });
});
