import { MemberView } from '@storyvault/contracts';
import { SentInvitation } from '../../application/family-members.use-cases';
import { FamilyMember } from '../../domain/invitation';

export function toMemberView(member: FamilyMember): MemberView {
  return {
    id: member.id,
    name: member.name,
    email: member.email,
    role: member.role,
    status: member.status,
    invitedAt: member.invitedAt.toISOString(),
    joinedAt: member.joinedAt?.toISOString() ?? null,
    expiresAt: member.expiresAt?.toISOString() ?? null,
  };
}

export function toSentInvitationView({ member, emailSent }: SentInvitation): MemberView {
  return { ...toMemberView(member), emailSent };
}
