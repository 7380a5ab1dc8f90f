import { Injectable } from '@nestjs/common';
import { ManageUsers } from '../../auth/auth.public';
import { VaultNotFoundError } from '../domain/vault.errors';
import { GiftVaultInput, SaveVault } from './save-vault.use-case';

export type { GiftVaultInput } from './save-vault.use-case';

/** What the gifts module may do with vaults: make the giver's vault once the payment made the giver's account. */
@Injectable()
export class GiftVaults {
  constructor(
    private readonly save: SaveVault,
    private readonly users: ManageUsers,
  ) {}

  /** The new vault's id. */
  async create(ownerId: string, input: GiftVaultInput): Promise<string> {
    const owner = await this.users.findById(ownerId);
    if (!owner) throw new VaultNotFoundError();
    const vault = await this.save.createGift(
      { id: owner.id, name: owner.name, hasFullAccess: owner.hasFullAccess },
      input,
    );
    return vault.id;
  }
}
