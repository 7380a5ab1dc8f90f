import { Injectable } from '@nestjs/common';
import { VaultRecipient, VaultRecipientReader } from './ports/vault-recipient.reader';

/**
 * Who hears of a vault's news (the new-story emails): its owner and every member who joined,
 * with name and email. Read fresh each time, so someone removed is left out at once.
 */
@Injectable()
export class VaultRecipients {
  constructor(private readonly reader: VaultRecipientReader) {}

  of(vaultId: string): Promise<VaultRecipient[]> {
    return this.reader.of(vaultId);
  }

  /** The people of many vaults in one read, by vault id; a vault with no one is absent. */
  ofVaults(vaultIds: string[]): Promise<Map<string, VaultRecipient[]>> {
    return this.reader.ofVaults(vaultIds);
  }
}
