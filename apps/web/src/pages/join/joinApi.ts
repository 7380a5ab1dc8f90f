import type { AcceptInvitationRequest, AcceptInvitationResponse, MemberRole } from '@storyvault/contracts';
import { apiRequest } from '../../api/client';

/** GET /api/invitations/{token}, read through the app's default query function. */
export const invitationPath = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

export const acceptInvitation = (token: string, request: AcceptInvitationRequest) =>
  apiRequest<AcceptInvitationResponse>('POST', `${invitationPath(token)}/accept`, request);

const ROLE_OFFERS: Record<MemberRole, (seniorName: string) => string> = {
  contributor: (seniorName) =>
    `You'll be able to read and listen to ${seniorName}'s stories, comment on them, and suggest questions to ask.`,
  viewer: (seniorName) => `You'll be able to read and listen to ${seniorName}'s stories and comment on them.`,
};

/** What each role lets a family member do, said to the person invited. */
export function roleOffer(role: MemberRole, seniorName: string): string {
  return ROLE_OFFERS[role](seniorName);
}
