import { migratedDataSource } from '@storyvault/api-testing';
import { DataSource } from 'typeorm';
import { TypeormInboundMessageStore } from '../modules/inbound/adapters/persistence/typeorm-inbound-message.store';

const db = migratedDataSource();

/** The indexes of `table` that hold the row `id`: every full index, and each partial one whose predicate it meets. */
async function indexesHolding(ds: DataSource, table: string, id: string): Promise<string[]> {
  const indexes: Array<{ name: string; predicate: string | null }> = await ds.query(
    `SELECT c.relname AS name, pg_get_expr(i.indpred, i.indrelid) AS predicate
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
     WHERE i.indrelid = $1::regclass ORDER BY c.relname`,
    [table],
  );
  const holding: string[] = [];
  for (const { name, predicate } of indexes) {
    const [{ held }]: Array<{ held: boolean }> = predicate
      ? await ds.query(`SELECT EXISTS (SELECT 1 FROM ${table} WHERE id = $1 AND (${predicate})) AS held`, [id])
      : [{ held: true }];
    if (held) holding.push(name);
  }
  return holding;
}

describe("a reply's rows (docs/decisions/1001-replies-rewrite-less.md)", () => {
  beforeEach(() => db.ds.query('TRUNCATE users, vaults, inbound_messages CASCADE'));

  async function question(): Promise<string> {
    const [{ id: ownerId }] = await db.ds.query(
      `INSERT INTO users (name, email, password_hash) VALUES ('Ann', 'ann@example.com', 'h') RETURNING id`,
    );
    const [{ id: vaultId }] = await db.ds.query(
      `INSERT INTO vaults (owner_id, senior_name, senior_email, delivery_method, frequency_weeks, send_intro_email,
         is_setup_complete) VALUES ($1, 'Rose', 'rose@example.com', 'email', 1, false, true) RETURNING id`,
      [ownerId],
    );
    const [{ id }] = await db.ds.query(
      `INSERT INTO deliveries (vault_id, kind, dedupe_key, recipient, question_text, message_id, state, sent_at)
       VALUES ($1, 'question', 'question:1', 'rose@example.com', 'What was your first job?', '<q1@example.test>',
         'sent', now()) RETURNING id`,
      [vaultId],
    );
    return id as string;
  }

  it('answering a question rewrites its delivery in place (HOT), leaving every index as it was', async () => {
    const deliveryId = await question();
    const runner = db.ds.createQueryRunner();
    try {
      await runner.startTransaction();
      // As DeliveryRepository.markAnsweredMany writes it.
      await runner.query('UPDATE deliveries SET answered_at = COALESCE(answered_at, $2) WHERE id = ANY($1::uuid[])', [
        [deliveryId],
        new Date(),
      ]);
      const [{ updated, hot }]: Array<{ updated: string; hot: string }> = await runner.query(
        `SELECT pg_stat_get_xact_tuples_updated('deliveries'::regclass) AS updated,
                pg_stat_get_xact_tuples_hot_updated('deliveries'::regclass) AS hot`,
      );
      expect({ updated: Number(updated), hot: Number(hot) }).toEqual({ updated: 1, hot: 1 });
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('a message turned into a story leaves the indexes of unfinished messages and of rare outcomes', async () => {
    const store = new TypeormInboundMessageStore(db.ds);
    const [{ record }] = await store.storeAndClaim(
      [
        {
          dedupeKey: 'mid:<r1@example.test>',
          messageId: '<r1@example.test>',
          source: 'imap',
          mailbox: 'INBOX',
          uidvalidity: 1,
          uid: 1,
          raw: Buffer.from('Subject: Re\r\n\r\nMy first job was at the mill.\r\n'),
        },
      ],
      new Date(Date.now() + 60_000),
    );
    expect(await indexesHolding(db.ds, 'inbound_messages', record.id)).toEqual([
      'inbound_messages_dedupe_key_unique',
      'inbound_messages_pkey',
      'inbound_messages_received_at',
      'inbound_messages_unfinished',
    ]);
    await store.finishMany(
      [{ id: record.id, result: { outcome: 'story', reason: null, attribution: 'sender' } }],
      new Date(),
    );
    expect(await indexesHolding(db.ds, 'inbound_messages', record.id)).toEqual([
      'inbound_messages_dedupe_key_unique',
      'inbound_messages_pkey',
      'inbound_messages_received_at',
    ]);
    await store.finishMany([{ id: record.id, result: { outcome: 'unmatched', reason: 'no question' } }], new Date());
    expect(await indexesHolding(db.ds, 'inbound_messages', record.id)).toContain('inbound_messages_outcome');
  });
});
