import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider, UserIdentity } from 'react-admin';
import type { UserView } from '@storyvault/contracts';
import { endSession, forgetSession, isKnownSignedOut, loadCurrentUser } from '../../api/session';

export const SIGN_IN_PATH = '/signin';

/** The identity react-admin hands to useGetIdentity: the session user, named as react-admin expects. */
export interface OwnerIdentity extends UserIdentity {
  fullName: string;
  email: string;
  hasFullAccess: boolean;
}

// message false: react-admin shows no notification of its own; the page simply changes.
const signedOut = () => Promise.reject({ redirectTo: SIGN_IN_PATH, message: false });

export const toIdentity = (user: UserView): OwnerIdentity => ({
  id: user.email,
  fullName: user.name,
  email: user.email,
  hasFullAccess: user.hasFullAccess,
});

/**
 * react-admin's view of the session, on the same cached GET /api/me answer as the light pages
 * (so both always agree), and the same logout: POST /api/logout, errors ignored, all cached data dropped.
 * Signing in happens on the light /signin page, never inside react-admin.
 */
export function createAuthProvider(queryClient: QueryClient): AuthProvider {
  // react-admin may ask to log out from several places (a 401 seen by many queries, then a failed checkAuth):
  // one logout call is enough, and none once the session is known to be over.
  let ending: Promise<void> | null = null;
  return {
    login: () => Promise.resolve(),
    logout: async () => {
      if (!ending && isKnownSignedOut(queryClient)) forgetSession(queryClient);
      else {
        ending ??= endSession(queryClient).finally(() => {
          ending = null;
        });
        await ending;
      }
      return SIGN_IN_PATH;
    },
    checkAuth: async () => {
      if (!(await loadCurrentUser(queryClient))) return signedOut();
    },
    checkError: async (error: unknown) => {
      // Only an expired session signs the owner out; any other failure is shown where it happened.
      if ((error as { status?: number } | undefined)?.status === 401) return signedOut();
    },
    getIdentity: async () => {
      const user = await loadCurrentUser(queryClient);
      return user ? toIdentity(user) : signedOut();
    },
  };
}
