import type { AcceptInvitationRequest, AcceptInvitationResponse, MemberRole } from '@storyvault/contracts';
import { apiRequest } from '../../api/client';

/** GET /api/invitations/{token}, read through the app's default query function. */
export const invitationPath = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

export const acceptInvitation = (token: string, request: AcceptInvitationRequest) =>
  apiRequest<AcceptInvitationResponse>('POST', `${invitationPath(token)}/accept`, request);

/** What each role lets a family member do, said to the person invited. */
export function roleOffer(role: MemberRole, seniorName: string): string {
  return role === 'contributor'
    ? `You'll be able to read and listen to ${seniorName}'s stories, comment on them, and suggest questions to ask.`
    : `You'll be able to read and listen to ${seniorName}'s stories and comment on them.`;
}
