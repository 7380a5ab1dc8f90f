import { useCallback, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../i18n/LanguageContext';
import { createAuthProvider, SIGN_IN_PATH } from './authProvider';

/**
 * The dashboard's authProvider, and the sign-out its Logout buttons use: first the react-admin tree
 * is taken down (synchronously, from the click), then the authProvider ends the session, then /signin.
 * In that order no react-admin query is still mounted to refill the cache after it is dropped, and
 * react-admin's own useLogout (which clears the cache again after navigating, dropping the light pages'
 * "signed out" answer) is not involved.
 */
export function useDashboardSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { setLanguage } = useLanguage();
  const [signingOut, setSigningOut] = useState(false);
  const authProvider = useMemo(() => createAuthProvider(queryClient), [queryClient]);

  const signOut = useCallback(async () => {
    flushSync(() => setSigningOut(true));
    await authProvider.logout({});
    // Signed out, the app speaks the browser's language again.
    setLanguage(null);
    navigate(SIGN_IN_PATH);
  }, [authProvider, navigate, setLanguage]);

  return { authProvider, signOut, signingOut };
}
