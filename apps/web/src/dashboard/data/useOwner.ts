import { useGetIdentity } from 'react-admin';
import type { OwnerIdentity } from '../providers/authProvider';

/** The signed-in owner (name, email, hasFullAccess) from react-admin's identity. */
export function useOwner(): OwnerIdentity | undefined {
  const { identity } = useGetIdentity();
  return identity as OwnerIdentity | undefined;
}
