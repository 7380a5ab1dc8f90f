import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from './session';

/** The signed-in user, or null when signed out (see currentUserQuery). */
export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  return { user: query.data ?? null, isLoading: query.isPending };
}
