import { Injectable } from '@nestjs/common';

/** Told the user whose full access changed, after the change is stored. */
export type FullAccessListener = (userId: string, hasFullAccess: boolean) => Promise<void>;

/**
 * Where other modules hear that a user's full access changed, whoever changed it (a payment,
 * a lapsed subscription, an operator). The vault module listens, because a trial vault's
 * questions go weekly and a full-access one's at the chosen frequency; auth cannot call it
 * directly, since the vault module is built on auth.
 */
@Injectable()
export class FullAccessChanges {
  private readonly listeners: FullAccessListener[] = [];

  listen(listener: FullAccessListener): void {
    this.listeners.push(listener);
  }

  async announce(userId: string, hasFullAccess: boolean): Promise<void> {
    for (const listener of this.listeners) await listener(userId, hasFullAccess);
  }
}
