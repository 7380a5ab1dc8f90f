import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DeliveryMethod, Frequency } from '@storyvault/contracts';
import { DataSource } from 'typeorm';
import { QuestionSent, VaultScheduleStore } from '../../application/ports/vault-schedule.store';
import { Vault } from '../../domain/vault';
import { VaultQuestion } from '../../domain/vault-queue';
import { isUuid } from '../../../../shared/ids';

interface VaultRow {
  id: string;
  owner_id: string;
  senior_name: string;
  senior_email: string;
  senior_phone: string | null;
  delivery_method: string;
  frequency_weeks: number;
  send_intro_email: boolean;
  is_setup_complete: boolean;
  setup_completed_at: Date | null;
  next_send_at: Date | null;
  intro_sent_at: Date | null;
  last_sent_at: Date | null;
  queue_empty_notified_at: Date | null;
  stories_count: number;
  created_at: Date;
}

function fromRow(row: VaultRow): Vault {
  return {
    id: row.id,
    ownerId: row.owner_id,
    seniorName: row.senior_name,
    seniorEmail: row.senior_email,
    seniorPhone: row.senior_phone,
    deliveryMethod: row.delivery_method as DeliveryMethod,
    frequency: row.frequency_weeks as Frequency,
    sendIntroEmail: row.send_intro_email,
    isSetupComplete: row.is_setup_complete,
    setupCompletedAt: row.setup_completed_at,
    nextSendAt: row.next_send_at,
    introSentAt: row.intro_sent_at,
    lastSentAt: row.last_sent_at,
    queueEmptyNotifiedAt: row.queue_empty_notified_at,
    storiesCount: row.stories_count,
    createdAt: row.created_at,
  };
}

const CLAIMABLE = '(claimed_until IS NULL OR claimed_until <= $1)';

/**
 * `picked`: up to $2 set-up vaults needing their introduction or whose question is due at $1,
 * not held by a live claim, by next send time. Two index walks (vaults_intro_due, vaults_due)
 * instead of sorting the whole table; `lock` applies to each walk.
 */
const withDue = (lock = '') => `
  WITH intro AS (
    SELECT id, next_send_at FROM vaults
    WHERE is_setup_complete AND send_intro_email AND intro_sent_at IS NULL AND ${CLAIMABLE}
    ORDER BY id LIMIT $2 ${lock}),
  question AS (
    SELECT id, next_send_at FROM vaults
    WHERE is_setup_complete AND next_send_at <= $1 AND ${CLAIMABLE}
    ORDER BY next_send_at, id LIMIT $2 ${lock}),
  picked AS (
    SELECT DISTINCT id, next_send_at FROM (SELECT * FROM intro UNION ALL SELECT * FROM question) candidates
    ORDER BY next_send_at NULLS FIRST, id LIMIT $2)`;

