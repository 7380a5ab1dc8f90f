import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import { RESOURCES } from '../providers/resources';

// What react-admin's useGetList(RESOURCES.vaults) asks for when given nothing (CurrentVaultProvider):
// its default page, sort and filter. Its cache key is these, after the resource and 'getList'.
const LIST_PARAMS = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'DESC' as const }, filter: {} };
export const VAULT_LIST_KEY = [RESOURCES.vaults, 'getList', LIST_PARAMS] as const;

/**
 * Asks for the user's vaults as soon as the dashboard knows who is signed in, alongside their
 * language setting. Left to CurrentVaultProvider, the list waited for the language, then for
 * react-admin to mount and check the session: the stories, which need the vault, came after all that.
 * The answer lands in the cache under the key useGetList reads (and the app's queries never go
 * stale by themselves), so the provider finds it there, or joins the call still on its way.
 */
export function usePrefetchVaults(dataProvider: DataProvider, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    void queryClient.prefetchQuery({
      queryKey: VAULT_LIST_KEY,
      // Shaped as useGetList's own query function shapes the provider's answer.
      queryFn: () =>
        dataProvider
          .getList(RESOURCES.vaults, LIST_PARAMS)
          .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    });
  }, [dataProvider, enabled, queryClient]);
}
