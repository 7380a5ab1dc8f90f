import { ActivityLog } from '../../application/ports/activity-log';
import { QuestionSent, VaultScheduleStore } from '../../application/ports/vault-schedule.store';
import { Vault } from '../../domain/vault';
import { VaultQuestion } from '../../domain/vault-queue';
import { InMemoryVaultRepository } from './in-memory-vault.repository';

/** Works on the vaults of an InMemoryVaultRepository; synchronous inside, so claims never interleave. */
export class InMemoryVaultScheduleStore extends VaultScheduleStore {
  constructor(
    private readonly repo: InMemoryVaultRepository,
    private readonly activities: ActivityLog,
  ) {
    super();
  }

  private claimable(vault: Vault & { claimedUntil?: Date | null }, now: Date): boolean {
    return vault.isSetupComplete && (!vault.claimedUntil || vault.claimedUntil <= now);
  }

  async listDue(now: Date, limit: number): Promise<Vault[]> {
    return this.due(now, limit).map((v) => this.repo.copy(v));
  }

  async claimDue(now: Date, limit: number, leaseUntil: Date, claimant: string): Promise<Vault[]> {
    const due = this.due(now, limit);
    for (const vault of due) Object.assign(vault, { claimedUntil: leaseUntil, claimedBy: claimant });
    return due.map((v) => this.repo.copy(v));
  }

  private due(now: Date, limit: number) {
    return [...this.repo.vaults.values()]
      .filter((v) => this.claimable(v, now))
      .filter((v) => (v.sendIntroEmail && !v.introSentAt) || (v.nextSendAt !== null && v.nextSendAt <= now))
      .sort(
        (a, b) =>
          (a.nextSendAt?.getTime() ?? -Infinity) - (b.nextSendAt?.getTime() ?? -Infinity) || a.id.localeCompare(b.id),
      )
      .slice(0, limit);
  }

  async claimOne(vaultId: string, now: Date, leaseUntil: Date, claimant: string): Promise<Vault | null> {
    const vault = this.repo.vaults.get(vaultId);
    if (!vault || !this.claimable(vault, now)) return null;
    Object.assign(vault, { claimedUntil: leaseUntil, claimedBy: claimant });
    return this.repo.copy(vault);
  }

  async renew(vaultId: string, claimant: string, now: Date, leaseUntil: Date): Promise<boolean> {
    const vault = this.repo.vaults.get(vaultId);
    if (!vault || vault.claimedBy !== claimant || !vault.claimedUntil || vault.claimedUntil <= now) return false;
    vault.claimedUntil = leaseUntil;
    return true;
  }

  private holds(vaultId: string, claimant: string): boolean {
    return this.repo.vaults.get(vaultId)?.claimedBy === claimant;
  }

  async markIntroSent(vaultId: string, at: Date): Promise<void> {
    this.repo.vaults.get(vaultId)!.introSentAt = at;
  }

  async firstQueued(vaultIds: string[]): Promise<Map<string, VaultQuestion>> {
    const first = new Map<string, VaultQuestion>();
    for (const vaultId of vaultIds) {
      const [head] = await this.repo.listQueue(vaultId);
      if (head) first.set(vaultId, head);
    }
    return first;
  }

  async markQuestionsSent(sent: QuestionSent[]): Promise<boolean[]> {
    const taken: boolean[] = [];
    for (const one of sent) taken.push(await this.markQuestionSent(one));
    return taken;
  }

  private async markQuestionSent(sent: QuestionSent): Promise<boolean> {
    const { vaultId, questionId, at, nextSendAt, claimant } = sent;
    const item = this.repo.queue.find(
      (q) => q.vaultId === vaultId && q.questionId === questionId && q.state === 'queued',
    );
    if (item) {
      Object.assign(item, { state: 'sent', sentAt: at });
      await this.activities.record({ vaultId, type: 'question_sent', description: sent.activity, at });
    }
    if (this.holds(vaultId, claimant)) {
      Object.assign(this.repo.vaults.get(vaultId)!, {
        lastSentAt: at,
        nextSendAt,
        claimedUntil: null,
        claimedBy: null,
      });
    }
    return item !== undefined;
  }

  async markQueueEmpty(vaultId: string, nextSendAt: Date, notifiedAt: Date | null, claimant: string): Promise<void> {
    if (!this.holds(vaultId, claimant)) return;
    const vault = this.repo.vaults.get(vaultId)!;
    Object.assign(vault, {
      claimedBy: null,
      nextSendAt,
      claimedUntil: null,
      queueEmptyNotifiedAt: notifiedAt ?? vault.queueEmptyNotifiedAt,
    });
  }

  async release(vaultId: string, retryAt: Date | null, claimant: string): Promise<void> {
    if (this.holds(vaultId, claimant)) this.repo.vaults.get(vaultId)!.claimedUntil = retryAt;
  }
}
