import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  InboundMessageStore,
  InboundResult,
  NewInbound,
  StoredInbound,
} from '../../application/ports/inbound-message.store';
import { Attribution, InboundOutcome } from '../../domain/inbound';

const COLUMNS = `id, dedupe_key, message_id, source, from_address, subject, size_bytes, state, outcome, reason,
  attribution, vault_id, delivery_id, story_id, received_at, processed_at`;

interface Row {
  id: string;
  dedupe_key: string;
  message_id: string | null;
  source: string;
  from_address: string | null;
  subject: string | null;
  size_bytes: number;
  state: string;
  outcome: string | null;
  reason: string | null;
  attribution: string | null;
  vault_id: string | null;
  delivery_id: string | null;
  story_id: string | null;
  received_at: Date;
  processed_at: Date | null;
}

function fromRow(r: Row): StoredInbound {
  return {
    id: r.id,
    dedupeKey: r.dedupe_key,
    messageId: r.message_id,
    source: r.source as StoredInbound['source'],
    fromAddress: r.from_address,
    subject: r.subject,
    sizeBytes: r.size_bytes,
    state: r.state as StoredInbound['state'],
    outcome: r.outcome as InboundOutcome | null,
    reason: r.reason,
    attribution: r.attribution as Attribution | null,
    vaultId: r.vault_id,
    deliveryId: r.delivery_id,
    storyId: r.story_id,
    receivedAt: r.received_at,
    processedAt: r.processed_at,
  };
}

