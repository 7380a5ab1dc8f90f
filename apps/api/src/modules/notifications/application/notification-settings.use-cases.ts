import { Injectable } from '@nestjs/common';
import { NotificationSettings, NotifyChoice, OwnerEmailChoices } from '@storyvault/contracts';
import { Clock } from '../../../shared/time/clock';
import { Actor, VaultAccess } from '../../vault/vault.public';
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
    return this.settings(actor, vaultId, role === 'owner');
  }

  /** Either choice or both; the family emails are the owner's alone (403 for a member). */
  async set(
    actor: Actor,
    vaultId: string,
    change: { notify?: NotifyChoice; ownerEmails?: Partial<OwnerEmailChoices> },
  ): Promise<NotificationSettings> {
    const { role } = await this.access.require(actor, vaultId, change.ownerEmails ? 'manage' : 'read');
    const now = this.clock.now();
    if (change.notify) await this.store.setChoice(vaultId, actor.id, change.notify, now);
    if (change.ownerEmails) {
      const current = await this.ownerEmails.choicesOf(vaultId, actor.id);
      const given = Object.entries(change.ownerEmails).filter(([, on]) => typeof on === 'boolean');
      await this.ownerEmails.setChoices(vaultId, actor.id, { ...current, ...Object.fromEntries(given) }, now);
    }
    return this.settings(actor, vaultId, role === 'owner');
  }

  private async settings(actor: Actor, vaultId: string, isOwner: boolean): Promise<NotificationSettings> {
    return {
      notify: await this.store.choiceOf(vaultId, actor.id),
      ...(isOwner ? { ownerEmails: await this.ownerEmails.choicesOf(vaultId, actor.id) } : {}),
    };
  }
}
