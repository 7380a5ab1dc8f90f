import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AddVaultQuestionRequest } from '@storyvault/contracts';
import { useRefreshVaultData } from '../../data/useRefreshVaultData';
import { RESOURCES } from '../../providers/resources';

/** Attaches library questions one after another, in order; refreshes even after a partial failure. */
export function useAddLibraryQuestions(vaultId: string) {
  const dataProvider = useDataProvider();
  const refresh = useRefreshVaultData();
  return useMutation({
    mutationFn: async (attachments: AddVaultQuestionRequest[]) => {
      for (const data of attachments) {
        await dataProvider.create(RESOURCES.vaultQuestions, { data, meta: { vaultId } });
      }
      return attachments.length;
    },
    onSettled: () => refresh(),
  });
}
