import { DomainEvent } from '../../../../shared/events/domain-event';

/** Port: the last step of erasing a vault, its own rows. */
export abstract class VaultEraser {
  /** The ids of the vaults the user owns. */
  abstract ownedBy(userId: string): Promise<string[]>;
  /**
   * Deletes the vault with its members, invitations, queue, photo questions and activity, and
   * stores `events` in the same transaction; false when it was gone already.
   */
  abstract delete(vaultId: string, events: readonly DomainEvent[]): Promise<boolean>;
}
