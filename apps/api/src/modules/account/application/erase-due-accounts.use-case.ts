import { Injectable, Logger } from '@nestjs/common';
import { EraseAccount } from '../../auth/auth.public';
import { DeletedAccounts } from '../../billing/billing.public';
import { EraseGifts } from '../../gifts/gifts.public';
import { EraseVaultMail } from '../../inbound/inbound.public';
import { EraseVaultKeepsakes } from '../../keepsakes/keepsakes.public';
import { EraseVaultStories } from '../../stories/stories.public';
import { EraseVault } from '../../vault/vault.public';

const BATCH = 20;

/**
 * Accounts past their 30 days of grace go for good, each module deleting its own part: for
 * every vault the account owns, the stories with their files, the books and archives with
 * theirs, the emails received, then the photo questions' files and the vault itself (members
 * lose it); then the subscription (ended at the provider) with what billing kept, and the gifts
 * the account gave; last the user (their memberships, comments and suggestions in other vaults, their
 * settings and sessions go with it). Every step can run again: a crash half way is finished by
 * the next run, which finds the account still due. A sign-in before the user row goes stops it.
 */
@Injectable()
export class EraseDueAccounts {
  private readonly logger = new Logger(EraseDueAccounts.name);

  constructor(
    private readonly accounts: EraseAccount,
    private readonly vaults: EraseVault,
    private readonly stories: EraseVaultStories,
    private readonly keepsakes: EraseVaultKeepsakes,
    private readonly mail: EraseVaultMail,
    private readonly billing: DeletedAccounts,
    private readonly gifts: EraseGifts,
  ) {}

  async execute(): Promise<number> {
    let erased = 0;
    for (const userId of await this.accounts.due(BATCH)) {
      if (await this.eraseOne(userId)) erased++;
    }
    return erased;
  }

  private async eraseOne(userId: string): Promise<boolean> {
    for (const vaultId of await this.vaults.ownedBy(userId)) {
      if (!(await this.accounts.stillDue(userId))) return false;
      await this.stories.execute(vaultId);
      await this.keepsakes.execute(vaultId);
      await this.mail.execute(vaultId);
      await this.vaults.execute(vaultId, userId);
      this.logger.log({ vaultId }, 'Erased a vault of a deleted account');
    }
    if (!(await this.accounts.stillDue(userId))) return false;
    // The subscription ended at the provider and billing's rows forgotten, the gifts given with them.
    await this.billing.erase(userId);
    await this.gifts.execute(userId);
    const deleted = await this.accounts.deleteUser(userId);
    if (deleted) this.logger.log({ userId }, 'Erased an account after its grace');
    return deleted;
  }
}
