import { DEFAULT_LANGUAGE, Language } from '@storyvault/contracts';
import {
  VaultRecipient,
  VaultRecipientReader,
} from '../../../src/modules/vault/application/ports/vault-recipient.reader';
import { isMemberRole } from '../../../src/modules/vault/domain/vault-permissions';

/** The people of each vault, kept in memory in the order they were added (the owner put first). */
export class InMemoryVaultRecipientReader extends VaultRecipientReader {
  private readonly byVault = new Map<string, VaultRecipient[]>();

  /** Someone added without a language reads English, as every account did before it had one. */
  add(vaultId: string, recipient: Omit<VaultRecipient, 'language'> & { language?: Language }): void {
    const person: VaultRecipient = { ...recipient, language: recipient.language ?? DEFAULT_LANGUAGE };
    const people = (this.byVault.get(vaultId) ?? []).filter((p) => p.userId !== recipient.userId);
    if (isMemberRole(recipient.role)) people.push(person);
    else people.unshift(person);
    this.byVault.set(vaultId, people);
  }

  remove(vaultId: string, userId: string): void {
    this.byVault.set(
      vaultId,
      (this.byVault.get(vaultId) ?? []).filter((p) => p.userId !== userId),
    );
  }

  async of(vaultId: string): Promise<VaultRecipient[]> {
    return (this.byVault.get(vaultId) ?? []).map((p) => ({ ...p }));
  }

  async ofVaults(vaultIds: string[]): Promise<Map<string, VaultRecipient[]>> {
    const found = new Map<string, VaultRecipient[]>();
    for (const vaultId of new Set(vaultIds)) {
      const people = this.byVault.get(vaultId) ?? [];
      if (people.length)
        found.set(
          vaultId,
          people.map((p) => ({ ...p })),
        );
    }
    return found;
  }
}
