import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SuggestionPlacement } from '@storyvault/contracts';
import { FAMILY_KEYS, useFamilyCalls } from '../data/familyQueries';
import { useRefreshVaultData } from '../data/useRefreshVaultData';

/** The open suggestions of the family (owner only), and adding one to the queue or dismissing it. */
export function useSuggestions(vaultId: string) {
  const calls = useFamilyCalls();
  const queryClient = useQueryClient();
  const refreshVault = useRefreshVaultData();
  const key = FAMILY_KEYS.suggestions(vaultId);
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => calls.getSuggestions(vaultId, signal) });
  const onSettled = () => queryClient.invalidateQueries({ queryKey: key });
  const accept = useMutation({
    mutationFn: ({ suggestionId, placement }: { suggestionId: string; placement: SuggestionPlacement }) =>
      calls.acceptSuggestion(vaultId, suggestionId, placement),
    // The question joined the queue: what comes next, the stats and the activity change with it.
    onSuccess: () => refreshVault(),
    onSettled,
  });
  const dismiss = useMutation({
    mutationFn: (suggestionId: string) => calls.dismissSuggestion(vaultId, suggestionId),
    onSettled,
  });
  return { list, accept, dismiss };
}

/** Contributors' photo questions waiting for the owner, and adding one to the queue or dismissing it. */
export function useWaitingPhotoQuestions(vaultId: string) {
  const calls = useFamilyCalls();
  const queryClient = useQueryClient();
  const refreshVault = useRefreshVaultData();
  const key = FAMILY_KEYS.waitingPhotoQuestions(vaultId);
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => calls.getWaitingPhotoQuestions(vaultId, signal) });
  const onSettled = () => queryClient.invalidateQueries({ queryKey: key });
  const accept = useMutation({
    mutationFn: (questionId: string) => calls.approvePhotoQuestion(vaultId, questionId),
    onSuccess: () => refreshVault(),
    onSettled,
  });
  const dismiss = useMutation({
    mutationFn: (questionId: string) => calls.dismissPhotoQuestion(vaultId, questionId),
    onSettled,
  });
  return { list, accept, dismiss };
}

/** A contributor's suggestion to the owner. */
export function useSuggestQuestion(vaultId: string) {
  const calls = useFamilyCalls();
  return useMutation({ mutationFn: (text: string) => calls.suggestQuestion(vaultId, text) });
}
