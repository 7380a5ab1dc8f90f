import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Question, QuestionCatalog } from '../../question/question.public';
import { quoteQuestion } from '../domain/activity';
import { nextSendAfter } from '../domain/schedule';
import { effectiveFrequency, Vault } from '../domain/vault';
import { VaultQuestion } from '../domain/vault-queue';
import { ActivityLog } from './ports/activity-log';
import { VaultScheduleStore } from './ports/vault-schedule.store';
import { VaultRepository } from './ports/vault.repository';

export interface ClaimedVault {
  vault: Vault;
  /** This claim's id: only its holder may send for the vault, renew or release it. */
  claimant: string;
  needsIntro: boolean;
  questionDue: boolean;
  /** The first queued question, or null when the queue is empty. */
  nextQuestion: (VaultQuestion & { question: Question }) | null;
}

/** What the delivery module asks of a vault when it sends: claims, the next question, the schedule. */
@Injectable()
export class VaultSchedule {
  constructor(
    private readonly store: VaultScheduleStore,
    private readonly vaults: VaultRepository,
    private readonly catalog: QuestionCatalog,
    private readonly activities: ActivityLog,
  ) {}

  async claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedVault[]> {
    const claimant = randomUUID();
    const claimed = await this.store.claimDue(now, limit, new Date(now.getTime() + leaseMs), claimant);
    return Promise.all(claimed.map((vault) => this.describe(vault, now, claimant)));
  }

  /**
   * Extends the claim right before sending: a batch may outlast its lease, and a vault whose
   * lease ran out may already be another worker's.
   */
  renew(claimed: ClaimedVault, now: Date, leaseMs: number): Promise<boolean> {
    return this.store.renew(claimed.vault.id, claimed.claimant, now, new Date(now.getTime() + leaseMs));
  }

  /** What is due now, claiming nothing: for a dry run. */
  async listDue(now: Date, limit: number): Promise<ClaimedVault[]> {
    return Promise.all((await this.store.listDue(now, limit)).map((vault) => this.describe(vault, now, '')));
  }

  /** For an operator's send-now: the vault as if its question were due now. */
  async claimForSendNow(vaultId: string, now: Date, leaseMs: number): Promise<ClaimedVault | null> {
    const claimant = randomUUID();
    const vault = await this.store.claimOne(vaultId, now, new Date(now.getTime() + leaseMs), claimant);
    return vault ? { ...(await this.describe(vault, now, claimant)), needsIntro: false, questionDue: true } : null;
  }

  introSent(vaultId: string, at: Date): Promise<void> {
    return this.store.markIntroSent(vaultId, at);
  }

  /** Takes the question off the queue and moves the schedule on; false if it had already left the queue. */
  async questionSent(
    claimed: ClaimedVault,
    at: Date,
    owner: { hasFullAccess: boolean },
    options: { sendNow?: boolean } = {},
  ): Promise<boolean> {
    const { vault, nextQuestion } = claimed;
    if (!nextQuestion) throw new Error('questionSent needs a question');
    const next = nextSendAfter({
      scheduledAt: options.sendNow ? at : (vault.nextSendAt ?? at),
      sentAt: at,
      frequency: effectiveFrequency(vault.frequency, owner.hasFullAccess),
    });
    const taken = await this.store.markQuestionSent(vault.id, nextQuestion.questionId, at, next, claimed.claimant);
    if (taken) {
      await this.activities.record({
        vaultId: vault.id,
        type: 'question_sent',
        description: `Question sent to ${vault.seniorName}: ${quoteQuestion(nextQuestion.question.text)}`,
        at,
      });
    }
    return taken;
  }

  /** The queue was empty at the question's time: the schedule moves on; `notified` if the owner was told now. */
  queueEmpty(claimed: ClaimedVault, at: Date, owner: { hasFullAccess: boolean }, notified: boolean): Promise<void> {
    const next = nextSendAfter({
      scheduledAt: claimed.vault.nextSendAt ?? at,
      sentAt: at,
      frequency: effectiveFrequency(claimed.vault.frequency, owner.hasFullAccess),
    });
    return this.store.markQueueEmpty(claimed.vault.id, next, notified ? at : null, claimed.claimant);
  }

  vaultById(vaultId: string): Promise<Vault | null> {
    return this.vaults.findById(vaultId);
  }

  release(claimed: ClaimedVault, retryAt: Date | null = null): Promise<void> {
    return this.store.release(claimed.vault.id, retryAt, claimed.claimant);
  }

  private async describe(vault: Vault, now: Date, claimant: string): Promise<ClaimedVault> {
    const [first] = await this.vaults.listQueue(vault.id);
    const question = first ? (await this.catalog.byIds([first.questionId])).get(first.questionId) : undefined;
    return {
      vault,
      claimant,
      needsIntro: vault.sendIntroEmail && !vault.introSentAt,
      questionDue: vault.nextSendAt !== null && vault.nextSendAt <= now,
      nextQuestion: first && question ? { ...first, question } : null,
    };
  }
}
