import { Injectable, Logger } from '@nestjs/common';
import { UnsubscribeView } from '@storyvault/contracts';
import { Clock } from '../../../shared/time/clock';
import { VaultDirectory } from '../../vault/vault.public';
import { UnsubscribeTarget } from '../domain/unsubscribe-token';
import { InvalidUnsubscribeLinkError } from '../domain/notifications.errors';
import { NotificationStore } from './ports/notification.store';
import { UnsubscribeLinks } from './unsubscribe-links.service';

/**
 * The stop-emails link, signed out: the token alone says whose emails from which vault. Stopping
 * is one click by design (RFC 8058), and harmless to repeat.
 */
@Injectable()
export class Unsubscribe {
  private readonly logger = new Logger('Notifications');

  constructor(
    private readonly links: UnsubscribeLinks,
    private readonly vaults: VaultDirectory,
    private readonly store: NotificationStore,
    private readonly clock: Clock,
  ) {}

  /** What the page shows before the click. */
  async open(token: unknown): Promise<UnsubscribeView> {
    const { target, seniorName } = await this.resolve(token);
    return { seniorName, notify: await this.store.choiceOf(target.vaultId, target.userId) };
  }

  /** No more new-story emails from this vault to this person. */
  async confirm(token: unknown): Promise<UnsubscribeView> {
    const { target, seniorName } = await this.resolve(token);
    if (!(await this.store.setChoice(target.vaultId, target.userId, 'none', this.clock.now())))
      throw new InvalidUnsubscribeLinkError();
    this.logger.log(target, 'New-story emails stopped by their link');
    return { seniorName, notify: 'none' };
  }

  private async resolve(token: unknown): Promise<{ target: UnsubscribeTarget; seniorName: string }> {
    const target = this.links.read(token);
    const vault = target && (await this.vaults.byId(target.vaultId));
    if (!target || !vault) throw new InvalidUnsubscribeLinkError();
    return { target, seniorName: vault.seniorName };
  }
}
