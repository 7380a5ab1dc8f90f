import type { Language } from '@storyvault/contracts';
import { VaultRole } from '../../domain/vault-permissions';

/** Someone who reads a vault's stories: its owner or a member who joined, with where to write to them. */
export interface VaultRecipient {
  userId: string;
  name: string;
  email: string;
  role: VaultRole;
  /** Their own language: what the family's emails to them are written in. */
  language: Language;
}

/** Port: the people of a vault (vault_members with their accounts, languages included, in one statement), owner first, then members as they joined. */
export abstract class VaultRecipientReader {
  /** Empty for an unknown or malformed vault id. */
  abstract of(vaultId: string): Promise<VaultRecipient[]>;
  /** `of` for many vaults in one statement, by vault id; a vault with no one (or unknown) is absent. */
  abstract ofVaults(vaultIds: string[]): Promise<Map<string, VaultRecipient[]>>;
}
