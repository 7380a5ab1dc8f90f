import { Injectable } from '@nestjs/common';
import { domainEvent } from '../../../shared/events/domain-event';
import { EventBus } from '../../../shared/events/event-bus';
import { ObjectStore } from '../../../shared/storage/object-store';
import { Clock } from '../../../shared/time/clock';
import { questionPhotosPrefix } from '../../question/question.public';
import { VaultEraser } from './ports/vault-eraser';

/**
 * The vault module's part in erasing an account: which vaults it owns, and, once the other
 * modules have taken out what they keep of a vault, the photo questions' files and the vault
 * itself. Members lose it at that moment (VaultDeleted tells whoever cares).
 */
@Injectable()
export class EraseVault {
  constructor(
    private readonly eraser: VaultEraser,
    private readonly media: ObjectStore,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  ownedBy(userId: string): Promise<string[]> {
    return this.eraser.ownedBy(userId);
  }

  async execute(vaultId: string, ownerId: string): Promise<void> {
    const keys: string[] = [];
    for await (const object of this.media.list(questionPhotosPrefix(vaultId))) keys.push(object.key);
    for (const key of keys) await this.media.delete(key);
    const now = this.clock.now();
    const deleted = domainEvent('VaultDeleted', { vaultId, ownerId, at: now.toISOString() }, now);
    if (await this.eraser.delete(vaultId, [deleted])) await this.events.dispatch([deleted]);
  }
}
