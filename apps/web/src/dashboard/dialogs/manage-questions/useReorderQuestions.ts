import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { VaultQuestionView } from '@storyvault/contracts';
import { useRefreshVaultData } from '../../data/useRefreshVaultData';
import type { StoryVaultDataProvider } from '../../providers/dataProvider';
import { renumberedOrders } from './queueOrder';

/**
 * Saves a new order of the whole queue. Until the refetch is done the mutation stays pending, and
 * its variables (the list as the owner arranged it) are what the dialog shows.
 */
export function useReorderQuestions(vaultId: string) {
  const dataProvider = useDataProvider<StoryVaultDataProvider>();
  const refresh = useRefreshVaultData();
  return useMutation({
    mutationFn: (list: VaultQuestionView[]) => dataProvider.reorderVaultQuestions(vaultId, renumberedOrders(list)),
    onSuccess: () => refresh(),
  });
}
