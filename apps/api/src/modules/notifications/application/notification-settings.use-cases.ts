import { Injectable } from '@nestjs/common';
import { NotificationSettings, NotifyChoice, OwnerEmailChoices } from '@storyvault/contracts';
import { Clock } from '../../../shared/time/clock';
import { Actor, roleAllows, VaultAccess } from '../../vault/vault.public';
import { NotificationStore } from './ports/notification.store';
import { OwnerEmailStore } from './ports/owner-email.store';

/**
 * The signed-in person's own email choices in a vault: new stories (the owner's and every
 * member's), and for the owner the emails about the family (someone joined, commented, suggested).
 */
@Injectable()
export class NotificationChoices {
  constructor(
    private readonly access: VaultAccess,
    private readonly store: NotificationStore,
    private readonly ownerEmails: OwnerEmailStore,
    private readonly clock: Clock,
  ) {}

  async get(actor: Actor, vaultId: string): Promise<NotificationSettings> {
    const { role } = await this.access.require(actor, vaultId, 'read');
    return this.settings(actor, vaultId, roleAllows(role, 'notifications.ownerEmails'));
  }

  async set(actor: Actor, vaultId: string, notify: NotifyChoice): Promise<NotificationSettings> {
    const { role } = await this.access.require(actor, vaultId, 'read');
    await this.store.setChoice(vaultId, actor.id, notify, this.clock.now());
    return this.settings(actor, vaultId, roleAllows(role, 'notifications.ownerEmails'));
  }

  /** The family emails are the owner's alone (403 for a member); the choices left out stay as they are. */
  async setOwnerEmails(
    actor: Actor,
    vaultId: string,
    change: Partial<OwnerEmailChoices>,
  ): Promise<NotificationSettings> {
    await this.access.require(actor, vaultId, 'notifications.ownerEmails');
    const current = await this.ownerEmails.choicesOf(vaultId, actor.id);
    const given = Object.entries(change).filter(([, on]) => typeof on === 'boolean');
    await this.ownerEmails.setChoices(
      vaultId,
      actor.id,
      { ...current, ...Object.fromEntries(given) },
      this.clock.now(),
    );
    return this.settings(actor, vaultId, true);
  }

  private async settings(actor: Actor, vaultId: string, withOwnerEmails: boolean): Promise<NotificationSettings> {
    return {
      notify: await this.store.choiceOf(vaultId, actor.id),
      ...(withOwnerEmails ? { ownerEmails: await this.ownerEmails.choicesOf(vaultId, actor.id) } : {}),
    };
  }
}