/** Inbound mail in PostgreSQL: raw bytes, processing claims, outcomes and the IMAP cursors. */
@Injectable()
export class TypeormInboundMessageStore extends InboundMessageStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async store(m: NewInbound): Promise<{ record: StoredInbound; isNew: boolean }> {
    const inserted: Row[] = await this.db.query(
      `INSERT INTO inbound_messages (dedupe_key, message_id, source, mailbox, uidvalidity, uid, from_address, subject, size_bytes, raw)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING ${COLUMNS}`,
      [
        m.dedupeKey,
        m.messageId?.slice(0, 998) ?? null,
        m.source,
        m.mailbox,
        m.uidvalidity,
        m.uid,
        m.fromAddress?.slice(0, 320) ?? null,
        m.subject,
        m.raw.length,
        m.raw,
      ],
    );
    if (inserted.length) return { record: fromRow(inserted[0]), isNew: true };
    const rows: Row[] = await this.db.query(`SELECT ${COLUMNS} FROM inbound_messages WHERE dedupe_key = $1`, [
      m.dedupeKey,
    ]);
    return { record: fromRow(rows[0]), isNew: false };
  }

  async storeAndClaim(
    messages: NewInbound[],
    leaseUntil: Date,
  ): Promise<Array<{ record: StoredInbound; isNew: boolean }>> {
    if (!messages.length) return [];
    const column = <T>(pick: (m: NewInbound) => T) => messages.map(pick);
    const inserted: Row[] = await this.db.query(
      `INSERT INTO inbound_messages (dedupe_key, message_id, source, mailbox, uidvalidity, uid, from_address, subject,
         size_bytes, raw, state, claimed_until)
       SELECT t.*, 'processing', $11::timestamptz
       FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::varchar[], $5::bigint[], $6::bigint[],
         $7::varchar[], $8::text[], $9::int[], $10::bytea[])
         AS t(dedupe_key, message_id, source, mailbox, uidvalidity, uid, from_address, subject, size_bytes, raw)
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING ${COLUMNS}`,
      [
        column((m) => m.dedupeKey),
        column((m) => m.messageId?.slice(0, 998) ?? null),
        column((m) => m.source),
        column((m) => m.mailbox),
        column((m) => m.uidvalidity),
        column((m) => m.uid),
        column((m) => m.fromAddress?.slice(0, 320) ?? null),
        column((m) => m.subject),
        column((m) => m.raw.length),
        column((m) => m.raw),
        leaseUntil,
      ],
    );
    const byKey = new Map(inserted.map((r) => [r.dedupe_key, { record: fromRow(r), isNew: true }]));
    const seen = messages.map((m) => m.dedupeKey).filter((key) => !byKey.has(key));
    if (seen.length) {
      const rows: Row[] = await this.db.query(
        `SELECT ${COLUMNS} FROM inbound_messages WHERE dedupe_key = ANY($1::varchar[])`,
        [seen],
      );
      for (const r of rows) byKey.set(r.dedupe_key, { record: fromRow(r), isNew: false });
    }
    return messages.map((m) => byKey.get(m.dedupeKey)!);
  }

  async claim(id: string, now: Date, leaseUntil: Date): Promise<{ record: StoredInbound; raw: Buffer } | null> {
    const [rows] = (await this.db.query(
      `UPDATE inbound_messages SET state = 'processing', claimed_until = $3
       WHERE id = $1 AND (state = 'stored' OR (state = 'processing' AND claimed_until <= $2))
       RETURNING ${COLUMNS}, raw`,
      [id, now, leaseUntil],
    )) as [Array<Row & { raw: Buffer }>, number];
    return rows[0] ? { record: fromRow(rows[0]), raw: rows[0].raw } : null;
  }

  async finish(id: string, r: InboundResult, at: Date): Promise<StoredInbound> {
    const [rows] = (await this.db.query(
      `UPDATE inbound_messages SET state = 'processed', claimed_until = NULL, outcome = $2, reason = $3, attribution = $4,
         vault_id = $5, delivery_id = $6, story_id = $7, processed_at = $8
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, r.outcome, r.reason, r.attribution ?? null, r.vaultId ?? null, r.deliveryId ?? null, r.storyId ?? null, at],
    )) as [Row[], number];
    return fromRow(rows[0]);
  }

  async finishMany(results: Array<{ id: string; result: InboundResult }>, at: Date): Promise<StoredInbound[]> {
    if (!results.length) return [];
    const column = <T>(pick: (r: InboundResult) => T) => results.map(({ result }) => pick(result));
    const [rows] = (await this.db.query(
      `UPDATE inbound_messages m SET state = 'processed', claimed_until = NULL, outcome = r.outcome, reason = r.reason,
         attribution = r.attribution, vault_id = r.vault_id, delivery_id = r.delivery_id, story_id = r.story_id,
         processed_at = $8
       FROM unnest($1::uuid[], $2::varchar[], $3::text[], $4::varchar[], $5::uuid[], $6::uuid[], $7::uuid[])
         WITH ORDINALITY AS r(id, outcome, reason, attribution, vault_id, delivery_id, story_id, n)
       WHERE m.id = r.id
       RETURNING ${COLUMNS.split(',')
         .map((c) => `m.${c.trim()}`)
         .join(', ')}, r.n`,
      [
        results.map((r) => r.id),
        column((r) => r.outcome),
        column((r) => r.reason),
        column((r) => r.attribution ?? null),
        column((r) => r.vaultId ?? null),
        column((r) => r.deliveryId ?? null),
        column((r) => r.storyId ?? null),
        at,
      ],
    )) as [Array<Row & { n: string }>, number];
    return rows.sort((a, b) => Number(a.n) - Number(b.n)).map(fromRow);
  }

  async listUnfinished(now: Date, limit: number): Promise<StoredInbound[]> {
    const rows: Row[] = await this.db.query(
      `SELECT ${COLUMNS} FROM inbound_messages
       WHERE state = 'stored' OR (state = 'processing' AND claimed_until <= $1)
       ORDER BY received_at LIMIT $2`,
      [now, limit],
    );
    return rows.map(fromRow);
  }

  async readRaw(id: string): Promise<Buffer | null> {
    const rows: Array<{ raw: Buffer }> = await this.db.query('SELECT raw FROM inbound_messages WHERE id = $1', [id]);
    return rows[0]?.raw ?? null;
  }

  async findByMessageId(messageId: string): Promise<StoredInbound | null> {
    const rows: Row[] = await this.db.query(
      `SELECT ${COLUMNS} FROM inbound_messages WHERE message_id = $1 OR id::text = $1 ORDER BY received_at LIMIT 1`,
      [messageId],
    );
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async list(filter: { outcome?: InboundOutcome; limit: number }): Promise<StoredInbound[]> {
    const rows: Row[] = await this.db.query(
      `SELECT ${COLUMNS} FROM inbound_messages WHERE ($1::text IS NULL OR outcome = $1) ORDER BY received_at DESC LIMIT $2`,
      [filter.outcome ?? null, filter.limit],
    );
    return rows.map(fromRow);
  }

  async getCursor(mailbox: string): Promise<{ uidvalidity: number; lastUid: number } | null> {
    const rows: Array<{ uidvalidity: string; last_uid: string }> = await this.db.query(
      'SELECT uidvalidity, last_uid FROM imap_cursors WHERE mailbox = $1',
      [mailbox],
    );
    return rows[0] ? { uidvalidity: Number(rows[0].uidvalidity), lastUid: Number(rows[0].last_uid) } : null;
  }

  async saveCursor(mailbox: string, uidvalidity: number, lastUid: number): Promise<void> {
    // Never moves backwards within one UIDVALIDITY, whoever saves last.
    await this.db.query(
      `INSERT INTO imap_cursors (mailbox, uidvalidity, last_uid, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (mailbox) DO UPDATE SET
         last_uid = CASE WHEN imap_cursors.uidvalidity = excluded.uidvalidity
                         THEN GREATEST(imap_cursors.last_uid, excluded.last_uid) ELSE excluded.last_uid END,
         uidvalidity = excluded.uidvalidity, updated_at = now()`,
      [mailbox, uidvalidity, lastUid],
    );
  }
}
