import { ResetTokenStore, StoredResetToken } from '../../../src/modules/auth/application/ports/reset-token.store';

export class InMemoryResetTokenStore extends ResetTokenStore {
  private readonly tokens = new Map<string, StoredResetToken & { usedAt: Date | null }>();

  async save(token: StoredResetToken): Promise<void> {
    this.tokens.set(token.tokenHash, { ...token, usedAt: null });
  }

  async consume(tokenHash: string, now: Date): Promise<string | null> {
    const userId = this.usable(tokenHash, now);
    if (userId) this.voidAllNow(userId, now);
    return userId;
  }

  async voidAll(userId: string, now: Date): Promise<void> {
    this.voidAllNow(userId, now);
  }

  private voidAllNow(userId: string, now: Date): void {
    for (const token of this.tokens.values()) if (token.userId === userId && !token.usedAt) token.usedAt = now;
  }

  async peek(tokenHash: string, now: Date): Promise<string | null> {
    return this.usable(tokenHash, now);
  }

  // Synchronous, so a check and its update can never interleave with another call.
  private usable(tokenHash: string, now: Date): string | null {
    const token = this.tokens.get(tokenHash);
    if (!token || token.usedAt || token.expiresAt <= now) return null;
    return token.userId;
  }

  async purgeExpired(cutoff: Date): Promise<number> {
    let purged = 0;
    for (const [hash, token] of this.tokens) {
      if (token.expiresAt < cutoff) {
        this.tokens.delete(hash);
        purged++;
      }
    }
    return purged;
  }
}
