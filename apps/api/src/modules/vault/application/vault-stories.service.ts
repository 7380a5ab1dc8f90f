import { Injectable } from '@nestjs/common';
import { Vault } from '../domain/vault';
import { VaultRepository } from './ports/vault.repository';

/** The vaults the stories and inbound modules look up: by their senior's email, by id. */
@Injectable()
export class VaultStories {
  constructor(private readonly vaults: VaultRepository) {}

  /** The vaults whose senior has one of these emails, by normalised email. */
  async vaultsOfSeniors(emails: string[]): Promise<Map<string, Vault[]>> {
    const byEmail = new Map<string, Vault[]>();
    for (const vault of await this.vaults.listBySeniorEmails(emails))
      byEmail.set(vault.seniorEmail, [...(byEmail.get(vault.seniorEmail) ?? []), vault]);
    return byEmail;
  }

  /** The vaults among `ids`, by id. */
  async vaultsByIds(ids: string[]): Promise<Map<string, Vault>> {
    return new Map((await this.vaults.findByIds(ids)).map((v) => [v.id, v]));
  }
}
