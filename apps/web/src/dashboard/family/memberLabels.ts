import type { MemberRole, MemberStatus } from '@storyvault/contracts';

export const ROLE_LABELS: Record<MemberRole, string> = { viewer: 'Viewer', contributor: 'Contributor' };

/** What each role lets a family member do, in the words the invite form and the join page use. */
export const ROLE_DESCRIPTIONS: Record<MemberRole, string> = {
  viewer: 'reads, listens and comments',
  contributor: 'also suggests questions',
};

/** Status words, never colour alone: the chip always says which it is. */
export const STATUS_LABELS: Record<MemberStatus, string> = {
  invited: 'Invited',
  joined: 'Joined',
  expired: 'Invitation expired',
};
