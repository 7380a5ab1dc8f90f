import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MemberRole } from '@storyvault/contracts';
import { DataSource, QueryFailedError } from 'typeorm';
import type { DomainEvent } from '../../../../shared/events/domain-event';
import { TypeormEventOutbox } from '../../../../shared/events/typeorm-event-outbox';
import { isUuid } from '../../../../shared/ids';
import { vaultMembershipRows } from '../../../vault/vault.public';
import { InvitationStore, JoinOutcome } from '../../application/ports/invitation.store';
import { Invitation, NewInvitation } from '../../domain/invitation';
import { AlreadyMemberError } from '../../domain/invitation.errors';

const UNIQUE_VIOLATION = '23505';
type PgError = { code?: string; constraint?: string };
const COLUMNS = `id, vault_id AS "vaultId", name, email, role, token_hash AS "tokenHash", expires_at AS "expiresAt",
  invited_by AS "invitedBy", created_at AS "createdAt", user_id AS "userId", joined_at AS "joinedAt"`;

/**
 * Invitations in `vault_invitations`, in plain SQL; the joined members' rows of `vault_members`
 * (the vault module's) change in the same transaction, through `vaultMembershipRows`.
 */
@Injectable()
export class TypeormInvitationStore extends InvitationStore {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: TypeormEventOutbox,
  ) {
    super();
  }

  async create(invitation: NewInvitation, maxMembers: number): Promise<Invitation | 'limit'> {
    try {
      return await this.db.transaction(async (tx) => {
        // The vault's row is the lock: two invitations at once cannot both take the last place.
        await vaultMembershipRows.lockVault(tx, invitation.vaultId);
        const [{ count }]: Array<{ count: number }> = await tx.query(
          'SELECT count(*)::int AS count FROM vault_invitations WHERE vault_id = $1',
          [invitation.vaultId],
        );
        if (count >= maxMembers) return 'limit';
        const [row]: Invitation[] = await tx.query(
          `INSERT INTO vault_invitations (vault_id, name, email, role, token_hash, expires_at, invited_by, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
          [
            invitation.vaultId,
            invitation.name,
            invitation.email,
            invitation.role,
            invitation.tokenHash,
            invitation.expiresAt,
            invitation.invitedBy,
            invitation.createdAt,
          ],
        );
        return row;
      });
    } catch (error) {
      const driverError = error instanceof QueryFailedError ? (error.driverError as PgError) : null;
      if (driverError?.code === UNIQUE_VIOLATION && driverError.constraint === 'vault_invitations_vault_email_key') {
        throw AlreadyMemberError.invited();
      }
      throw error;
    }
  }

  async listByVault(vaultId: string): Promise<Invitation[]> {
    if (!isUuid(vaultId)) return [];
    return this.db.query(`SELECT ${COLUMNS} FROM vault_invitations WHERE vault_id = $1 ORDER BY created_at, id`, [
      vaultId,
    ]);
  }

  async findInVault(vaultId: string, id: string): Promise<Invitation | null> {
    if (!isUuid(vaultId) || !isUuid(id)) return null;
    const [row]: Invitation[] = await this.db.query(
      `SELECT ${COLUMNS} FROM vault_invitations WHERE vault_id = $1 AND id = $2`,
      [vaultId, id],
    );
    return row ?? null;
  }

  async findByEmail(vaultId: string, email: string): Promise<Invitation | null> {
    if (!isUuid(vaultId)) return null;
    const [row]: Invitation[] = await this.db.query(
      `SELECT ${COLUMNS} FROM vault_invitations WHERE vault_id = $1 AND email = $2`,
      [vaultId, email],
    );
    return row ?? null;
  }

  async findByTokenHash(tokenHash: string): Promise<Invitation | null> {
    const [row]: Invitation[] = await this.db.query(`SELECT ${COLUMNS} FROM vault_invitations WHERE token_hash = $1`, [
      tokenHash,
    ]);
    return row ?? null;
  }

  async renew(id: string, tokenHash: string, expiresAt: Date): Promise<Invitation | null> {
    if (!isUuid(id)) return null;
    const [rows]: [Invitation[], number] = await this.db.query(
      `UPDATE vault_invitations SET token_hash = $2, expires_at = $3
       WHERE id = $1 AND joined_at IS NULL RETURNING ${COLUMNS}`,
      [id, tokenHash, expiresAt],
    );
    return rows[0] ?? null;
  }

  async changeRole(id: string, role: MemberRole): Promise<Invitation | null> {
    if (!isUuid(id)) return null;
    return this.db.transaction(async (tx) => {
      const [rows]: [Invitation[], number] = await tx.query(
        `UPDATE vault_invitations SET role = $2 WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, role],
      );
      const changed = rows[0];
      if (changed?.userId) {
        await vaultMembershipRows.changeRole(tx, changed.vaultId, changed.userId, role);
      }
      return changed ?? null;
    });
  }

  async remove(id: string, events: readonly DomainEvent[] = []): Promise<boolean> {
    if (!isUuid(id)) return false;
    return this.db.transaction(async (tx) => {
      const [rows]: [Array<{ vault_id: string; user_id: string | null }>, number] = await tx.query(
        'DELETE FROM vault_invitations WHERE id = $1 RETURNING vault_id, user_id',
        [id],
      );
      const removed = rows[0];
      if (removed?.user_id) await vaultMembershipRows.remove(tx, removed.vault_id, removed.user_id);
      if (removed) await this.outbox.appendIn(tx, events);
      return Boolean(removed);
    });
  }

  async join(tokenHash: string, userId: string, at: Date): Promise<JoinOutcome> {
    return this.db.transaction(async (tx) => {
      // The row's own update is the single-use check: of two accepts at once, one finds it used.
      const [rows]: [Array<{ vault_id: string; role: MemberRole }>, number] = await tx.query(
        `UPDATE vault_invitations SET user_id = $2, joined_at = $3
         WHERE token_hash = $1 AND joined_at IS NULL AND expires_at > $3 RETURNING vault_id, role`,
        [tokenHash, userId, at],
      );
      const used = rows[0];
      if (!used) return 'gone';
      await vaultMembershipRows.add(tx, { vaultId: used.vault_id, userId, role: used.role, at });
      return 'joined';
    });
  }
}
