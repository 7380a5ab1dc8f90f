import { Injectable } from '@nestjs/common';
import { NotificationSettings, NotifyChoice } from '@storyvault/contracts';
import { Clock } from '../../../shared/time/clock';
import { Actor, VaultAccess } from '../../vault/vault.public';
import { NotificationStore } from './ports/notification.store';

/** The signed-in person's own new-story email choice in a vault: the owner's and every member's. */
@Injectable()
export class NotificationChoices {
  constructor(
    private readonly access: VaultAccess,
    private readonly store: NotificationStore,
    private readonly clock: Clock,
  ) {}

  async get(actor: Actor, vaultId: string): Promise<NotificationSettings> {
    await this.access.require(actor, vaultId, 'read');
    return { notify: await this.store.choiceOf(vaultId, actor.id) };
  }

  async set(actor: Actor, vaultId: string, notify: NotifyChoice): Promise<NotificationSettings> {
    await this.access.require(actor, vaultId, 'read');
    await this.store.setChoice(vaultId, actor.id, notify, this.clock.now());
    return { notify };
  }
}
