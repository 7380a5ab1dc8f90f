import { Injectable } from '@nestjs/common';
import { ManageUsers } from '../../auth/auth.public';
import { Vault } from '../domain/vault';
import { ActorWithAccess } from './actor';

/**
 * Whether a vault's owner has full access, which sets the vault's effective frequency: the
 * actor's own for the vaults they own (no lookup), asked of auth for the vaults of others.
 */
@Injectable()
export class OwnersFullAccess {
  constructor(private readonly users: ManageUsers) {}

  async of(actor: ActorWithAccess, vaults: Vault[]): Promise<(vault: Vault) => boolean> {
    const others = [...new Set(vaults.map((v) => v.ownerId).filter((id) => id !== actor.id))];
    const owners = others.length ? await this.users.findByIds(others) : new Map<string, { hasFullAccess: boolean }>();
    return (vault) =>
      vault.ownerId === actor.id ? actor.hasFullAccess : (owners.get(vault.ownerId)?.hasFullAccess ?? false);
  }
}
