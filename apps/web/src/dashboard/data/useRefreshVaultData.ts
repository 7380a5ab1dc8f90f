import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { REFRESHED_AFTER_MUTATION } from '../providers/resources';

/** Refetches what a mutation may have changed: the vault list, the queue (and so what comes up next), stats and activities. */
export function useRefreshVaultData(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // react-admin keys its queries [resource, method, params], so the resource name matches all of them.
    await Promise.all(
      REFRESHED_AFTER_MUTATION.map((resource) => queryClient.invalidateQueries({ queryKey: [resource] })),
    );
  }, [queryClient]);
}
