import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { QuestionSent, QuestionSkipped, VaultScheduleStore } from '../../application/ports/vault-schedule.store';
import { isUuid } from '../../../../shared/ids';
import { vaultScheduleSql } from '../../../vault/vault.public';
import { ownerNotEnded } from './owner-standing.sql';

/*
 * Table ownership (docs/decisions/0920-each-module-owns-its-tables.md): `vault_claims` is this
 * module's. The schedule's dates stay columns of the vault module's `vaults`, which its settings
 * save also writes. This adapter finds what is due in the view the vault module publishes
 * (`vault_schedules`), and the vault module writes the SQL that moves a schedule, takes a
 * question off its queue and logs the activity (`vaultScheduleSql`), which goes into the same
 * statement as the claim it ends, because sending exactly once depends on that. It never maps a
 * vault row: it answers with ids, and the vault module reads the vaults.
 */

const CLAIMABLE = '(c.claimed_until IS NULL OR c.claimed_until <= $1)';
/** A gift's introduction waits for its first morning (`starts_at`): nothing reaches the senior before. */
const INTRO_DUE =
  'v.is_setup_complete AND v.send_intro_email AND v.intro_sent_at IS NULL AND (v.starts_at IS NULL OR v.starts_at <= $1)';
/** The senior has not paused the questions at $1 (the vault module's pause.ts, isPausedAt). */
const NOT_PAUSED = "(v.pause_kind IS NULL OR (v.pause_kind = 'pause' AND v.paused_until <= $1))";
const QUESTION_DUE = `v.is_setup_complete AND v.next_send_at <= $1 AND ${NOT_PAUSED} AND ${ownerNotEnded('v.owner_id')}`;

/**
 * `picked`: up to $2 set-up vaults needing their introduction or whose question is due at $1
 * and that pass `filter`, by next send time. Two index walks (vaults_intro_due, vaults_due)
 * instead of sorting the whole table; `lock` applies to each walk.
 */
const withDue = (from: string, filter: string, lock = '') => `
  WITH intro AS (
    SELECT v.id, v.next_send_at FROM ${from} WHERE ${INTRO_DUE} AND ${filter}
    ORDER BY v.id LIMIT $2 ${lock}),
  question AS (
    SELECT v.id, v.next_send_at FROM ${from} WHERE ${QUESTION_DUE} AND ${filter}
    ORDER BY v.next_send_at, v.id LIMIT $2 ${lock}),
  picked AS (
    SELECT DISTINCT id, next_send_at FROM (SELECT * FROM intro UNION ALL SELECT * FROM question) candidates
    ORDER BY next_send_at NULLS FIRST, id LIMIT $2)`;

const WITH_CLAIM = 'vault_schedules v JOIN vault_claims c ON c.vault_id = v.id';
const MAYBE_CLAIMED = 'vault_schedules v LEFT JOIN vault_claims c ON c.vault_id = v.id';

interface DueVault {
  id: string;
  next_send_at: Date | null;
}

