import { Injectable } from '@nestjs/common';
import { Relation, roleAllows, VaultPermission, VaultRole } from '../domain/vault-permissions';
import { VaultForbiddenError, VaultNotFoundError } from '../domain/vault.errors';
import { Actor } from './actor';
import { MemberVault, VaultMemberships } from './ports/vault-memberships';

/**
 * The one access policy of every vault endpoint. Someone who is no member of the vault is told
 * it does not exist, like an unknown id (no probing for ids); a member whose role lacks the
 * permission is refused (docs/decisions/0034-vault-members-and-permissions.md; the rules are the
 * table of `domain/vault-permissions.ts`).
 */
@Injectable()
export class VaultAccess {
  constructor(private readonly memberships: VaultMemberships) {}

  async require(actor: Actor, vaultId: string, permission: VaultPermission): Promise<MemberVault> {
    const membership = await this.memberships.findForMember(vaultId, actor.id);
    if (!membership) throw new VaultNotFoundError();
    this.requireOf(membership.role, permission);
    return membership;
  }

  /**
   * The same answer as require, for a role read with other rows (`memberRoleSql`; null: no
   * membership, told as an unknown vault).
   */
  requireRole(role: VaultRole | null, permission: VaultPermission): void {
    if (!role) throw new VaultNotFoundError();
    this.requireOf(role, permission);
  }

  /** The same refusal, for a member whose role was read already (and their relation to the thing). */
  requireOf(role: VaultRole, permission: VaultPermission, relation?: Relation): void {
    if (!roleAllows(role, permission, relation)) throw new VaultForbiddenError();
  }
}
