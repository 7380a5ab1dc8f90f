import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { UserView } from '@storyvault/contracts';
import { CURRENT_USER_KEY, fetchCurrentUser, logout } from './auth';
import { forgetFirstVisit } from './firstVisit';

/** docs/product.md §9: the session answer is cached 5 minutes. */
export const SESSION_STALE_TIME_MS = 5 * 60 * 1000;

/**
 * The signed-in user, or null when signed out. docs/product.md §4: a 401 or any other failure of
 * the session call means signed out, so this query never ends in an error state.
 * Shared by the light pages (useCurrentUser) and the dashboard's authProvider, so both read
 * one cached answer.
 */
export const currentUserQuery = queryOptions<UserView | null>({
  queryKey: CURRENT_USER_KEY,
  queryFn: async () => {
    try {
      return await fetchCurrentUser();
    } catch {
      return null;
    }
  },
  staleTime: SESSION_STALE_TIME_MS,
});

/** The cached user when fresh, else one session call. */
export function loadCurrentUser(queryClient: QueryClient): Promise<UserView | null> {
  return queryClient.fetchQuery(currentUserQuery);
}

/** Drops every cached answer and records the user as signed out. */
export function forgetSession(queryClient: QueryClient): void {
  forgetFirstVisit();
  queryClient.clear();
  // Cleared first, then marked signed out: a still-mounted session observer would otherwise
  // rebuild the empty query and fetch /api/me again before the page changes.
  queryClient.setQueryData<UserView | null>(CURRENT_USER_KEY, null);
}

/** True once the session call answered "signed out" (or a logout happened), as opposed to not yet known. */
export const isKnownSignedOut = (queryClient: QueryClient): boolean =>
  queryClient.getQueryData(CURRENT_USER_KEY) === null;

/** docs/product.md §4: try the logout call, ignore its failure, forget the user and every cached answer. */
export async function endSession(queryClient: QueryClient): Promise<void> {
  try {
    await logout();
  } catch {
    // The session is dropped locally either way; a failed call must not keep the user signed in here.
  }
  forgetSession(queryClient);
}
