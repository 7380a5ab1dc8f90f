import type { ReactNode } from 'react';
import { useCurrentUser } from '../api/useCurrentUser';
import { SignInPage } from '../pages/lazyPages';
import { FullScreenLoading } from './FullScreenLoading';

/**
 * docs/product.md §2: a protected screen shows only to a signed-in user. Signed out, the sign-in
 * screen appears in its place at the same URL; signing in there reveals the screen.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <FullScreenLoading />;
  if (!user) return <SignInPage inPlace />;
  return <>{children}</>;
}
