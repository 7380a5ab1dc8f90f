import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, NotifyChoice } from '@storyvault/contracts';
import { FAMILY_KEYS, useFamilyCalls } from '../data/familyQueries';

/** The signed-in person's choice of new-story emails for one vault, and the way to change it. */
export function useNewStoryEmails(vaultId: string) {
  const calls = useFamilyCalls();
  const queryClient = useQueryClient();
  const key = FAMILY_KEYS.notifications(vaultId);
  const setting = useQuery({ queryKey: key, queryFn: ({ signal }) => calls.getNotifications(vaultId, signal) });
  const change = useMutation({
    mutationFn: (notify: NotifyChoice) => calls.setNotifications(vaultId, notify),
    onSuccess: (answer, notify) =>
      queryClient.setQueryData<NotificationSettings>(key, (current) => ({
        ...current,
        ...answer,
        notify: answer?.notify ?? notify,
      })),
  });
  return { setting, change };
}
