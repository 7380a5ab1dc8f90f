import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { SaveVaultRequest, VaultView } from '@storyvault/contracts';
import { RESOURCES } from '../providers/resources';
import { useRefreshVaultData } from './useRefreshVaultData';

/**
 * Saves the vault: a create (POST /api/vaults) when there is none yet, else an update (PUT /api/vaults/{id}).
 * Stays pending until the dashboard has refetched, so the screen never shows the old vault after success.
 */
export function useSaveVault(vault: VaultView | undefined) {
  const dataProvider = useDataProvider();
  const refresh = useRefreshVaultData();
  return useMutation({
    mutationFn: (data: SaveVaultRequest) =>
      vault
        ? dataProvider.update<VaultView>(RESOURCES.vaults, { id: vault.id, data, previousData: vault })
        : dataProvider.create<VaultView>(RESOURCES.vaults, { data }),
    onSuccess: () => refresh(),
  });
}
