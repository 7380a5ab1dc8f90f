import { NewVault, Vault } from '../../domain/vault';

/** Port: the vault rows themselves. */
export abstract class VaultRepository {
  /** The owner's vaults, oldest first. */
  abstract listByOwner(ownerId: string): Promise<Vault[]>;
  /** Vaults whose senior has this email (normalised), oldest first. */
  abstract listBySeniorEmail(email: string): Promise<Vault[]>;
  /** listBySeniorEmail for several emails at once (normalised), oldest first. */
  abstract listBySeniorEmails(emails: string[]): Promise<Vault[]>;
  /** Null for unknown or malformed ids. */
  abstract findById(id: string): Promise<Vault | null>;
  /** The existing vaults among `ids` (malformed ids skipped). */
  abstract findByIds(ids: string[]): Promise<Vault[]>;
  /** Creates the vault and, with it (all or nothing), its owner's membership. */
  abstract create(vault: NewVault): Promise<Vault>;
  abstract update(vault: Vault): Promise<Vault>;
  /** The introduction email is due again (to the senior's current address): the workers send it. */
  abstract requestIntroduction(vaultId: string): Promise<void>;
  /** A gift's first morning moved (a new time zone), and its first question with it when one is planned. */
  abstract setStart(vaultId: string, startsAt: Date, nextSendAt: Date | null): Promise<Vault>;
}
