import { Vault } from '../../domain/vault';
import { VaultRole } from '../../domain/vault-permissions';

/** A vault and the role one user has in it. */
export interface MemberVault {
  vault: Vault;
  role: VaultRole;
}

/** Port: who is a member of which vault (`vault_members`), read with the vault: what the access policy asks first. */
export abstract class VaultMemberships {
  /** The vaults the user is a member of: the ones they own first, then the others; oldest first within each. */
  abstract listByMember(userId: string): Promise<MemberVault[]>;
  /** The vault with the user's role in it; null when either is unknown or malformed, or the user is no member. */
  abstract findForMember(vaultId: string, userId: string): Promise<MemberVault | null>;
}
