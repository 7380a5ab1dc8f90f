import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserView } from '@storyvault/contracts';
import { CURRENT_USER_KEY, register } from './auth';
import { rememberFirstVisit } from './firstVisit';

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user }) => {
      rememberFirstVisit(user.email);
      queryClient.setQueryData<UserView | null>(CURRENT_USER_KEY, user);
    },
  });
}
