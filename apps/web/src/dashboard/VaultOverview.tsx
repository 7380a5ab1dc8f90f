import type { VaultView } from '@storyvault/contracts';
import { isOwnerOf } from './data/vaultRole';
import { MemberVaultOverview } from './member/MemberVaultOverview';
import { OwnerVaultOverview } from './OwnerVaultOverview';

/** A set-up vault as the user may see it: the owner with every tool, a family member with the stories. */
export function VaultOverview({ vault }: { vault: VaultView }) {
  return isOwnerOf(vault) ? <OwnerVaultOverview vault={vault} /> : <MemberVaultOverview vault={vault} />;
}
