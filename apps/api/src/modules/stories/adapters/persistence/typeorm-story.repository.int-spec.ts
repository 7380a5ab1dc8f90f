import { migratedDataSource, storyRepositoryContract } from '@storyvault/api-testing';
import { EventHandlers } from '../../../../shared/events/event-handlers';
import { TypeormEventOutbox } from '../../../../shared/events/typeorm-event-outbox';
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
