import { Injectable } from '@nestjs/common';
import { ManageUsers } from '../../auth/auth.public';
import { Vault } from '../domain/vault';
import { ActorWithAccess } from './actor';

/** What a vault's members are told of its owner. */
export interface VaultOwnerInfo {
  name: string;
  hasFullAccess: boolean;
}

/**
 * Whether a vault's owner has full access, which sets the vault's effective frequency: the
 * actor's own for the vaults they own (no lookup), asked of auth for the vaults of others.
 */
@Injectable()
export class OwnersFullAccess {
  constructor(private readonly users: ManageUsers) {}

  async of(actor: ActorWithAccess, vaults: Vault[]): Promise<(vault: Vault) => boolean> {
    const owners = await this.owners(actor, vaults);
    return (vault) => owners(vault).hasFullAccess;
  }

  /** Each vault's owner: their name (the actor's own when given) and full access, in one lookup. */
  async owners(actor: ActorWithAccess & { name?: string }, vaults: Vault[]): Promise<(vault: Vault) => VaultOwnerInfo> {
    const others = [...new Set(vaults.map((v) => v.ownerId).filter((id) => id !== actor.id))];
    const owners = others.length ? await this.users.findByIds(others) : new Map<string, VaultOwnerInfo>();
    return (vault) => {
      if (vault.ownerId === actor.id) return { name: actor.name ?? '', hasFullAccess: actor.hasFullAccess };
      const owner = owners.get(vault.ownerId);
      return { name: owner?.name ?? '', hasFullAccess: owner?.hasFullAccess ?? false };
    };
  }
}
