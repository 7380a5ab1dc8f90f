import { randomUUID } from 'node:crypto';
import { DeliveryRepository } from '../../../src/modules/delivery/application/ports/delivery.repository';
import { Delivery, FOLLOW_UP_GRACE_MS, messageIdFor, NewDelivery } from '../../../src/modules/delivery/domain/delivery';

type Stored = Delivery & { followUpClaimedUntil: Date | null; seq: number };

/** For use-case unit tests; passes the same DeliveryRepository contract as the TypeORM adapter. */
export class InMemoryDeliveryRepository extends DeliveryRepository {
  readonly rows: Stored[] = [];
  private seq = 0;

  private copy({ followUpClaimedUntil: _f, seq: _s, ...d }: Stored): Delivery {
    return { ...d };
  }

  async createOrGet(d: NewDelivery): Promise<Delivery> {
    const existing = this.rows.find((r) => r.dedupeKey === d.dedupeKey);
    if (existing) return this.copy(existing);
    const id = randomUUID();
    const row: Stored = {
      ...d,
      id,
      messageId: messageIdFor(id, 'memory.test'),
      state: 'sending',
      attempts: 0,
      lastError: null,
      sentAt: null,
      answeredAt: null,
      createdAt: new Date(),
      followUpClaimedUntil: null,
      seq: ++this.seq,
    };
    this.rows.push(row);
    return this.copy(row);
  }

  async createOrGetMany(deliveries: NewDelivery[]): Promise<Delivery[]> {
    const made: Delivery[] = [];
    for (const d of deliveries) made.push(await this.createOrGet(d));
    return made;
  }

  async markSent(id: string, at: Date): Promise<void> {
    const row = this.rows.find((r) => r.id === id)!;
    Object.assign(row, { state: 'sent', sentAt: at, attempts: row.attempts + 1, lastError: null });
  }

  async markFailed(id: string, error: string): Promise<Delivery> {
    const row = this.rows.find((r) => r.id === id)!;
    Object.assign(row, { state: 'failed', attempts: row.attempts + 1, lastError: error });
    return this.copy(row);
  }

  async findByTokenHashes(tokenHashes: string[]): Promise<Delivery[]> {
    return this.rows.filter((r) => r.tokenHash !== null && tokenHashes.includes(r.tokenHash)).map((r) => this.copy(r));
  }

  async findByIds(ids: string[]): Promise<Delivery[]> {
    return this.rows.filter((r) => ids.includes(r.id)).map((r) => this.copy(r));
  }

  async latestQuestions(vaultIds: string[]): Promise<Delivery[]> {
    const latest: Delivery[] = [];
    for (const vaultId of new Set(vaultIds)) {
      const found = await this.latestQuestion(vaultId);
      if (found) latest.push(found);
    }
    return latest;
  }

  async markAnsweredMany(ids: string[], at: Date): Promise<void> {
    for (const row of this.rows) if (ids.includes(row.id)) row.answeredAt ??= at;
  }

  async findByTokenHash(tokenHash: string): Promise<Delivery | null> {
    const row = this.rows.find((r) => r.tokenHash === tokenHash);
    return row ? this.copy(row) : null;
  }

  async findById(id: string): Promise<Delivery | null> {
    const row = this.rows.find((r) => r.id === id);
    return row ? this.copy(row) : null;
  }

  async findByMessageIds(messageIds: string[]): Promise<Delivery[]> {
    return this.rows.filter((r) => messageIds.includes(r.messageId)).map((r) => this.copy(r));
  }

  async latestQuestion(vaultId: string): Promise<Delivery | null> {
    const row = this.newestFirst().find((r) => r.vaultId === vaultId && r.kind === 'question');
    return row ? this.copy(row) : null;
  }

  async previousQuestionTimes(questions: Delivery[]): Promise<Map<string, Date>> {
    const times = new Map<string, Date>();
    for (const q of questions) {
      // By the order made (two rows may share a millisecond here).
      const seq = this.rows.find((r) => r.id === q.id)?.seq ?? Infinity;
      const before = this.rows.filter((r) => r.vaultId === q.vaultId && r.kind === 'question' && r.seq < seq).at(-1);
      if (before) times.set(q.id, before.createdAt);
    }
    return times;
  }

  async listByVault(vaultId: string, limit: number): Promise<Delivery[]> {
    return this.newestFirst()
      .filter((r) => r.vaultId === vaultId)
      .slice(0, limit)
      .map((r) => this.copy(r));
  }

  async claimFollowUpsDue(now: Date, sentBefore: Date, limit: number, leaseUntil: Date): Promise<Delivery[]> {
    const due = this.followUpsDue(now, sentBefore, limit);
    for (const p of due) p.followUpClaimedUntil = leaseUntil;
    return due.map((p) => this.copy(p));
  }

  async listFollowUpsDue(now: Date, sentBefore: Date, limit: number): Promise<Delivery[]> {
    return this.followUpsDue(now, sentBefore, limit).map((p) => this.copy(p));
  }

  private followUpsDue(now: Date, sentBefore: Date, limit: number): Stored[] {
    return this.rows
      .filter(
        (p) =>
          p.kind === 'question' &&
          p.state === 'sent' &&
          !p.answeredAt &&
          p.sentAt! <= sentBefore &&
          p.sentAt!.getTime() > sentBefore.getTime() - FOLLOW_UP_GRACE_MS &&
          (!p.followUpClaimedUntil || p.followUpClaimedUntil <= now) &&
          !this.rows.some((f) => f.parentId === p.id && f.kind === 'follow_up' && f.state === 'sent') &&
          !this.rows.some((n) => n.vaultId === p.vaultId && n.kind === 'question' && n.seq > p.seq),
      )
      .sort((a, b) => a.sentAt!.getTime() - b.sentAt!.getTime())
      .slice(0, limit);
  }

  async renewFollowUp(parentId: string, heldUntil: Date, leaseUntil: Date): Promise<boolean> {
    const row = this.rows.find((r) => r.id === parentId);
    if (!row || row.followUpClaimedUntil?.getTime() !== heldUntil.getTime()) return false;
    row.followUpClaimedUntil = leaseUntil;
    return true;
  }

  async releaseFollowUp(parentId: string, retryAt: Date | null): Promise<void> {
    this.rows.find((r) => r.id === parentId)!.followUpClaimedUntil = retryAt;
  }

  async abandonFollowUp(parentId: string): Promise<void> {
    this.rows.find((r) => r.id === parentId)!.followUpClaimedUntil = new Date(8.64e15); // the latest Date there is
  }

  private newestFirst(): Stored[] {
    return [...this.rows].sort((a, b) => b.seq - a.seq);
  }
}
