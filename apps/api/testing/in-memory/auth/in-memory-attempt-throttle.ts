import { AttemptThrottle } from '../../../src/modules/auth/application/ports/attempt-throttle';

export class InMemoryAttemptThrottle extends AttemptThrottle {
  private readonly windows = new Map<string, { count: number; startedAt: Date }>();

  async attempts(key: string, now: Date, windowMs: number): Promise<number> {
    return this.current(key, now, windowMs);
  }

  async record(key: string, now: Date, windowMs: number): Promise<number> {
    const count = this.current(key, now, windowMs) + 1;
    const startedAt = count === 1 ? now : this.windows.get(key)!.startedAt;
    this.windows.set(key, { count, startedAt });
    return count;
  }

  async refund(key: string, now: Date, windowMs: number): Promise<void> {
    const count = this.current(key, now, windowMs);
    if (count > 0) this.windows.get(key)!.count = count - 1;
  }

  private current(key: string, now: Date, windowMs: number): number {
    const window = this.windows.get(key);
    return window && window.startedAt.getTime() > now.getTime() - windowMs ? window.count : 0;
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async purgeOlderThan(cutoff: Date): Promise<number> {
    let purged = 0;
    for (const [key, window] of this.windows) {
      if (window.startedAt < cutoff) {
        this.windows.delete(key);
        purged++;
      }
    }
    return purged;
  }
}
