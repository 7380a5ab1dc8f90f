import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { DeliveryRepository } from '../../application/ports/delivery.repository';
import {
  Delivery,
  DeliveryKind,
  DeliveryState,
  FOLLOW_UP_GRACE_MS,
  messageIdFor,
  NewDelivery,
} from '../../domain/delivery';
import { DeliveryOrmEntity } from './delivery.orm-entity';
import { ownerNotEnded } from './owner-standing.sql';

const COLUMNS = `id, vault_id, kind, dedupe_key, recipient, vault_question_id, question_id, question_text, parent_id,
  token_hash, token_sealed, message_id, state, attempts, last_error, sent_at, answered_at, skipped_at, created_at`;

/**
 * Sent, unanswered questions old enough, still their vault's latest, without a sent follow-up, not
 * held, in a vault whose owner's subscription has not ended.
 */
const FOLLOW_UPS_DUE = `
  SELECT p.id FROM deliveries p
  WHERE p.kind = 'question' AND p.state = 'sent' AND p.answered_at IS NULL
    AND p.sent_at <= $2 AND p.sent_at > $2::timestamptz - ${FOLLOW_UP_GRACE_MS} * interval '1 millisecond'
    AND (p.follow_up_claimed_until IS NULL OR p.follow_up_claimed_until <= $1)
    AND NOT EXISTS (SELECT 1 FROM deliveries f WHERE f.parent_id = p.id AND f.kind = 'follow_up' AND f.state = 'sent')
    AND NOT EXISTS (SELECT 1 FROM deliveries n WHERE n.vault_id = p.vault_id AND n.kind = 'question' AND n.created_at > p.created_at)
    AND ${ownerNotEnded('(SELECT v.owner_id FROM vault_owners v WHERE v.id = p.vault_id)')}
  ORDER BY p.sent_at
  LIMIT $3`;

interface Row {
  id: string;
  vault_id: string;
  kind: string;
  dedupe_key: string;
  recipient: string;
  vault_question_id: string | null;
  question_id: string | null;
  question_text: string | null;
  parent_id: string | null;
  token_hash: string | null;
  token_sealed: string | null;
  message_id: string;
  state: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  answered_at: Date | null;
  skipped_at: Date | null;
  created_at: Date;
}

function fromRow(r: Row): Delivery {
  return {
    id: r.id,
    vaultId: r.vault_id,
    kind: r.kind as DeliveryKind,
    dedupeKey: r.dedupe_key,
    recipient: r.recipient,
    vaultQuestionId: r.vault_question_id,
    questionId: r.question_id,
    questionText: r.question_text,
    parentId: r.parent_id,
    tokenHash: r.token_hash?.trim() ?? null,
    tokenSealed: r.token_sealed,
    messageId: r.message_id,
    state: r.state as DeliveryState,
    attempts: r.attempts,
    lastError: r.last_error,
    sentAt: r.sent_at,
    answeredAt: r.answered_at,
    skippedAt: r.skipped_at,
    createdAt: r.created_at,
  };
}

