import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { inLanguage, Question, QuestionCatalog } from '../../question/question.public';
import {
  effectiveFrequency,
  isPausedAt,
  nextSendAfter,
  activityEntry,
  Vault,
  VaultDirectory,
  VaultQuestion,
} from '../../vault/vault.public';
import { VaultScheduleStore } from './ports/vault-schedule.store';

export interface ClaimedVault {
  vault: Vault;
  /** This claim's id: only its holder may send for the vault, renew or release it. */
  claimant: string;
  /** Until when the claim holds, as this worker last set it. */
  leaseUntil: Date;
  needsIntro: boolean;
  questionDue: boolean;
  /** The first queued question, or null when the queue is empty. */
  nextQuestion: (VaultQuestion & { question: Question }) | null;
}

/** When each vault's emails go out: claims, the next question, the schedule moving on. */
@Injectable()
export class VaultSchedule {
  constructor(
    private readonly store: VaultScheduleStore,
    private readonly vaults: VaultDirectory,
    private readonly catalog: QuestionCatalog,
  ) {}

  async claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedVault[]> {
    const claimant = randomUUID();
    const leaseUntil = new Date(now.getTime() + leaseMs);
    return this.describe(await this.store.claimDue(now, limit, leaseUntil, claimant), now, claimant, leaseUntil);
  }

  /**
   * Makes sure the claim still holds right before sending: a batch may outlast its lease, and a
   * vault whose lease ran out may already be another worker's. While more than half the lease is
   * left nothing can have taken the vault, so the database is asked only past that point.
   */
  async renew(claimed: ClaimedVault, now: Date, leaseMs: number): Promise<boolean> {
    if (claimed.leaseUntil.getTime() - now.getTime() > leaseMs / 2) return true;
    const leaseUntil = new Date(now.getTime() + leaseMs);
    if (!(await this.store.renew(claimed.vault.id, claimed.claimant, now, leaseUntil))) return false;
    claimed.leaseUntil = leaseUntil;
    return true;
  }

  /** What is due now, claiming nothing: for a dry run. */
  async listDue(now: Date, limit: number): Promise<ClaimedVault[]> {
    return this.describe(await this.store.listDue(now, limit), now, '', now);
  }

  /** How many vaults have an email due now, held by a worker or not: the depth of the delivery queue. */
  countDue(now: Date): Promise<number> {
    return this.store.countDue(now);
  }

  /** For an operator's send-now: the vault as if its question were due now. */
  async claimForSendNow(vaultId: string, now: Date, leaseMs: number): Promise<ClaimedVault | null> {
    const claimant = randomUUID();
    const leaseUntil = new Date(now.getTime() + leaseMs);
    if (!(await this.store.claimOne(vaultId, now, leaseUntil, claimant))) return null;
    const [claimed] = await this.describe([vaultId], now, claimant, leaseUntil);
    return claimed ? { ...claimed, needsIntro: false, questionDue: true } : null;
  }

  introSent(vaultId: string, at: Date): Promise<void> {
    return this.store.markIntroSent(vaultId, at);
  }

  /**
   * Takes the question off the queue and moves the schedule on, marking `deliveryId` sent in the
   * same write; false if the question had already left the queue.
   */
  async questionSent(
    claimed: ClaimedVault,
    at: Date,
    owner: { hasFullAccess: boolean },
    options: { sendNow?: boolean; deliveryId?: string | null } = {},
  ): Promise<boolean> {
    const [taken] = await this.questionsSent([{ claimed, at, owner, ...options }]);
    return taken;
  }

  /**
   * questionSent for several vaults at once (a worker's batch): one write, which also marks sent
   * each `deliveryId` given (the relay accepted it at `at`).
   */
  questionsSent(
    sent: Array<{
      claimed: ClaimedVault;
      at: Date;
      owner: { hasFullAccess: boolean };
      sendNow?: boolean;
      deliveryId?: string | null;
    }>,
  ): Promise<boolean[]> {
    return this.store.markQuestionsSent(
      sent.map(({ claimed, at, owner, deliveryId }) => {
        const { vault, nextQuestion } = claimed;
        if (!nextQuestion) throw new Error('questionSent needs a question');
        return {
          vaultId: vault.id,
          questionId: nextQuestion.questionId,
          at,
          nextSendAt: nextSendAfter({
            sentAt: at,
            frequency: effectiveFrequency(vault.frequency, owner.hasFullAccess),
            sendWeekday: vault.sendWeekday,
            timeZone: vault.timeZone,
          }),
          claimant: claimed.claimant,
          deliveryId: deliveryId ?? null,
          activity: activityEntry(
            { kind: 'question_sent', senior: vault.seniorName, question: nextQuestion.question.text },
            at,
          ),
        };
      }),
    );
  }

  /** The queue was empty at the question's time: the schedule moves on; `notified` if the owner was told now. */
  queueEmpty(claimed: ClaimedVault, at: Date, owner: { hasFullAccess: boolean }, notified: boolean): Promise<void> {
    const next = nextSendAfter({
      sentAt: at,
      frequency: effectiveFrequency(claimed.vault.frequency, owner.hasFullAccess),
      sendWeekday: claimed.vault.sendWeekday,
      timeZone: claimed.vault.timeZone,
    });
    return this.store.markQueueEmpty(claimed.vault.id, next, notified ? at : null, claimed.claimant);
  }

  vaultById(vaultId: string): Promise<Vault | null> {
    return this.vaults.byId(vaultId);
  }

  /** The vaults among `vaultIds` that exist, by id: one read. */
  vaultsByIds(vaultIds: string[]): Promise<Map<string, Vault>> {
    return this.vaults.byIds(vaultIds);
  }

  release(claimed: ClaimedVault, retryAt: Date | null = null): Promise<void> {
    return this.store.release(claimed.vault.id, retryAt, claimed.claimant);
  }

  /**
   * The claimed vaults, in the order given, each with its first queued question: three
   * look-ups for the whole batch. A vault deleted since its claim is left out.
   */
  private async describe(ids: string[], now: Date, claimant: string, leaseUntil: Date): Promise<ClaimedVault[]> {
    if (!ids.length) return [];
    const [vaults, first] = await Promise.all([this.vaults.byIds(ids), this.vaults.firstQueued(ids)]);
    // One read for the batch, whatever its vaults' languages; each vault's text is then chosen in memory.
    const questions = await this.catalog.byIds([...new Set([...first.values()].map((q) => q.questionId))]);
    return ids.flatMap((id) => {
      const vault = vaults.get(id);
      if (!vault) return [];
      const head = first.get(id);
      const read = head ? questions.get(head.questionId) : undefined;
      const question = read && inLanguage(read, vault.language);
      return [
        {
          vault,
          claimant,
          leaseUntil,
          needsIntro: vault.sendIntroEmail && !vault.introSentAt && !(vault.startsAt && vault.startsAt > now),
          questionDue: vault.nextSendAt !== null && vault.nextSendAt <= now && !isPausedAt(vault, now),
          nextQuestion: head && question ? { ...head, question } : null,
        },
      ];
    });
  }
}
