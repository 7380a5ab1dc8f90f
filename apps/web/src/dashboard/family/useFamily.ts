import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteMemberRequest, MemberRole } from '@storyvault/contracts';
import { FAMILY_KEYS, useFamilyCalls } from '../data/familyQueries';

/** Everyone the owner has invited to the vault, with their state (owner only). */
export function useMembers(vaultId: string) {
  const calls = useFamilyCalls();
  return useQuery({
    queryKey: FAMILY_KEYS.members(vaultId),
    queryFn: ({ signal }) => calls.getMembers(vaultId, signal),
  });
}

/** The owner's changes to the circle; each refreshes the list once it is done. */
export function useMemberChanges(vaultId: string) {
  const calls = useFamilyCalls();
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: FAMILY_KEYS.members(vaultId) });
  const invite = useMutation({
    mutationFn: (request: InviteMemberRequest) => calls.inviteMember(vaultId, request),
    onSettled,
  });
  const changeRole = useMutation({
    mutationFn: ({ memberId, role }: { memberId: string; role: MemberRole }) =>
      calls.changeMemberRole(vaultId, memberId, role),
    onSettled,
  });
  const resend = useMutation({
    mutationFn: (memberId: string) => calls.resendInvitation(vaultId, memberId),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (memberId: string) => calls.removeMember(vaultId, memberId),
    onSettled,
  });
  return { invite, changeRole, resend, remove };
}
