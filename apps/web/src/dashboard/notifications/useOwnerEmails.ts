import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, OwnerEmailChoices } from '@storyvault/contracts';
import { FAMILY_KEYS, useFamilyCalls } from '../data/familyQueries';

/** The owner's emails about the family in one vault (read with the new-story choice), and changing one. */
export function useOwnerEmails(vaultId: string) {
  const calls = useFamilyCalls();
  const queryClient = useQueryClient();
  const key = FAMILY_KEYS.notifications(vaultId);
  const setting = useQuery({ queryKey: key, queryFn: ({ signal }) => calls.getNotifications(vaultId, signal) });
  const change = useMutation({
    mutationFn: (choice: Partial<OwnerEmailChoices>) => calls.setOwnerEmails(vaultId, choice),
    onSuccess: (answer) =>
      queryClient.setQueryData<NotificationSettings>(key, (current) => ({ ...current, ...answer })),
  });
  return { setting, change };
}
