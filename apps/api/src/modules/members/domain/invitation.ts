import { createHash, randomBytes } from 'node:crypto';
import { FAMILY_LIMITS, MEMBER_ROLES, MemberRole, MemberStatus } from '@storyvault/contracts';
import { InvalidMemberError } from './invitation.errors';

/**
 * One person the owner invited to a vault: the "member" of the family list. It stays the
 * member after they join (user_id, joined_at), so the owner's list and its ids never change
 * shape between "invited" and "joined" (docs/decisions/0043-family-members-and-invitations.md).
 */
export interface Invitation {
  id: string;
  vaultId: string;
  name: string;
  /** Normalised (trimmed, lower case): the account the person joins with has this email. */
  email: string;
  role: MemberRole;
  tokenHash: string;
  expiresAt: Date;
  invitedBy: string | null;
  createdAt: Date;
  userId: string | null;
  joinedAt: Date | null;
}

/** An invitation as the owner's family list shows it. */
export interface FamilyMember {
  id: string;
  name: string;
  email: string;
  role: MemberRole;
  status: MemberStatus;
  invitedAt: Date;
  joinedAt: Date | null;
  /** When an unused invitation stops working; null once joined. */
  expiresAt: Date | null;
}

export function toFamilyMember(invitation: Invitation, now: Date): FamilyMember {
  return {
    id: invitation.id,
    name: invitation.name,
    email: invitation.email,
    role: invitation.role,
    status: invitationStatus(invitation, now),
    invitedAt: invitation.createdAt,
    joinedAt: invitation.joinedAt,
    expiresAt: invitation.joinedAt ? null : invitation.expiresAt,
  };
}

const MINUTE_MS = 60_000;

/**
 * Invitations and resends per owner (emails to people who asked for none), and unknown
 * invitation links per client address (guessing): fixed windows, counted in the database.
 */
export const INVITATION_THROTTLES = {
  invitesPerOwner: { max: FAMILY_LIMITS.invitationsPerOwnerPerHour, windowMs: 60 * MINUTE_MS },
  unknownLinksPerAddress: { max: 20, windowMs: 15 * MINUTE_MS },
} as const;

export type NewInvitation = Omit<Invitation, 'id' | 'userId' | 'joinedAt'>;

const DAY_MS = 24 * 60 * 60 * 1000;
export const INVITATION_TTL_MS = FAMILY_LIMITS.invitationDays * DAY_MS;
const TOKEN_BYTES = 32;
const EMAIL_MAX_LENGTH = 254;

export function invitationStatus(invitation: Pick<Invitation, 'joinedAt' | 'expiresAt'>, now: Date): MemberStatus {
  if (invitation.joinedAt) return 'joined';
  return invitation.expiresAt.getTime() <= now.getTime() ? 'expired' : 'invited';
}

export interface IssuedInvitationToken {
  /** Goes into the emailed link only; never stored, never logged. */
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

/** 256 random bits, of which only the SHA-256 is kept: a leaked table opens no vault. */
export function issueInvitationToken(now: Date): IssuedInvitationToken {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token), expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A token worth looking up at all: 32 bytes in base64url. */
export function isWellFormedInvitationToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

export function normalizeMemberEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface MemberInput {
  name: string;
  email: string;
  role: MemberRole;
}

export function parseMemberRole(role: unknown): MemberRole {
  if (!MEMBER_ROLES.includes(role as MemberRole)) {
    throw new InvalidMemberError('Choose a role: contributor or viewer.');
  }
  return role as MemberRole;
}

/** The invitation form's rules: a name of 1–100 characters, a valid email, a role. */
export function parseMemberInput(input: { name?: unknown; email?: unknown; role?: unknown }): MemberInput {
  const name = typeof input.name === 'string' ? input.name.trim().replace(/\s+/g, ' ') : '';
  if (!name) throw new InvalidMemberError('Please enter their name.');
  if (name.length > FAMILY_LIMITS.nameMaxLength) {
    throw new InvalidMemberError(`Their name must be at most ${FAMILY_LIMITS.nameMaxLength} characters.`);
  }
  const email = typeof input.email === 'string' ? normalizeMemberEmail(input.email) : '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > EMAIL_MAX_LENGTH) {
    throw new InvalidMemberError('Please enter a valid email address.');
  }
  return { name, email, role: parseMemberRole(input.role) };
}
