import { UserView } from './auth';
import { VaultRole } from './vault';
import type { Language } from './i18n/languages';

/**
 * The family circle: people the owner invites to a vault, their comments on stories, the
 * questions they suggest, and the new-story emails each of them chooses.
 */

/** The roles an owner gives (the owner's own role is never given). */
export type MemberRole = Exclude<VaultRole, 'owner'>;
export const MEMBER_ROLES: readonly MemberRole[] = ['contributor', 'viewer'];

/** invited: the link is out and still good; joined: they accepted; expired: the link ran out unused. */
export type MemberStatus = 'invited' | 'joined' | 'expired';

/** Family members, and how many a vault may have (owner not counted). */
export const FAMILY_LIMITS = {
  membersPerVault: 30,
  invitationsPerOwnerPerHour: 20,
  invitationDays: 14,
  commentMaxLength: 2000,
  suggestionMaxLength: 500,
  nameMaxLength: 100,
  /** Comments a story may hold. */
  commentsPerStory: 500,
  /** GET …/comments: a page's size unless `limit` says otherwise, and the largest `limit`. */
  commentsPageSize: 50,
  commentsPageMax: 100,
} as const;

/**
 * How much one person may write in one vault in a while (docs/decisions/0081-limits-where-people-write.md): beyond it
 * the api answers 429 with Retry-After.
 */
export const WRITE_LIMITS = {
  comments: { max: 30, windowMs: 10 * 60_000 },
  suggestions: { max: 20, windowMs: 60 * 60_000 },
  storyPhotos: { max: 20, windowMs: 60 * 60_000 },
  photoQuestions: { max: 10, windowMs: 60 * 60_000 },
} as const;

/** GET /api/vaults/{id}/members (owner only): everyone invited, with their state. */
export interface MemberView {
  id: string;
  name: string;
  email: string;
  role: MemberRole;
  status: MemberStatus;
  invitedAt: string;
  joinedAt: string | null;
  /** When an unused invitation stops working (null once joined). */
  expiresAt: string | null;
  /**
   * Only in the answers to inviting and resending: false when the mail relay refused the email
   * (the invitation is kept; Resend tries again).
   */
  emailSent?: boolean;
}

/** POST /api/vaults/{id}/members */
export interface InviteMemberRequest {
  name: string;
  email: string;
  role: MemberRole;
}

/** GET /api/invitations/{token}: what the join page shows before anyone signs in. */
export interface InvitationView {
  seniorName: string;
  ownerName: string;
  email: string;
  role: MemberRole;
}

/** POST /api/invitations/{token}/accept: {name, password} for a new account, {} when signed in as the invited email. */
export interface AcceptInvitationRequest {
  name?: string;
  password?: string;
}

export interface AcceptInvitationResponse {
  user: UserView;
  vaultId: string;
}

/** GET|POST /api/vaults/{id}/stories/{storyId}/comments */
export interface CommentView {
  id: string;
  text: string;
  author: { name: string };
  createdAt: string;
  /** The signed-in person may delete it: their own, or any when they own the vault. */
  canDelete: boolean;
}

/** POST /api/vaults/{id}/suggestions (contributor or owner); GET lists the open ones (owner). */
/** Where an added suggestion goes in the queue: asked next, or after everything already queued. */
export const SUGGESTION_PLACEMENTS = ['next', 'last'] as const;
export type SuggestionPlacement = (typeof SUGGESTION_PLACEMENTS)[number];

/** POST /api/vaults/{id}/suggestions/{suggestionId}/accept; without a placement it goes last. */
export interface AcceptSuggestionRequest {
  placement?: SuggestionPlacement;
}

export interface SuggestionView {
  id: string;
  text: string;
  suggestedBy: { name: string };
  createdAt: string;
}

/** New-story emails: each story (the default), a weekly digest, or none. */
export type NotifyChoice = 'each' | 'weekly' | 'none';
export const NOTIFY_CHOICES: readonly NotifyChoice[] = ['each', 'weekly', 'none'];

/** The emails a vault's owner chooses to get about the family: someone joined, commented, suggested a question. */
export interface OwnerEmailChoices {
  joins: boolean;
  comments: boolean;
  suggestions: boolean;
}

/** What an owner who never chose gets (docs/decisions/0113-emails-to-the-owner-about-the-family.md). */
export const OWNER_EMAIL_DEFAULTS: OwnerEmailChoices = { joins: true, comments: false, suggestions: true };

/**
 * GET and PUT /api/vaults/{id}/notifications, for the signed-in person: the new-story email
 * choice (PUT `{ notify }`), and for the vault's owner `ownerEmails`, chosen by PUT
 * /api/vaults/{id}/notifications/owner-emails with some of them (the rest stay).
 */
export interface NotificationSettings {
  notify: NotifyChoice;
  ownerEmails?: OwnerEmailChoices;
}

/**
 * GET and PUT /api/notifications, for the signed-in person: their own language, for the emails
 * the family gets and for the dashboard.
 */
export interface PersonSettings {
  language: Language;
}

/**
 * GET /api/notifications/unsubscribe?token= (signed out): whose emails the link stops, and the
 * choice now; POST to the same address stops them and answers `notify: "none"`. A bad link: 404
 * INVALID_UNSUBSCRIBE_LINK.
 */
export interface UnsubscribeView {
  seniorName: string;
  notify: NotifyChoice;
}
