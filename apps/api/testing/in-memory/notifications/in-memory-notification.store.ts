import { NotifyChoice } from '@storyvault/contracts';
import { randomUUID } from 'node:crypto';
import {
  ClaimedNotification,
  NewNotification,
  NotificationKey,
  NotificationStore,
} from '../../../src/modules/notifications/application/ports/notification.store';

interface StoredRow extends NewNotification {
  state: 'pending' | 'sending' | 'sent' | 'skipped';
  messageId: string | null;
  claimedUntil: Date | null;
  sentAt: Date | null;
}

const key = (storyId: string, userId: string) => `${storyId}:${userId}`;

/** The store in memory, for unit tests; it passes the same contract as the PostgreSQL one. */
export class InMemoryNotificationStore extends NotificationStore {
  readonly rows = new Map<string, StoredRow>();
  private readonly choices = new Map<string, NotifyChoice>();

  async choiceOf(vaultId: string, userId: string): Promise<NotifyChoice> {
    return this.choices.get(key(vaultId, userId)) ?? 'each';
  }

  async choicesIn(vaultId: string): Promise<Map<string, NotifyChoice>> {
    const found = new Map<string, NotifyChoice>();
    for (const [k, notify] of this.choices)
      if (k.startsWith(`${vaultId}:`)) found.set(k.slice(vaultId.length + 1), notify);
    return found;
  }

  async choicesInVaults(vaultIds: string[]): Promise<Map<string, Map<string, NotifyChoice>>> {
    const found = new Map<string, Map<string, NotifyChoice>>();
    const asked = new Set(vaultIds);
    for (const [k, notify] of this.choices) {
      const [vaultId, userId] = k.split(':');
      if (asked.has(vaultId)) found.set(vaultId, (found.get(vaultId) ?? new Map()).set(userId, notify));
    }
    return found;
  }

  async setChoice(vaultId: string, userId: string, notify: NotifyChoice): Promise<boolean> {
    if (notify === 'each') this.choices.delete(key(vaultId, userId));
    else this.choices.set(key(vaultId, userId), notify);
    return true;
  }

  async add(rows: NewNotification[]): Promise<void> {
    for (const row of rows) {
      const k = key(row.storyId, row.userId);
      if (!this.rows.has(k))
        this.rows.set(k, { ...row, state: 'pending', messageId: null, claimedUntil: null, sentAt: null });
    }
  }

  async claimStory(storyId: string, now: Date, until: Date): Promise<ClaimedNotification[]> {
    const taken = this.open(now).filter((r) => r.storyId === storyId && r.mode === 'each');
    for (const row of taken) {
      row.state = 'sending';
      row.claimedUntil = until;
      row.messageId ??= `<notify-${randomUUID()}@storyvault.memory>`;
    }
    return this.claimed(taken);
  }

  async dueDigests(oldestBy: Date, now: Date): Promise<Array<{ vaultId: string; userId: string }>> {
    const oldest = new Map<string, { vaultId: string; userId: string; at: number }>();
    for (const row of this.open(now).filter((r) => r.mode === 'weekly')) {
      const k = key(row.vaultId, row.userId);
      const seen = oldest.get(k);
      if (!seen || row.createdAt.getTime() < seen.at)
        oldest.set(k, { vaultId: row.vaultId, userId: row.userId, at: row.createdAt.getTime() });
    }
    return [...oldest.values()]
      .filter((o) => o.at <= oldestBy.getTime())
      .sort((a, b) => a.at - b.at)
      .map(({ vaultId, userId }) => ({ vaultId, userId }));
  }

  async claimDigest(vaultId: string, userId: string, now: Date, until: Date): Promise<ClaimedNotification[]> {
    const mine = [...this.rows.values()]
      .filter((r) => r.vaultId === vaultId && r.userId === userId && r.mode === 'weekly')
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const runOut = mine.filter((r) => r.state === 'sending' && r.claimedUntil! <= now);
    if (runOut.length) {
      const again = runOut.filter((r) => r.messageId === runOut[0].messageId);
      for (const row of again) row.claimedUntil = until;
      return this.claimed(again);
    }
    const messageId = `<digest-${randomUUID()}@storyvault.memory>`;
    const taken = mine.filter((r) => r.state === 'pending');
    for (const row of taken) Object.assign(row, { state: 'sending', claimedUntil: until, messageId });
    return this.claimed(taken);
  }

  async leftBehind(pendingBefore: Date, now: Date): Promise<string[]> {
    const stories = this.open(now)
      .filter((r) => r.mode === 'each' && (r.state === 'sending' || r.createdAt <= pendingBefore))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((r) => r.storyId);
    return [...new Set(stories)];
  }

  async markSent(keys: NotificationKey[], at: Date): Promise<void> {
    for (const row of this.find(keys))
      if (row.state === 'sending') Object.assign(row, { state: 'sent', sentAt: at, claimedUntil: null });
  }

  async skip(keys: NotificationKey[]): Promise<void> {
    for (const row of this.find(keys))
      if (row.state === 'pending' || row.state === 'sending')
        Object.assign(row, { state: 'skipped', claimedUntil: null });
  }

  async release(keys: NotificationKey[]): Promise<void> {
    for (const row of this.find(keys))
      if (row.state === 'sending') Object.assign(row, { state: 'pending', claimedUntil: null });
  }

  /** Rows that may be claimed at `now`: pending, or sending with a claim that ran out. */
  private open(now: Date): StoredRow[] {
    return [...this.rows.values()].filter(
      (r) => r.state === 'pending' || (r.state === 'sending' && r.claimedUntil! <= now),
    );
  }

  private find(keys: NotificationKey[]): StoredRow[] {
    return keys.flatMap((k) => this.rows.get(key(k.storyId, k.userId)) ?? []);
  }

  private claimed(rows: StoredRow[]): ClaimedNotification[] {
    return rows
      .map((r) => ({
        storyId: r.storyId,
        userId: r.userId,
        vaultId: r.vaultId,
        mode: r.mode,
        createdAt: r.createdAt,
        messageId: r.messageId!,
      }))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.storyId.localeCompare(b.storyId));
  }
}
