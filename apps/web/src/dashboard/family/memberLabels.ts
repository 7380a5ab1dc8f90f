import type { MemberRole, MemberStatus } from '@storyvault/contracts';
import type { WebMessageKey } from '../../i18n/messages';

/** Each role's name, as a catalogue key (the words are in the person's language). */
export const ROLE_LABELS: Record<MemberRole, WebMessageKey> = {
  viewer: 'dashboard.family.role.viewer',
  contributor: 'dashboard.family.role.contributor',
};

/** Each role with what it lets a family member do, as the invite form offers it. */
export const ROLE_CHOICES: Record<MemberRole, WebMessageKey> = {
  viewer: 'dashboard.family.role.viewerChoice',
  contributor: 'dashboard.family.role.contributorChoice',
};

/** Status words, never colour alone: the chip always says which it is. */
export const STATUS_LABELS: Record<MemberStatus, WebMessageKey> = {
  invited: 'dashboard.family.status.invited',
  joined: 'dashboard.family.status.joined',
  expired: 'dashboard.family.status.expired',
};
