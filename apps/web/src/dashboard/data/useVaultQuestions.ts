import { useGetList } from 'react-admin';
import type { VaultQuestionView } from '@storyvault/contracts';
import { RESOURCES, STALE_TIME_MS } from '../providers/resources';

const NONE: VaultQuestionView[] = [];

/** The vault's queue of questions not yet sent, first (next) question first. */
export function useVaultQuestions(vaultId: string | undefined) {
  const { data, isPending, error } = useGetList<VaultQuestionView>(
    RESOURCES.vaultQuestions,
    { meta: { vaultId } },
    { enabled: Boolean(vaultId), staleTime: STALE_TIME_MS.vaultQuestions },
  );
  return { questions: data ?? NONE, isPending, error };
}
