import { useGetList } from 'react-admin';
import type { VaultView } from '@storyvault/contracts';
import { RESOURCES } from '../providers/resources';

/** SPEC.md §2: the owner's first vault is the one the dashboard uses. */
export function useCurrentVault() {
  const { data, isPending, error } = useGetList<VaultView>(RESOURCES.vaults);
  return { vault: data?.[0], isPending, error };
}
