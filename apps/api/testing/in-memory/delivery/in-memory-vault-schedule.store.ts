import { isPausedAt, type ActivityDetails, type Vault } from '../../../src/modules/vault/vault.public';
import {
  QuestionSent,
  QuestionSkipped,
  VaultScheduleStore,
} from '../../../src/modules/delivery/application/ports/vault-schedule.store';

/**
 * The vault module's in-memory tables this store reads and writes, as the TypeORM store does
 * `vaults`, `vault_questions` and `activities` (an InMemoryVaultRepository and an InMemoryActivityLog).
 */
export interface InMemoryVaultTables {
  readonly vaults: Map<string, Vault>;
  readonly queue: Array<{
    id: string;
    vaultId: string;
    questionId: string;
    order: number;
    state: string;
    sentAt: Date | null;
  }>;
}
export interface InMemoryActivities {
  record(entry: {
    vaultId: string;
    type: 'question_sent' | 'question_skipped';
    description: string;
    details: ActivityDetails;
    at: Date;
  }): Promise<void>;
}
/** The deliveries this store reads and marks sent, as the TypeORM store does `deliveries` (an InMemoryDeliveryRepository). */
export interface InMemoryDeliveries {
  findById(id: string): Promise<{ answeredAt: Date | null } | null>;
  markSent(id: string, at: Date): Promise<void>;
}

interface Claim {
  until: Date | null;
  by: string | null;
}

/**
 * Works on the vaults of an InMemoryVaultRepository, as the TypeORM store works on `vaults`, and
 * keeps its own claims; synchronous inside, so claims never interleave.
 */
export class InMemoryVaultScheduleStore extends VaultScheduleStore {
  private readonly claims = new Map<string, Claim>();
  private readonly skipped = new Set<string>();

  constructor(
    private readonly repo: InMemoryVaultTables,
    private readonly activities: InMemoryActivities,
    private readonly deliveries: InMemoryDeliveries,
  ) {
    super();
  }

  private claimable(vault: Vault, now: Date): boolean {
    const until = this.claims.get(vault.id)?.until;
    return vault.isSetupComplete && (!until || until <= now);
  }

  private isDue(vault: Vault, now: Date): boolean {
    if (!vault.isSetupComplete) return false;
    const questionDue = vault.nextSendAt !== null && vault.nextSendAt <= now && !isPausedAt(vault, now);
    return (vault.sendIntroEmail && !vault.introSentAt && !(vault.startsAt && vault.startsAt > now)) || questionDue;
  }

  async listDue(now: Date, limit: number): Promise<string[]> {
    return this.due(now, limit).map((v) => v.id);
  }

  async countDue(now: Date): Promise<number> {
    return [...this.repo.vaults.values()].filter((v) => this.isDue(v, now)).length;
  }

  async claimDue(now: Date, limit: number, leaseUntil: Date, claimant: string): Promise<string[]> {
    const due = this.due(now, limit);
    for (const vault of due) this.claims.set(vault.id, { until: leaseUntil, by: claimant });
    return due.map((v) => v.id);
  }

  private due(now: Date, limit: number): Vault[] {
    return [...this.repo.vaults.values()]
      .filter((v) => this.claimable(v, now) && this.isDue(v, now))
      .sort(
        (a, b) =>
          (a.nextSendAt?.getTime() ?? -Infinity) - (b.nextSendAt?.getTime() ?? -Infinity) || a.id.localeCompare(b.id),
      )
      .slice(0, limit);
  }

  async claimOne(vaultId: string, now: Date, leaseUntil: Date, claimant: string): Promise<boolean> {
    const vault = this.repo.vaults.get(vaultId);
    if (!vault || !this.claimable(vault, now)) return false;
    this.claims.set(vaultId, { until: leaseUntil, by: claimant });
    return true;
  }

  async renew(vaultId: string, claimant: string, now: Date, leaseUntil: Date): Promise<boolean> {
    const claim = this.claims.get(vaultId);
    if (!claim || claim.by !== claimant || !claim.until || claim.until <= now) return false;
    claim.until = leaseUntil;
    return true;
  }

  /** Ends `claimant`'s claim of the vault; false (changing nothing) when it does not hold it. */
  private end(vaultId: string, claimant: string): boolean {
    const claim = this.claims.get(vaultId);
    if (claim?.by !== claimant) return false;
    Object.assign(claim, { until: null, by: null });
    return true;
  }

  async markIntroSent(vaultId: string, at: Date): Promise<void> {
    this.repo.vaults.get(vaultId)!.introSentAt = at;
  }

  async markQuestionsSent(sent: QuestionSent[]): Promise<boolean[]> {
    const taken: boolean[] = [];
    for (const one of sent) taken.push(await this.markQuestionSent(one));
    return taken;
  }

  private async markQuestionSent(sent: QuestionSent): Promise<boolean> {
    const { vaultId, questionId, at, nextSendAt, claimant, deliveryId } = sent;
    if (deliveryId && (await this.deliveries.findById(deliveryId))) await this.deliveries.markSent(deliveryId, at);
    const item = this.repo.queue.find(
      (q) => q.vaultId === vaultId && q.questionId === questionId && q.state === 'queued',
    );
    if (item) {
      Object.assign(item, { state: 'sent', sentAt: at });
      await this.activities.record({ vaultId, type: 'question_sent', ...sent.activity, at });
    }
    if (this.end(vaultId, claimant)) Object.assign(this.repo.vaults.get(vaultId)!, { lastSentAt: at, nextSendAt });
    return item !== undefined;
  }

  async markQueueEmpty(vaultId: string, nextSendAt: Date, notifiedAt: Date | null, claimant: string): Promise<void> {
    if (!this.end(vaultId, claimant)) return;
    const vault = this.repo.vaults.get(vaultId)!;
    Object.assign(vault, { nextSendAt, queueEmptyNotifiedAt: notifiedAt ?? vault.queueEmptyNotifiedAt });
  }

  async release(vaultId: string, retryAt: Date | null, claimant: string): Promise<void> {
    const claim = this.claims.get(vaultId);
    if (claim?.by === claimant) claim.until = retryAt;
  }

  async markQuestionSkipped(skip: QuestionSkipped): Promise<boolean> {
    const answered = (await this.deliveries.findById(skip.deliveryId))?.answeredAt;
    if (this.skipped.has(skip.deliveryId) || answered) return false;
    this.skipped.add(skip.deliveryId);
    const item = this.repo.queue.find((q) => q.id === skip.vaultQuestionId && q.vaultId === skip.vaultId);
    if (item?.state === 'sent') {
      const last = Math.max(0, ...this.repo.queue.filter((q) => q.vaultId === skip.vaultId).map((q) => q.order));
      Object.assign(item, { state: 'queued', sentAt: null, order: last + 1 });
    }
    await this.activities.record({
      vaultId: skip.vaultId,
      type: 'question_skipped',
      ...skip.activity,
      at: skip.at,
    });
    return true;
  }
}