function byDueOrder(a: Vault, b: Vault): number {
  const at = (v: Vault) => v.nextSendAt?.getTime() ?? -Infinity;
  return at(a) - at(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

@Injectable()
export class TypeormVaultScheduleStore extends VaultScheduleStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async claimDue(now: Date, limit: number, leaseUntil: Date, claimant: string): Promise<Vault[]> {
    // SKIP LOCKED: concurrent workers each take different rows instead of waiting or colliding.
    const [rows] = (await this.db.query(
      `${withDue('FOR UPDATE SKIP LOCKED')}
       UPDATE vaults SET claimed_until = $3, claimed_by = $4 WHERE id IN (SELECT id FROM picked)
       RETURNING *`,
      [now, limit, leaseUntil, claimant],
    )) as [VaultRow[], number];
    return rows.map(fromRow).sort(byDueOrder);
  }

  async renew(vaultId: string, claimant: string, now: Date, leaseUntil: Date): Promise<boolean> {
    const [, renewed] = (await this.db.query(
      'UPDATE vaults SET claimed_until = $4 WHERE id = $1 AND claimed_by = $2 AND claimed_until > $3',
      [vaultId, claimant, now, leaseUntil],
    )) as [unknown, number];
    return renewed > 0;
  }

  async listDue(now: Date, limit: number): Promise<Vault[]> {
    const rows: VaultRow[] = await this.db.query(
      `${withDue()} SELECT * FROM vaults WHERE id IN (SELECT id FROM picked) ORDER BY next_send_at NULLS FIRST, id`,
      [now, limit],
    );
    return rows.map(fromRow);
  }

  async claimOne(vaultId: string, now: Date, leaseUntil: Date, claimant: string): Promise<Vault | null> {
    if (!isUuid(vaultId)) return null;
    const [rows] = (await this.db.query(
      `UPDATE vaults SET claimed_until = $3, claimed_by = $4 WHERE id = $2 AND is_setup_complete AND ${CLAIMABLE} RETURNING *`,
      [now, vaultId, leaseUntil, claimant],
    )) as [VaultRow[], number];
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async markIntroSent(vaultId: string, at: Date): Promise<void> {
    await this.db.query('UPDATE vaults SET intro_sent_at = $2 WHERE id = $1', [vaultId, at]);
  }

  async firstQueued(vaultIds: string[]): Promise<Map<string, VaultQuestion>> {
    const ids = vaultIds.filter((id) => isUuid(id));
    if (!ids.length) return new Map();
    const rows: Array<{
      id: string;
      vault_id: string;
      question_id: string;
      sort_order: string;
      is_custom: boolean;
      added_at: Date;
    }> = await this.db.query(
      `SELECT DISTINCT ON (vault_id) id, vault_id, question_id, sort_order, is_custom, added_at
       FROM vault_questions WHERE vault_id = ANY($1::uuid[]) AND state = 'queued'
       ORDER BY vault_id, sort_order, added_at`,
      [ids],
    );
    return new Map(
      rows.map((r) => [
        r.vault_id,
        {
          id: r.id,
          vaultId: r.vault_id,
          questionId: r.question_id,
          order: Number(r.sort_order),
          isCustom: r.is_custom,
          addedAt: r.added_at,
        },
      ]),
    );
  }

  async markQuestionsSent(sent: QuestionSent[]): Promise<boolean[]> {
    if (!sent.length) return [];
    // One statement, so one round trip and atomic: the queues, the activities and the schedules.
    const rows: Array<{ n: number; taken: boolean }> = await this.db.query(
      `WITH input AS (
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::timestamptz[], $5::uuid[], $6::varchar[])
           WITH ORDINALITY AS t(vault_id, question_id, at, next_send_at, claimant, activity, n)),
       taken AS (
         UPDATE vault_questions q SET state = 'sent', sent_at = i.at FROM input i
         WHERE q.vault_id = i.vault_id AND q.question_id = i.question_id AND q.state = 'queued'
         RETURNING i.n),
       logged AS (
         INSERT INTO activities (vault_id, type, description, created_at)
         SELECT i.vault_id, 'question_sent', i.activity, i.at FROM input i JOIN taken USING (n)),
       moved AS (
         UPDATE vaults v SET last_sent_at = i.at, next_send_at = i.next_send_at, claimed_until = NULL, claimed_by = NULL
         FROM input i WHERE v.id = i.vault_id AND v.claimed_by = i.claimant)
       SELECT i.n::int AS n, EXISTS (SELECT 1 FROM taken t WHERE t.n = i.n) AS taken FROM input i ORDER BY i.n`,
      [
        sent.map((s) => s.vaultId),
        sent.map((s) => s.questionId),
        sent.map((s) => s.at),
        sent.map((s) => s.nextSendAt),
        sent.map((s) => s.claimant),
        sent.map((s) => s.activity.slice(0, 300)),
      ],
    );
    return rows.map((r) => r.taken);
  }

  async markQueueEmpty(vaultId: string, nextSendAt: Date, notifiedAt: Date | null, claimant: string): Promise<void> {
    await this.db.query(
      `UPDATE vaults SET next_send_at = $2, claimed_until = NULL, claimed_by = NULL,
         queue_empty_notified_at = COALESCE($3, queue_empty_notified_at)
       WHERE id = $1 AND claimed_by = $4`,
      [vaultId, nextSendAt, notifiedAt, claimant],
    );
  }

  async release(vaultId: string, retryAt: Date | null, claimant: string): Promise<void> {
    await this.db.query('UPDATE vaults SET claimed_until = $2 WHERE id = $1 AND claimed_by = $3', [
      vaultId,
      retryAt,
      claimant,
    ]);
  }
}
