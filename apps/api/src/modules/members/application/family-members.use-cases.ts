import { Injectable, Logger } from '@nestjs/common';
import { FAMILY_LIMITS, Language, MemberRole } from '@storyvault/contracts';
import { AppConfig } from '../../../config/app-config';
import { domainEvent } from '../../../shared/events/domain-event';
import { EventBus } from '../../../shared/events/event-bus';
import { Mailer } from '../../../shared/mail/mailer';
import { Clock } from '../../../shared/time/clock';
import { AddressThrottle } from '../../auth/auth.public';
import { Actor, Vault, VaultAccess } from '../../vault/vault.public';
import {
  FamilyMember,
  INVITATION_THROTTLES,
  Invitation,
  invitationStatus,
  issueInvitationToken,
  normalizeMemberEmail,
  parseMemberInput,
  parseMemberRole,
  toFamilyMember,
} from '../domain/invitation';
import { AlreadyMemberError, MemberLimitError, MemberNotFoundError } from '../domain/invitation.errors';
import { invitationEmail } from './invitation.email';
import { InvitationStore } from './ports/invitation.store';

/**
 * The owner as inviting needs them: their name signs the email, their email cannot be invited, and
 * the email is written in their language (English when not given): the one they speak with the
 * family they invite (docs/decisions/0989-which-language-each-family-email-uses.md).
 */
export interface InvitingOwner extends Actor {
  name: string;
  email: string;
  language?: Language;
}

export interface InviteMemberInput {
  name?: unknown;
  email?: unknown;
  role?: unknown;
}

/** A member just (re)invited, and whether the relay took the email. */
export interface SentInvitation {
  member: FamilyMember;
  emailSent: boolean;
}

const TOO_MANY_INVITATIONS = 'You have sent many invitations in the last hour. Please try again later.';

/**
 * The owner's family list: invite, list, resend, change a role, remove. Every call takes the
 * `manage` permission, which only the owner has (a member is refused, anyone else told the
 * vault does not exist).
 */
@Injectable()
export class FamilyMembers {
  private readonly logger = new Logger(FamilyMembers.name);

  constructor(
    private readonly access: VaultAccess,
    private readonly invitations: InvitationStore,
    private readonly throttle: AddressThrottle,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly events: EventBus,
  ) {}

  async invite(owner: InvitingOwner, vaultId: string, input: InviteMemberInput): Promise<SentInvitation> {
    const { vault } = await this.access.require(owner, vaultId, 'manage');
    const member = parseMemberInput(input);
    const now = this.clock.now();
    if (member.email === normalizeMemberEmail(owner.email)) throw AlreadyMemberError.owner();
    const existing = await this.invitations.findByEmail(vault.id, member.email);
    if (existing) throw alreadyThere(existing, now);
    const max = FAMILY_LIMITS.membersPerVault;
    if ((await this.invitations.listByVault(vault.id)).length >= max) throw new MemberLimitError(max);
    await this.takeThrottle(owner);
    const issued = issueInvitationToken(now);
    const created = await this.invitations.create(
      {
        ...member,
        vaultId: vault.id,
        tokenHash: issued.tokenHash,
        expiresAt: issued.expiresAt,
        invitedBy: owner.id,
        createdAt: now,
      },
      max,
    );
    if (created === 'limit') throw new MemberLimitError(max);
    const emailSent = await this.send(owner, vault, created, issued.token);
    return { member: toFamilyMember(created, now), emailSent };
  }

  /** Everyone invited, oldest first, with their state. The owner is not in it: the vault is theirs. */
  async list(actor: Actor, vaultId: string): Promise<FamilyMember[]> {
    await this.access.require(actor, vaultId, 'manage');
    const now = this.clock.now();
    return (await this.invitations.listByVault(vaultId)).map((i) => toFamilyMember(i, now));
  }

  /** A fresh link, good for 14 days from now, emailed again; the old link stops working. */
  async resend(owner: InvitingOwner, vaultId: string, memberId: string): Promise<SentInvitation> {
    const { vault } = await this.access.require(owner, vaultId, 'manage');
    const found = await this.find(vaultId, memberId);
    if (found.joinedAt) throw AlreadyMemberError.joined();
    await this.takeThrottle(owner);
    const now = this.clock.now();
    const issued = issueInvitationToken(now);
    const renewed = await this.invitations.renew(found.id, issued.tokenHash, issued.expiresAt);
    // Joined or removed between the two reads.
    if (!renewed)
      throw (await this.invitations.findInVault(vaultId, memberId))
        ? AlreadyMemberError.joined()
        : new MemberNotFoundError();
    const emailSent = await this.send(owner, vault, renewed, issued.token);
    return { member: toFamilyMember(renewed, now), emailSent };
  }

  async changeRole(actor: Actor, vaultId: string, memberId: string, role: unknown): Promise<FamilyMember> {
    await this.access.require(actor, vaultId, 'manage');
    const wanted: MemberRole = parseMemberRole(role);
    const found = await this.find(vaultId, memberId);
    const changed = await this.invitations.changeRole(found.id, wanted);
    if (!changed) throw new MemberNotFoundError();
    return toFamilyMember(changed, this.clock.now());
  }

  /**
   * Removes the invitation and, if they joined, their membership: access ends on their next request.
   * A joined member's removal is FamilyMemberRemoved, stored with it: the keepsakes revoke the listen
   * links of the books the member ordered.
   */
  async remove(actor: Actor, vaultId: string, memberId: string): Promise<void> {
    await this.access.require(actor, vaultId, 'manage');
    const found = await this.find(vaultId, memberId);
    const now = this.clock.now();
    const removed = found.userId
      ? [domainEvent('FamilyMemberRemoved', { vaultId, userId: found.userId, at: now.toISOString() }, now)]
      : [];
    if (!(await this.invitations.remove(found.id, removed))) throw new MemberNotFoundError();
    await this.events.dispatch(removed);
  }

  private async find(vaultId: string, memberId: string): Promise<Invitation> {
    const found = await this.invitations.findInVault(vaultId, memberId);
    if (!found) throw new MemberNotFoundError();
    return found;
  }

  private takeThrottle(owner: Actor): Promise<void> {
    return this.throttle.takeForUser('invite', owner.id, INVITATION_THROTTLES.invitesPerOwner, TOO_MANY_INVITATIONS);
  }

  /**
   * Sends within the request, so the owner learns at once whether it went. A refused email
   * leaves the invitation in place (Resend tries again); only the member's id is logged, never
   * the token or the link.
   */
  private async send(owner: InvitingOwner, vault: Vault, invitation: Invitation, token: string): Promise<boolean> {
    const link = this.config.link(`/join?token=${token}`);
    const content = invitationEmail({
      ownerName: owner.name,
      language: owner.language ?? 'en',
      seniorName: vault.seniorName,
      inviteeName: invitation.name,
      role: invitation.role,
      link,
      expiresAt: invitation.expiresAt,
      supportEmail: this.config.SUPPORT_EMAIL,
    });
    try {
      await this.mailer.send({ to: invitation.email, ...content });
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error(`Invitation email for member ${invitation.id} could not be sent: ${reason}`);
      return false;
    }
  }
}

function alreadyThere(invitation: Invitation, now: Date): AlreadyMemberError {
  const status = invitationStatus(invitation, now);
  if (status === 'joined') return AlreadyMemberError.joined();
  return status === 'expired' ? AlreadyMemberError.expired() : AlreadyMemberError.invited();
}