@Injectable()
export class TypeormDeliveryRepository extends DeliveryRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly messageDomain: string,
  ) {
    super();
  }

  async createOrGet(d: NewDelivery): Promise<Delivery> {
    const id = randomUUID();
    // One round trip: the new row, or the one already there under this dedupe key.
    const rows: Row[] = await this.db.query(
      `WITH created AS (
         INSERT INTO deliveries (id, vault_id, kind, dedupe_key, recipient, vault_question_id, question_id,
           question_text, parent_id, token_hash, token_sealed, message_id, state)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'sending')
         ON CONFLICT (dedupe_key) DO NOTHING
         RETURNING ${COLUMNS})
       SELECT ${COLUMNS} FROM created
       UNION ALL
       SELECT ${COLUMNS} FROM deliveries WHERE dedupe_key = $4 AND NOT EXISTS (SELECT 1 FROM created)`,
      [
        id,
        d.vaultId,
        d.kind,
        d.dedupeKey,
        d.recipient,
        d.vaultQuestionId,
        d.questionId,
        d.questionText,
        d.parentId,
        d.tokenHash,
        d.tokenSealed,
        messageIdFor(id, this.messageDomain),
      ],
    );
    if (rows[0]) return fromRow(rows[0]);
    // The conflicting row was committed after this statement's snapshot began: read it now.
    const [existing]: Row[] = await this.db.query(`SELECT ${COLUMNS} FROM deliveries WHERE dedupe_key = $1`, [
      d.dedupeKey,
    ]);
    return fromRow(existing);
  }

  async createOrGetMany(deliveries: NewDelivery[]): Promise<Delivery[]> {
    if (!deliveries.length) return [];
    const ids = deliveries.map(() => randomUUID());
    const column = <K extends keyof NewDelivery>(key: K) => deliveries.map((d) => d[key]);
    const keys = column('dedupeKey');
    // One round trip: a row per new dedupe key, and the rows already there for the others.
    const rows: Row[] = await this.db.query(
      `WITH created AS (
         INSERT INTO deliveries (id, vault_id, kind, dedupe_key, recipient, vault_question_id, question_id,
           question_text, parent_id, token_hash, token_sealed, message_id, state)
         SELECT *, 'sending' FROM unnest($1::uuid[], $2::uuid[], $3::varchar[], $4::varchar[], $5::varchar[],
           $6::uuid[], $7::uuid[], $8::text[], $9::uuid[], $10::char(64)[], $11::text[], $12::varchar[])
         ON CONFLICT (dedupe_key) DO NOTHING
         RETURNING ${COLUMNS})
       SELECT ${COLUMNS} FROM created
       UNION ALL
       SELECT ${COLUMNS} FROM deliveries
       WHERE dedupe_key = ANY($4::varchar[]) AND dedupe_key NOT IN (SELECT dedupe_key FROM created)`,
      [
        ids,
        column('vaultId'),
        column('kind'),
        keys,
        column('recipient'),
        column('vaultQuestionId'),
        column('questionId'),
        column('questionText'),
        column('parentId'),
        column('tokenHash'),
        column('tokenSealed'),
        ids.map((id) => messageIdFor(id, this.messageDomain)),
      ],
    );
    const byKey = new Map(rows.map((r) => [r.dedupe_key, fromRow(r)]));
    const late = keys.filter((k) => !byKey.has(k));
    if (late.length) {
      // Rows committed by another worker after this statement's snapshot began: read them now.
      const found: Row[] = await this.db.query(`SELECT ${COLUMNS} FROM deliveries WHERE dedupe_key = ANY($1)`, [late]);
      for (const r of found) byKey.set(r.dedupe_key, fromRow(r));
    }
    return keys.map((k) => byKey.get(k)!);
  }

  async markSent(id: string, at: Date): Promise<void> {
    await this.db.query(
      `UPDATE deliveries SET state = 'sent', sent_at = $2, attempts = attempts + 1, last_error = NULL WHERE id = $1`,
      [id, at],
    );
  }

  async markFailed(id: string, error: string): Promise<Delivery> {
    const [rows] = (await this.db.query(
      `UPDATE deliveries SET state = 'failed', attempts = attempts + 1, last_error = $2 WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, error.slice(0, 2000)],
    )) as [Row[], number];
    return fromRow(rows[0]);
  }

  async findByTokenHash(tokenHash: string): Promise<Delivery | null> {
    const rows: Row[] = await this.db.query(`SELECT ${COLUMNS} FROM deliveries WHERE token_hash = $1`, [tokenHash]);
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async findByTokenHashes(tokenHashes: string[]): Promise<Delivery[]> {
    if (!tokenHashes.length) return [];
    const rows: Row[] = await this.db.query(
      `SELECT ${COLUMNS} FROM deliveries WHERE token_hash = ANY($1::char(64)[])`,
      [tokenHashes],
    );
    return rows.map(fromRow);
  }

  async findByIds(ids: string[]): Promise<Delivery[]> {
    const wellFormed = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    if (!wellFormed.length) return [];
    const rows: Row[] = await this.db.query(`SELECT ${COLUMNS} FROM deliveries WHERE id = ANY($1::uuid[])`, [
      wellFormed,
    ]);
    return rows.map(fromRow);
  }

  async findById(id: string): Promise<Delivery | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const rows: Row[] = await this.db.query(`SELECT ${COLUMNS} FROM deliveries WHERE id = $1`, [id]);
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async findByMessageIds(messageIds: string[]): Promise<Delivery[]> {
    if (!messageIds.length) return [];
    const rows: Row[] = await this.db.query(`SELECT ${COLUMNS} FROM deliveries WHERE message_id = ANY($1)`, [
      messageIds,
    ]);
    return rows.map(fromRow);
  }

  async latestQuestion(vaultId: string): Promise<Delivery | null> {
    const rows: Row[] = await this.db.query(
      `SELECT ${COLUMNS} FROM deliveries WHERE vault_id = $1 AND kind = 'question' ORDER BY created_at DESC LIMIT 1`,
      [vaultId],
    );
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async latestQuestions(vaultIds: string[]): Promise<Delivery[]> {
    if (!vaultIds.length) return [];
    const rows: Row[] = await this.db.query(
      `SELECT DISTINCT ON (vault_id) ${COLUMNS} FROM deliveries
       WHERE vault_id = ANY($1::uuid[]) AND kind = 'question' ORDER BY vault_id, created_at DESC`,
      [vaultIds],
    );
    return rows.map(fromRow);
  }

  async previousQuestionTimes(questions: Delivery[]): Promise<Map<string, Date>> {
    if (!questions.length) return new Map();
    const rows: Array<{ id: string; since: Date | null }> = await this.db.query(
      `SELECT d.id, (SELECT max(p.created_at) FROM deliveries p
         WHERE p.vault_id = d.vault_id AND p.kind = 'question' AND p.created_at < d.created_at) AS since
       FROM deliveries d WHERE d.id = ANY($1::uuid[])`,
      [questions.map((q) => q.id)],
    );
    return new Map(rows.flatMap((r) => (r.since ? [[r.id, r.since] as const] : [])));
  }

  async listByVault(vaultId: string, limit: number): Promise<Delivery[]> {
    const rows: Row[] = await this.db.query(
      `SELECT ${COLUMNS} FROM deliveries WHERE vault_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
      [vaultId, limit],
    );
    return rows.map(fromRow);
  }

  async claimFollowUpsDue(now: Date, sentBefore: Date, limit: number, leaseUntil: Date): Promise<Delivery[]> {
    const [rows] = (await this.db.query(
      `UPDATE deliveries SET follow_up_claimed_until = $4
       WHERE id IN (${FOLLOW_UPS_DUE} FOR UPDATE SKIP LOCKED)
       RETURNING ${COLUMNS}`,
      [now, sentBefore, limit, leaseUntil],
    )) as [Row[], number];
    return rows.map(fromRow);
  }

  async listFollowUpsDue(now: Date, sentBefore: Date, limit: number): Promise<Delivery[]> {
    const rows: Row[] = await this.db.query(`SELECT ${COLUMNS} FROM deliveries WHERE id IN (${FOLLOW_UPS_DUE})`, [
      now,
      sentBefore,
      limit,
    ]);
    return rows.map(fromRow);
  }

  async renewFollowUp(parentId: string, heldUntil: Date, leaseUntil: Date): Promise<boolean> {
    // A claim's end time is its holder's mark: a later claim always sets a later one.
    const [, renewed] = (await this.db.query(
      'UPDATE deliveries SET follow_up_claimed_until = $3 WHERE id = $1 AND follow_up_claimed_until = $2',
      [parentId, heldUntil, leaseUntil],
    )) as [unknown, number];
    return renewed > 0;
  }

  async releaseFollowUp(parentId: string, retryAt: Date | null): Promise<void> {
    await this.db.query('UPDATE deliveries SET follow_up_claimed_until = $2 WHERE id = $1', [parentId, retryAt]);
  }

  async abandonFollowUp(parentId: string): Promise<void> {
    await this.db.query(`UPDATE deliveries SET follow_up_claimed_until = 'infinity' WHERE id = $1`, [parentId]);
  }

  async markAnsweredMany(ids: string[], at: Date): Promise<void> {
    if (!ids.length) return;
    await this.db.query('UPDATE deliveries SET answered_at = COALESCE(answered_at, $2) WHERE id = ANY($1::uuid[])', [
      ids,
      at,
    ]);
  }
}

export { DeliveryOrmEntity };
