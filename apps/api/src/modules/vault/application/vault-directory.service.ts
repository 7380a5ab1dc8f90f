import { Injectable } from '@nestjs/common';
import { Vault } from '../domain/vault';
import { VaultQuestion } from '../domain/vault-queue';
import { VaultRepository } from './ports/vault.repository';

/**
 * What other modules read of vaults, with no owner to check: the delivery module's sending and
 * the answer pages. A batch is one look-up, whatever its size.
 */
@Injectable()
export class VaultDirectory {
  constructor(private readonly vaults: VaultRepository) {}

  /** Null for unknown or malformed ids. */
  byId(vaultId: string): Promise<Vault | null> {
    return this.vaults.findById(vaultId);
  }

  /** The existing vaults among `ids`, by id. */
  async byIds(ids: string[]): Promise<Map<string, Vault>> {
    return new Map((await this.vaults.findByIds(ids)).map((v) => [v.id, v]));
  }

  /** The first queued question (by order) of each of these vaults that has one. */
  firstQueued(vaultIds: string[]): Promise<Map<string, VaultQuestion>> {
    return this.vaults.firstQueued(vaultIds);
  }
}
