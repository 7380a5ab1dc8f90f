import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserView } from '@storyvault/contracts';
import { CURRENT_USER_KEY, login } from './auth';
import { forgetFirstVisit } from './firstVisit';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      forgetFirstVisit();
      queryClient.setQueryData<UserView | null>(CURRENT_USER_KEY, user);
    },
  });
}
