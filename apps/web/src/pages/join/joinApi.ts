import type { AcceptInvitationRequest, AcceptInvitationResponse, MemberRole } from '@storyvault/contracts';
import { apiRequest } from '../../api/client';
import { ENGLISH, type Translate } from '../../i18n/LanguageContext';

/** GET /api/invitations/{token}, read through the app's default query function. */
export const invitationPath = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

export const acceptInvitation = (token: string, request: AcceptInvitationRequest) =>
  apiRequest<AcceptInvitationResponse>('POST', `${invitationPath(token)}/accept`, request);

/** What each role lets a family member do, said to the person invited. */
export function roleOffer(role: MemberRole, seniorName: string, t: Translate = ENGLISH): string {
  const offers: Record<MemberRole, () => string> = {
    contributor: () => t('dashboard.join.offerContributor', { seniorName }),
    viewer: () => t('dashboard.join.offerViewer', { seniorName }),
  };
  return offers[role]();
}
