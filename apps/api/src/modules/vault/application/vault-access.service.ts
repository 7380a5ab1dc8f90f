import { Injectable } from '@nestjs/common';
import { Vault } from '../domain/vault';
import { VaultNotFoundError } from '../domain/vault.errors';
import { VaultRepository } from './ports/vault.repository';

/** Finds a vault for its owner; anyone else is told it does not exist (no probing for ids). */
@Injectable()
export class VaultAccess {
  constructor(private readonly vaults: VaultRepository) {}

  async ownedVault(vaultId: string, ownerId: string): Promise<Vault> {
    const vault = await this.vaults.findById(vaultId);
    if (!vault || vault.ownerId !== ownerId) throw new VaultNotFoundError();
    return vault;
  }
}
