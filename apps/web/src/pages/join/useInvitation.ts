import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { AcceptInvitationRequest, InvitationView, UserView } from '@storyvault/contracts';
import { CURRENT_USER_KEY } from '../../api/auth';
import { apiErrorStatus } from '../../api/client';
import { rememberFirstVisit } from '../../api/firstVisit';
import { acceptInvitation, invitationPath } from './joinApi';

export type InvitationLink =
  | { state: 'invalid' }
  | { state: 'gone' }
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void }
  | { state: 'ready'; token: string; invitation: InvitationView };

/** The invitation the page's ?token= names: unknown (404), used or expired (410), or what it offers. */
export function useInvitationLink(): InvitationLink {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const query = useQuery<InvitationView>({ queryKey: [invitationPath(token)], enabled: token !== '' });
  if (!token) return { state: 'invalid' };
  if (query.isError) {
    const status = apiErrorStatus(query.error);
    if (status === 404) return { state: 'invalid' };
    if (status === 410) return { state: 'gone' };
    return { state: 'failed', retry: () => void query.refetch() };
  }
  if (!query.data) return { state: 'loading' };
  return { state: 'ready', token, invitation: query.data };
}

/**
 * Accepting: the answer's user becomes the session, and the cached answers of the previous one
 * are dropped (the vault list above all, which now has one more vault).
 */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AcceptInvitationRequest) => acceptInvitation(token, request),
    onSuccess: ({ user }, request) => {
      // A new account made here: the dashboard greets "Welcome", not "Welcome back".
      if (request.password) rememberFirstVisit(user.email);
      // The invitation itself stays, so the page does not read it again (now used) on its way out.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== invitationPath(token) });
      queryClient.setQueryData<UserView | null>(CURRENT_USER_KEY, user);
    },
  });
}