function byDueOrder(a: DueVault, b: DueVault): number {
  const at = (v: DueVault) => v.next_send_at?.getTime() ?? -Infinity;
  return at(a) - at(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

@Injectable()
export class TypeormVaultScheduleStore extends VaultScheduleStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async claimDue(now: Date, limit: number, leaseUntil: Date, claimant: string): Promise<string[]> {
    const claimed = await this.claim(now, limit, leaseUntil, claimant);
    if (claimed.length < limit) {
      // Fewer than asked for: maybe due vaults that never had a claim row (new ones). They get
      // their row here, once, and the rest of the batch is claimed among them.
      await this.db.query(
        `INSERT INTO vault_claims (vault_id) SELECT v.id FROM vault_schedules v WHERE (${INTRO_DUE}) OR (${QUESTION_DUE})
         ON CONFLICT (vault_id) DO NOTHING`,
        [now],
      );
      claimed.push(...(await this.claim(now, limit - claimed.length, leaseUntil, claimant)));
    }
    return claimed.sort(byDueOrder).map((c) => c.id);
  }

  /**
   * Claims among the vaults that have a claim row. SKIP LOCKED: concurrent workers each take
   * different rows instead of waiting or colliding, and a row another worker claimed meanwhile
   * is checked again, as it is now, before it is taken.
   */
  private async claim(now: Date, limit: number, leaseUntil: Date, claimant: string): Promise<DueVault[]> {
    return this.db.query(
      `${withDue(WITH_CLAIM, CLAIMABLE, 'FOR UPDATE OF c SKIP LOCKED')},
       claimed AS (
         UPDATE vault_claims SET claimed_until = $3, claimed_by = $4
         WHERE vault_id = ANY (ARRAY(SELECT id FROM picked)) RETURNING vault_id)
       SELECT id, next_send_at FROM picked WHERE id IN (SELECT vault_id FROM claimed)`,
      [now, limit, leaseUntil, claimant],
    );
  }

  async renew(vaultId: string, claimant: string, now: Date, leaseUntil: Date): Promise<boolean> {
    const [, renewed] = (await this.db.query(
      'UPDATE vault_claims SET claimed_until = $4 WHERE vault_id = $1 AND claimed_by = $2 AND claimed_until > $3',
      [vaultId, claimant, now, leaseUntil],
    )) as [unknown, number];
    return renewed > 0;
  }

  async listDue(now: Date, limit: number): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.db.query(
      `${withDue(MAYBE_CLAIMED, CLAIMABLE)} SELECT id FROM picked ORDER BY next_send_at NULLS FIRST, id`,
      [now, limit],
    );
    return rows.map((r) => r.id);
  }

  async countDue(now: Date): Promise<number> {
    // The same two conditions the workers claim by, each on its own partial index.
    const [{ due }]: Array<{ due: number }> = await this.db.query(
      `SELECT count(*)::int AS due FROM vault_schedules v WHERE (${INTRO_DUE}) OR (${QUESTION_DUE})`,
      [now],
    );
    return due;
  }

  async claimOne(vaultId: string, now: Date, leaseUntil: Date, claimant: string): Promise<boolean> {
    if (!isUuid(vaultId)) return false;
    const rows: unknown[] = await this.db.query(
      `INSERT INTO vault_claims AS c (vault_id, claimed_until, claimed_by)
       SELECT id, $3::timestamptz, $4::uuid FROM vault_schedules WHERE id = $2 AND is_setup_complete
       ON CONFLICT (vault_id) DO UPDATE SET claimed_until = EXCLUDED.claimed_until, claimed_by = EXCLUDED.claimed_by
         WHERE ${CLAIMABLE}
       RETURNING c.vault_id`,
      [now, vaultId, leaseUntil, claimant],
    );
    return rows.length > 0;
  }

  async markIntroSent(vaultId: string, at: Date): Promise<void> {
    await this.db.query(vaultScheduleSql.introSent('$1', '$2'), [vaultId, at]);
  }

  async markQuestionsSent(sent: QuestionSent[]): Promise<boolean[]> {
    if (!sent.length) return [];
    // One statement, so one round trip and atomic: the deliveries, the queues, the activities, the
    // claims and the schedules. An email recorded sent is one whose schedule moved too, or none is.
    const rows: Array<{ n: number; taken: boolean }> = await this.db.query(
      `WITH input AS (
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::timestamptz[], $5::uuid[], $6::varchar[],
           $7::jsonb[], $8::uuid[])
           WITH ORDINALITY AS t(vault_id, question_id, at, next_send_at, claimant, activity, details, delivery_id, n)),
       delivered AS (
         UPDATE deliveries d SET state = 'sent', sent_at = i.at, attempts = d.attempts + 1, last_error = NULL
         FROM input i WHERE d.id = i.delivery_id),
       released AS (
         UPDATE vault_claims c SET claimed_until = NULL, claimed_by = NULL
         FROM input i WHERE c.vault_id = i.vault_id AND c.claimed_by = i.claimant
         RETURNING i.n),
       ${vaultScheduleSql.questionsSent('input', 'released')}
       SELECT i.n::int AS n, EXISTS (SELECT 1 FROM taken t WHERE t.n = i.n) AS taken FROM input i ORDER BY i.n`,
      [
        sent.map((s) => s.vaultId),
        sent.map((s) => s.questionId),
        sent.map((s) => s.at),
        sent.map((s) => s.nextSendAt),
        sent.map((s) => s.claimant),
        sent.map((s) => s.activity.description.slice(0, 300)),
        sent.map((s) => JSON.stringify(s.activity.details)),
        sent.map((s) => s.deliveryId),
      ],
    );
    return rows.map((r) => r.taken);
  }

  async markQueueEmpty(vaultId: string, nextSendAt: Date, notifiedAt: Date | null, claimant: string): Promise<void> {
    await this.db.query(
      `WITH released AS (
         UPDATE vault_claims SET claimed_until = NULL, claimed_by = NULL
         WHERE vault_id = $1 AND claimed_by = $4 RETURNING vault_id)
       ${vaultScheduleSql.queueEmpty('released', '$2', '$3')}`,
      [vaultId, nextSendAt, notifiedAt, claimant],
    );
  }

  async release(vaultId: string, retryAt: Date | null, claimant: string): Promise<void> {
    await this.db.query('UPDATE vault_claims SET claimed_until = $2 WHERE vault_id = $1 AND claimed_by = $3', [
      vaultId,
      retryAt,
      claimant,
    ]);
  }

  async markQuestionSkipped(skip: QuestionSkipped): Promise<boolean> {
    // One statement: a second click or a replayed reply finds the delivery skipped and does nothing.
    const rows: unknown[] = await this.db.query(
      `WITH skipped AS (
         UPDATE deliveries SET skipped_at = $2
         WHERE id = $1 AND kind = 'question' AND skipped_at IS NULL AND answered_at IS NULL RETURNING id),
       ${vaultScheduleSql.questionSkipped({ skipped: 'skipped', vaultId: '$3', vaultQuestionId: '$4', at: '$2', activity: '$5', details: '$6' })}
       SELECT id FROM skipped`,
      [
        skip.deliveryId,
        skip.at,
        skip.vaultId,
        skip.vaultQuestionId,
        skip.activity.description.slice(0, 300),
        JSON.stringify(skip.activity.details),
      ],
    );
    return rows.length > 0;
  }
}
