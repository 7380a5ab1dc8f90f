import { Injectable } from '@nestjs/common';
import { InboundMessageStore } from './ports/inbound-message.store';

/** The emails a vault being erased received (kept whole, in the database) go with it. */
@Injectable()
export class EraseVaultMail {
  constructor(private readonly store: InboundMessageStore) {}

  execute(vaultId: string): Promise<number> {
    return this.store.deleteForVault(vaultId);
  }
}
