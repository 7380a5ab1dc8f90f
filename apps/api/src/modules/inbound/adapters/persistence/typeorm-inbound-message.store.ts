import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  InboundMessageStore,
  InboundResult,
  NewInbound,
  StoredInbound,
} from '../../application/ports/inbound-message.store';
import { LeftOutAttachment } from '../../domain/attachments';
import { Attribution, InboundOutcome } from '../../domain/inbound';

const COLUMNS = `id, dedupe_key, message_id, source, from_address, subject, size_bytes, state, attempts, outcome,
  reason, attribution, vault_id, delivery_id, story_id, left_out, received_at, processed_at`;

interface Row {
  id: string;
  dedupe_key: string;
  message_id: string | null;
  source: string;
  from_address: string | null;
  subject: string | null;
  size_bytes: number;
  state: string;
  attempts: number;
  outcome: string | null;
  reason: string | null;
  attribution: string | null;
  vault_id: string | null;
  delivery_id: string | null;
  story_id: string | null;
  left_out: LeftOutAttachment[] | null;
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
    attempts: r.attempts,
    outcome: r.outcome as InboundOutcome | null,
    reason: r.reason,
    attribution: r.attribution as Attribution | null,
    vaultId: r.vault_id,
    deliveryId: r.delivery_id,
    storyId: r.story_id,
    leftOut: r.left_out ?? [],
    receivedAt: r.received_at,
    processedAt: r.processed_at,
  };
}

/** Text as PostgreSQL takes it: a NUL character (which a mail header may decode to) would fail the write. */
function storable(text: string | null | undefined, max?: number): string | null {
  return text == null ? null : text.replaceAll('\u0000', '').slice(0, max);
}

/** The files left out as stored: what an operator reads, without the notice flag. */
function leftOutJson(leftOut: LeftOutAttachment[] | undefined): string {
  return JSON.stringify(
    (leftOut ?? []).map((f) => ({
      filename: storable(f.filename, 255),
      contentType: f.contentType,
      sizeBytes: f.sizeBytes,
      reason: storable(f.reason),
      meant: f.meant,
    })),
  );
}

/** Inbound mail in PostgreSQL: raw bytes, processing claims, outcomes and the IMAP cursors. */
@Injectable()
export class TypeormInboundMessageStore extends InboundMessageStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async store(m: NewInbound): Promise<{ record: StoredInbound; isNew: boolean }> {
    const inserted: Row[] = await this.db.query(
      `INSERT INTO inbound_messages (dedupe_key, message_id, source, mailbox, uidvalidity, uid, size_bytes, raw)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING ${COLUMNS}`,
      [m.dedupeKey, storable(m.messageId, 998), m.source, m.mailbox, m.uidvalidity, m.uid, m.raw.length, m.raw],
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
    // A row of parameters per message: the raw bytes travel as binary parameters (a bytea array
    // would be sent as hex text, twice the size, and parsed again by the server).
    const lease = `$${messages.length * 8 + 1}::timestamptz`;
    const values = messages.map((_, i) => {
      const p = (k: number) => `$${i * 8 + k}`;
      return `(${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}::bigint, ${p(6)}::bigint, ${p(7)}::int, ${p(8)}::bytea, 'processing', ${lease}, 1)`;
    });
    const inserted: Row[] = await this.db.query(
      `INSERT INTO inbound_messages (dedupe_key, message_id, source, mailbox, uidvalidity, uid, size_bytes, raw,
         state, claimed_until, attempts)
       VALUES ${values.join(', ')}
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING ${COLUMNS}`,
      [
        ...messages.flatMap((m) => [
          m.dedupeKey,
          storable(m.messageId, 998),
          m.source,
          m.mailbox,
          m.uidvalidity,
          m.uid,
          m.raw.length,
          m.raw,
        ]),
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
      `UPDATE inbound_messages SET state = 'processing', claimed_until = $3, attempts = attempts + 1
       WHERE id = $1 AND (state = 'stored' OR (state = 'processing' AND claimed_until <= $2))
       RETURNING ${COLUMNS}, raw`,
      [id, now, leaseUntil],
    )) as [Array<Row & { raw: Buffer }>, number];
    return rows[0] ? { record: fromRow(rows[0]), raw: rows[0].raw } : null;
  }

