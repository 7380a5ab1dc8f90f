import { Injectable } from '@nestjs/common';
import { Vault } from '../domain/vault';
import { VaultRepository } from './ports/vault.repository';

export interface VaultSnapshot {
  vault: Vault;
  queueLength: number;
  askedQuestionIds?: string[];
}

@Injectable()
export class ListVaults {
  constructor(private readonly vaults: VaultRepository) {}

  async execute(ownerId: string): Promise<VaultSnapshot[]> {
    return this.snapshots(await this.vaults.listByOwner(ownerId));
  }

  /** For operators, who know a senior by their email. */
  async bySeniorEmail(email: string): Promise<VaultSnapshot[]> {
    return this.snapshots(await this.vaults.listBySeniorEmail(email));
  }

  private snapshots(vaults: Vault[]): Promise<VaultSnapshot[]> {
    return Promise.all(
      vaults.map(async (vault) => ({
        vault,
        queueLength: (await this.vaults.listQueue(vault.id)).length,
        askedQuestionIds: await this.vaults.askedQuestionIds(vault.id),
      })),
    );
  }
}
