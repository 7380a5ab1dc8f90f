import type { DomainEvent } from '../../../src/shared/events/domain-event';
import { randomUUID } from 'node:crypto';
import { MemberRole, VaultRole } from '@storyvault/contracts';
import { InvitationStore, JoinOutcome } from '../../../src/modules/members/application/ports/invitation.store';
import { Invitation, NewInvitation } from '../../../src/modules/members/domain/invitation';
import { AlreadyMemberError } from '../../../src/modules/members/domain/invitation.errors';
import { isMemberRole } from '../../../src/modules/vault/vault.public';

/** The vault's members as the in-memory vault repository keeps them (its vault_members). */
export interface InMemoryMemberRows {
  readonly members: Map<string, Map<string, VaultRole>>;
  addMember(vaultId: string, userId: string, role: VaultRole): void;
}

/** Invitations in memory, writing the member rows it is given (the in-memory vault repository's). */
export class InMemoryInvitationStore extends InvitationStore {
  readonly invitations: Invitation[] = [];

  constructor(private readonly vaults: InMemoryMemberRows) {
    super();
  }

  async create(invitation: NewInvitation, maxMembers: number): Promise<Invitation | 'limit'> {
    const inVault = this.invitations.filter((i) => i.vaultId === invitation.vaultId);
    if (inVault.some((i) => i.email === invitation.email)) throw AlreadyMemberError.invited();
    if (inVault.length >= maxMembers) return 'limit';
    const created: Invitation = { ...invitation, id: randomUUID(), userId: null, joinedAt: null };
    this.invitations.push(created);
    return { ...created };
  }

  async listByVault(vaultId: string): Promise<Invitation[]> {
    return this.invitations
      .filter((i) => i.vaultId === vaultId)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((i) => ({ ...i }));
  }

  async findInVault(vaultId: string, id: string): Promise<Invitation | null> {
    return this.copy(this.invitations.find((i) => i.vaultId === vaultId && i.id === id));
  }

  async findByEmail(vaultId: string, email: string): Promise<Invitation | null> {
    return this.copy(this.invitations.find((i) => i.vaultId === vaultId && i.email === email));
  }

  async findByTokenHash(tokenHash: string): Promise<Invitation | null> {
    return this.copy(this.invitations.find((i) => i.tokenHash === tokenHash));
  }

  async renew(id: string, tokenHash: string, expiresAt: Date): Promise<Invitation | null> {
    const found = this.invitations.find((i) => i.id === id && !i.joinedAt);
    if (!found) return null;
    Object.assign(found, { tokenHash, expiresAt });
    return { ...found };
  }

  async changeRole(id: string, role: MemberRole): Promise<Invitation | null> {
    const found = this.invitations.find((i) => i.id === id);
    if (!found) return null;
    found.role = role;
    const members = this.vaults.members.get(found.vaultId);
    // The owner's membership is never an invitation's to change.
    if (members && found.userId && isMemberRole(members.get(found.userId))) members.set(found.userId, role);
    return { ...found };
  }

  async remove(id: string, _events: readonly DomainEvent[] = []): Promise<boolean> {
    const index = this.invitations.findIndex((i) => i.id === id);
    if (index < 0) return false;
    const [removed] = this.invitations.splice(index, 1);
    const members = this.vaults.members.get(removed.vaultId);
    if (members && removed.userId && isMemberRole(members.get(removed.userId))) members.delete(removed.userId);
    return true;
  }

  async join(tokenHash: string, userId: string, at: Date): Promise<JoinOutcome> {
    const found = this.invitations.find((i) => i.tokenHash === tokenHash);
    if (!found || found.joinedAt || found.expiresAt.getTime() <= at.getTime()) return 'gone';
    Object.assign(found, { userId, joinedAt: at });
    if (!this.vaults.members.get(found.vaultId)?.has(userId)) this.vaults.addMember(found.vaultId, userId, found.role);
    return 'joined';
  }

  private copy(found: Invitation | undefined): Invitation | null {
    return found ? { ...found } : null;
  }
}