  async finish(id: string, r: InboundResult, at: Date): Promise<StoredInbound> {
    const [rows] = (await this.db.query(
      `UPDATE inbound_messages SET state = 'processed', claimed_until = NULL, outcome = $2, reason = $3, attribution = $4,
         vault_id = $5, delivery_id = $6, story_id = $7, processed_at = $8,
         from_address = coalesce($9, from_address), subject = coalesce($10, subject), left_out = $11::jsonb
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [
        id,
        r.outcome,
        storable(r.reason),
        r.attribution ?? null,
        r.vaultId ?? null,
        r.deliveryId ?? null,
        r.storyId ?? null,
        at,
        storable(r.fromAddress, 320),
        storable(r.subject),
        leftOutJson(r.leftOut),
      ],
    )) as [Row[], number];
    return fromRow(rows[0]);
  }

  async finishMany(results: Array<{ id: string; result: InboundResult }>, at: Date): Promise<StoredInbound[]> {
    if (!results.length) return [];
    const column = <T>(pick: (r: InboundResult) => T) => results.map(({ result }) => pick(result));
    const [rows] = (await this.db.query(
      `UPDATE inbound_messages m SET state = 'processed', claimed_until = NULL, outcome = r.outcome, reason = r.reason,
         attribution = r.attribution, vault_id = r.vault_id, delivery_id = r.delivery_id, story_id = r.story_id,
         processed_at = $8, from_address = coalesce(r.from_address, m.from_address),
         subject = coalesce(r.subject, m.subject), left_out = r.left_out::jsonb
       FROM unnest($1::uuid[], $2::varchar[], $3::text[], $4::varchar[], $5::uuid[], $6::uuid[], $7::uuid[],
         $9::varchar[], $10::text[], $11::text[])
         WITH ORDINALITY AS r(id, outcome, reason, attribution, vault_id, delivery_id, story_id, from_address, subject,
           left_out, n)
       WHERE m.id = r.id
       RETURNING ${COLUMNS.split(',')
         .map((c) => `m.${c.trim()}`)
         .join(', ')}, r.n`,
      [
        results.map((r) => r.id),
        column((r) => r.outcome),
        column((r) => storable(r.reason)),
        column((r) => r.attribution ?? null),
        column((r) => r.vaultId ?? null),
        column((r) => r.deliveryId ?? null),
        column((r) => r.storyId ?? null),
        at,
        column((r) => storable(r.fromAddress, 320)),
        column((r) => storable(r.subject)),
        column((r) => leftOutJson(r.leftOut)),
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

  async vaultsWithVerifiedReplies(addresses: string[], vaultIds: string[]): Promise<Map<string, Set<string>>> {
    const found = new Map<string, Set<string>>();
    if (!addresses.length || !vaultIds.length) return found;
    // Served by inbound_messages_verified_replies (a partial index on these very rows).
    const rows: Array<{ vault_id: string; address: string }> = await this.db.query(
      `SELECT DISTINCT vault_id, lower(from_address) AS address FROM inbound_messages
       WHERE attribution IN ('token', 'thread') AND outcome IN ('story', 'command', 'empty')
         AND vault_id = ANY($1::uuid[]) AND lower(from_address) = ANY($2::text[])`,
      [[...new Set(vaultIds)], [...new Set(addresses.map((a) => a.toLowerCase()))]],
    );
    for (const row of rows) {
      const vaults = found.get(row.address) ?? new Set<string>();
      vaults.add(row.vault_id);
      found.set(row.address, vaults);
    }
    return found;
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

  async recordPoll(mailbox: string, uidvalidity: number): Promise<void> {
    // A mailbox polled before any mail came gets a cursor at the start that has not moved yet.
    await this.db.query(
      `INSERT INTO imap_cursors (mailbox, uidvalidity, last_uid, updated_at, last_polled_at) VALUES ($1, $2, 0, NULL, now())
       ON CONFLICT (mailbox) DO UPDATE SET last_polled_at = now()`,
      [mailbox, uidvalidity],
    );
  }

  async deleteForVault(vaultId: string): Promise<number> {
    // Its reply_choices go by ON DELETE CASCADE.
    const [, deleted]: [unknown, number] = await this.db.query(`DELETE FROM inbound_messages WHERE vault_id = $1`, [
      vaultId,
    ]);
    return deleted;
  }
}
