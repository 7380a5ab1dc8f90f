import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DeliveryMethod, Frequency } from '@storyvault/contracts';
import { DataSource } from 'typeorm';
import { VaultScheduleStore } from '../../application/ports/vault-schedule.store';
import { Vault } from '../../domain/vault';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

@Injectable()
export class TypeormVaultScheduleStore extends VaultScheduleStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async claimDue(now: Date, limit: number, leaseUntil: Date, claimant: string): Promise<Vault[]> {
    // SKIP LOCKED: concurrent workers each take different rows instead of waiting or colliding.
    const [rows] = (await this.db.query(
      `UPDATE vaults SET claimed_until = $3, claimed_by = $4
       WHERE id IN (
         SELECT id FROM vaults
         WHERE is_setup_complete
           AND ((send_intro_email AND intro_sent_at IS NULL) OR next_send_at <= $1)
           AND ${CLAIMABLE}
         ORDER BY next_send_at NULLS FIRST, id
         LIMIT $2
         FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [now, limit, leaseUntil, claimant],
    )) as [VaultRow[], number];
    return rows.map(fromRow);
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
      `SELECT * FROM vaults
       WHERE is_setup_complete
         AND ((send_intro_email AND intro_sent_at IS NULL) OR next_send_at <= $1)
         AND ${CLAIMABLE}
       ORDER BY next_send_at NULLS FIRST, id
       LIMIT $2`,
      [now, limit],
    );
    return rows.map(fromRow);
  }

  async claimOne(vaultId: string, now: Date, leaseUntil: Date, claimant: string): Promise<Vault | null> {
    if (!UUID.test(vaultId)) return null;
    const [rows] = (await this.db.query(
      `UPDATE vaults SET claimed_until = $3, claimed_by = $4 WHERE id = $2 AND is_setup_complete AND ${CLAIMABLE} RETURNING *`,
      [now, vaultId, leaseUntil, claimant],
    )) as [VaultRow[], number];
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async markIntroSent(vaultId: string, at: Date): Promise<void> {
    await this.db.query('UPDATE vaults SET intro_sent_at = $2 WHERE id = $1', [vaultId, at]);
  }

  async markQuestionSent(
    vaultId: string,
    questionId: string,
    at: Date,
    nextSendAt: Date,
    claimant: string,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [, taken] = (await tx.query(
        `UPDATE vault_questions SET state = 'sent', sent_at = $3 WHERE vault_id = $1 AND question_id = $2 AND state = 'queued'`,
        [vaultId, questionId, at],
      )) as [unknown, number];
      await tx.query(
        'UPDATE vaults SET last_sent_at = $2, next_send_at = $3, claimed_until = NULL, claimed_by = NULL WHERE id = $1 AND claimed_by = $4',
        [vaultId, at, nextSendAt, claimant],
      );
      return taken > 0;
    });
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
