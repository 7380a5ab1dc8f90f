import { EmailChangeStore, PendingEmailChange } from '../../../src/modules/auth/application/ports/email-change.store';

export class InMemoryEmailChangeStore extends EmailChangeStore {
  readonly changes: Array<PendingEmailChange & { usedAt: Date | null }> = [];

  async save(change: PendingEmailChange, now: Date): Promise<void> {
    for (const earlier of this.changes) if (earlier.userId === change.userId && !earlier.usedAt) earlier.usedAt = now;
    this.changes.push({ ...change, usedAt: null });
  }

  async consume(tokenHash: string, now: Date): Promise<{ userId: string; newEmail: string } | null> {
    const change = this.changes.find((c) => c.tokenHash === tokenHash && !c.usedAt && c.expiresAt > now);
    if (!change) return null;
    change.usedAt = now;
    return { userId: change.userId, newEmail: change.newEmail };
  }
}
