import type { DomainEvent } from '../../../../shared/events/domain-event';
import { MemberRole } from '@storyvault/contracts';
import { Invitation, NewInvitation } from '../../domain/invitation';

export type JoinOutcome = 'joined' | 'gone';

/**
 * Port: the invitations of vaults, which are its family members, and the vault_members rows of
 * those who joined: every change that touches both does so all at once.
 */
export abstract class InvitationStore {
  /**
   * Adds the invitation unless the vault already has `maxMembers` invitations (of any state),
   * counted and added under one lock on the vault: 'limit' then. Throws AlreadyMemberError when
   * the email is already invited to that vault.
   */
  abstract create(invitation: NewInvitation, maxMembers: number): Promise<Invitation | 'limit'>;
  /** The vault's invitations, oldest first. */
  abstract listByVault(vaultId: string): Promise<Invitation[]>;
  /** Null for unknown or malformed ids, or an invitation of another vault. */
  abstract findInVault(vaultId: string, id: string): Promise<Invitation | null>;
  abstract findByEmail(vaultId: string, email: string): Promise<Invitation | null>;
  abstract findByTokenHash(tokenHash: string): Promise<Invitation | null>;
  /** A fresh token for an invitation not yet used; null when it is unknown or already joined. */
  abstract renew(id: string, tokenHash: string, expiresAt: Date): Promise<Invitation | null>;
  /** Changes the role on the invitation and, once joined, on the member's vault_members row. */
  abstract changeRole(id: string, role: MemberRole): Promise<Invitation | null>;
  /** Deletes the invitation and the member's vault_members row (never the owner's) at once; false when unknown. */
  /** Removes the invitation and its member's row; `events` are stored with the change (they commit together). */
  abstract remove(id: string, events?: readonly DomainEvent[]): Promise<boolean>;
  /**
   * Uses the invitation whose token hash this is, if unused and not expired at `at`: records
   * the user and the time and adds their vault_members row (kept when they already have one),
   * all at once. 'gone' when it was used or expired meanwhile.
   */
  abstract join(tokenHash: string, userId: string, at: Date): Promise<JoinOutcome>;
}
