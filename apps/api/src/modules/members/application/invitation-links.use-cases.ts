import { Injectable } from '@nestjs/common';
import { Language, MemberRole } from '@storyvault/contracts';
import { domainEvent } from '../../../shared/events/domain-event';
import { EventBus } from '../../../shared/events/event-bus';
import { Clock } from '../../../shared/time/clock';
import { AddressThrottle, EmailTakenError, ManageUsers, RegisterUser, User } from '../../auth/auth.public';
import { VaultDirectory, VaultNotFoundError } from '../../vault/vault.public';
import {
  hashInvitationToken,
  Invitation,
  INVITATION_THROTTLES,
  invitationStatus,
  isWellFormedInvitationToken,
} from '../domain/invitation';
import { InvitationGoneError, InvitationNotFoundError, InvitationOtherAccountError } from '../domain/invitation.errors';
import { InvitationStore } from './ports/invitation.store';

/** What the join page shows before anyone signs in. */
export interface InvitationDetails {
  seniorName: string;
  ownerName: string;
  email: string;
  role: MemberRole;
}

export interface AcceptInvitationInput {
  token: string;
  ip: string;
  /** The signed-in user, if any. */
  user: User | null;
  name?: string;
  password?: string;
  /** For a new account: its own language (the browser's). */
  language?: Language;
}

export interface AcceptedInvitation {
  user: User;
  vaultId: string;
  /** A new account was made: the caller signs it in. */
  signedUp: boolean;
}

/**
 * The emailed join link, which needs no sign-in: what it invites to, and joining by it, as a
 * new account or as the signed-in one with the invited email. Unknown links count against the
 * client's address (guessing); real ones, used or not, do not.
 */
@Injectable()
export class InvitationLinks {
  constructor(
    private readonly invitations: InvitationStore,
    private readonly vaults: VaultDirectory,
    private readonly users: ManageUsers,
    private readonly register: RegisterUser,
    private readonly throttle: AddressThrottle,
    private readonly clock: Clock,
    private readonly events: EventBus,
  ) {}

  async show(token: string, ip: string): Promise<InvitationDetails> {
    const invitation = await this.usable(token, ip);
    const { seniorName, ownerName } = await this.collection(invitation);
    return { seniorName, ownerName, email: invitation.email, role: invitation.role };
  }

  async accept(input: AcceptInvitationInput): Promise<AcceptedInvitation> {
    const invitation = await this.usable(input.token, input.ip);
    let user = input.user;
    let signedUp = false;
    if (user) {
      if (user.email !== invitation.email) {
        throw new InvitationOtherAccountError((await this.collection(invitation)).ownerName);
      }
    } else {
      // Someone with an account signs in first: the link alone never stands in for a password.
      if (await this.users.findByEmail(invitation.email)) throw new EmailTakenError();
      user = await this.register.execute({
        name: input.name ?? '',
        email: invitation.email,
        password: input.password ?? '',
        language: input.language,
      });
      signedUp = true;
    }
    const now = this.clock.now();
    const outcome = await this.invitations.join(hashInvitationToken(input.token), user.id, now);
    if (outcome === 'gone') throw new InvitationGoneError();
    // Told after the join is kept (the owner's "someone joined" email); stored before it is handled.
    await this.events.publish([
      domainEvent('FamilyMemberJoined', { vaultId: invitation.vaultId, userId: user.id, at: now.toISOString() }, now),
    ]);
    return { user, vaultId: invitation.vaultId, signedUp };
  }

  /** The invitation behind a link still to be used: 404 when there is none, 410 when used or expired. */
  private async usable(token: string, ip: string): Promise<Invitation> {
    // A malformed token cannot be a guess worth slowing down: it is refused without a look-up.
    if (!isWellFormedInvitationToken(token)) throw new InvitationNotFoundError();
    const limit = INVITATION_THROTTLES.unknownLinksPerAddress;
    await this.throttle.take('invitation-link', ip, limit);
    const invitation = await this.invitations.findByTokenHash(hashInvitationToken(token));
    if (!invitation) throw new InvitationNotFoundError();
    await this.throttle.refund('invitation-link', ip, limit);
    if (invitationStatus(invitation, this.clock.now()) !== 'invited') throw new InvitationGoneError();
    return invitation;
  }

  private async collection(invitation: Invitation): Promise<{ seniorName: string; ownerName: string }> {
    const vault = await this.vaults.byId(invitation.vaultId);
    if (!vault) throw new VaultNotFoundError();
    const owner = (await this.users.findByIds([vault.ownerId])).get(vault.ownerId);
    return { seniorName: vault.seniorName, ownerName: owner?.name ?? '' };
  }
}
