import { Injectable } from '@nestjs/common';
import { Vault } from '../domain/vault';
import { VaultQuestion } from '../domain/vault-queue';
import { VaultRepository } from './ports/vault.repository';
import { VaultQueueStore } from './ports/vault-queue.store';

/**
 * What other modules read of vaults, with no owner to check: the delivery module's sending, the
 * answer pages, the notifications, and mail in finding a senior's vaults. A batch is one
 * look-up, whatever its size.
 */
@Injectable()
export class VaultDirectory {
  constructor(
    private readonly vaults: VaultRepository,
    private readonly queue: VaultQueueStore,
  ) {}

  /** Null for unknown or malformed ids. */
  byId(vaultId: string): Promise<Vault | null> {
    return this.vaults.findById(vaultId);
  }

  /** The existing vaults among `ids`, by id. */
  async byIds(ids: string[]): Promise<Map<string, Vault>> {
    return new Map((await this.vaults.findByIds(ids)).map((v) => [v.id, v]));
  }

  /** The vaults whose senior has one of these emails, by normalised email. */
  async vaultsOfSeniors(emails: string[]): Promise<Map<string, Vault[]>> {
    const byEmail = new Map<string, Vault[]>();
    for (const vault of await this.vaults.listBySeniorEmails(emails))
      byEmail.set(vault.seniorEmail, [...(byEmail.get(vault.seniorEmail) ?? []), vault]);
    return byEmail;
  }

  /** The first queued question (by order) of each of these vaults that has one. */
  firstQueued(vaultIds: string[]): Promise<Map<string, VaultQuestion>> {
    return this.queue.firstQueued(vaultIds);
  }
}
