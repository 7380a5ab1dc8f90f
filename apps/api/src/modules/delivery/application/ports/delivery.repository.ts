import { Delivery, NewDelivery } from '../../domain/delivery';

/** Port: the deliveries, which double as the outbox. */
export abstract class DeliveryRepository {
  /** Creates the delivery, or returns the one already made with the same dedupe key. */
  abstract createOrGet(delivery: NewDelivery): Promise<Delivery>;
  /** createOrGet for several at once (one round trip for a worker's batch), in the order given. */
  abstract createOrGetMany(deliveries: NewDelivery[]): Promise<Delivery[]>;
  abstract markSent(id: string, at: Date): Promise<void>;
  /** Counts one more failed attempt and keeps the error; returns the delivery as it now is. */
  abstract markFailed(id: string, error: string): Promise<Delivery>;
  abstract findByTokenHash(tokenHash: string): Promise<Delivery | null>;
  /** The deliveries carrying any of these token hashes (a batch of replies). */
  abstract findByTokenHashes(tokenHashes: string[]): Promise<Delivery[]>;
  abstract findById(id: string): Promise<Delivery | null>;
  /** The existing deliveries among `ids` (malformed ids skipped). */
  abstract findByIds(ids: string[]): Promise<Delivery[]>;
  /** Deliveries whose Message-ID is among `messageIds` (compared exactly, angle brackets included). */
  abstract findByMessageIds(messageIds: string[]): Promise<Delivery[]>;
  /** The vault's most recent question delivery. */
  abstract latestQuestion(vaultId: string): Promise<Delivery | null>;
  /** latestQuestion of each of these vaults that has one. */
  abstract latestQuestions(vaultIds: string[]): Promise<Delivery[]>;
  /**
   * For each of these question deliveries, when its vault's question delivery before it was made
   * (by id); absent for a vault's first question.
   */
  abstract previousQuestionTimes(questions: Delivery[]): Promise<Map<string, Date>>;
  /** Newest first. */
  abstract listByVault(vaultId: string, limit: number): Promise<Delivery[]>;
  /**
   * Claims question deliveries sent before `sentBefore`, unanswered, without a sent follow-up,
   * that are still their vault's latest question, and not held by another worker.
   */
  abstract claimFollowUpsDue(now: Date, sentBefore: Date, limit: number, leaseUntil: Date): Promise<Delivery[]>;
  /** What claimFollowUpsDue would take now, without claiming (a dry run). */
  abstract listFollowUpsDue(now: Date, sentBefore: Date, limit: number): Promise<Delivery[]>;
  /**
   * Extends a follow-up claim to `leaseUntil` if it still holds what this worker set
   * (`heldUntil`); false once another worker has claimed the question since.
   */
  abstract renewFollowUp(parentId: string, heldUntil: Date, leaseUntil: Date): Promise<boolean>;
  /** Ends a follow-up claim; with `retryAt` nobody takes it again before then. */
  abstract releaseFollowUp(parentId: string, retryAt: Date | null): Promise<void>;
  /** No follow-up will go out for this question: nobody claims it again. */
  abstract abandonFollowUp(parentId: string): Promise<void>;
  abstract markAnsweredMany(ids: string[], at: Date): Promise<void>;
}
