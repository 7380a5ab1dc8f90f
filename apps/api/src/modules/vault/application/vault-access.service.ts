import { Injectable } from '@nestjs/common';
import { roleAllows, VaultPermission } from '../domain/vault-permissions';
import { VaultForbiddenError, VaultNotFoundError } from '../domain/vault.errors';
import { Actor } from './actor';
import { MemberVault, VaultMemberships } from './ports/vault-memberships';

/**
 * The one access policy of every vault endpoint. Someone who is no member of the vault is told
 * it does not exist, like an unknown id (no probing for ids); a member whose role lacks the
 * permission is refused (docs/decisions.md, "Vault members and permissions").
 */
@Injectable()
export class VaultAccess {
  constructor(private readonly memberships: VaultMemberships) {}

  async require(actor: Actor, vaultId: string, permission: VaultPermission): Promise<MemberVault> {
    const membership = await this.memberships.findForMember(vaultId, actor.id);
    if (!membership) throw new VaultNotFoundError();
    if (!roleAllows(membership.role, permission)) throw new VaultForbiddenError();
    return membership;
  }
}
