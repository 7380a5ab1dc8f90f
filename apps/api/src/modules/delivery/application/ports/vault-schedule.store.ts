import type { ActivityDetails } from '../../../vault/vault.public';
/** An activity line as the vault module keeps it: the English line and what happened. */
export interface ActivityRecord {
  description: string;
  details: ActivityDetails;
}

export interface QuestionSent {
  vaultId: string;
  questionId: string;
  at: Date;
  nextSendAt: Date;
  claimant: string;
  /**
   * The question's delivery the relay accepted, marked sent at `at` (one more attempt, no error)
   * with the rest; null when it had been marked sent before (nothing is counted again).
   */
  deliveryId: string | null;
  /** The question_sent activity, written only when the question did leave the queue now. */
  activity: ActivityRecord;
}

export interface QuestionSkipped {
  /** The question delivery the senior asked to skip. */
  deliveryId: string;
  vaultId: string;
  vaultQuestionId: string;
  at: Date;
  /** The question_skipped activity, written only when this skip is the first. */
  activity: ActivityRecord;
}

/**
 * Port: the schedule of sending, vault by vault. Workers claim vaults with a lease, so any
 * number of them can run and none sends what another is sending; a crashed worker's lease
 * simply runs out. It answers with vault ids; the vaults themselves are the vault module's to
 * read (VaultDirectory).
 */
export abstract class VaultScheduleStore {
  /**
   * Claims up to `limit` set-up vaults that need their introduction or whose next question is
   * due at `now`, and that no live lease holds; they stay claimed until `leaseUntil`. Their
   * ids, by next send time (those with none first), then id.
   */
  abstract claimDue(now: Date, limit: number, leaseUntil: Date, claimant: string): Promise<string[]>;
  /** What claimDue would take now, without claiming anything (an operator's dry run). */
  abstract listDue(now: Date, limit: number): Promise<string[]>;
  /**
   * Set-up vaults that need their introduction or whose next question is due at `now`,
   * whether or not a worker holds them at the moment (sending, or waiting to retry).
   */
  abstract countDue(now: Date): Promise<number>;
  /** Claims one set-up vault whatever its schedule (an operator's send-now); false while a live lease holds it. */
  abstract claimOne(vaultId: string, now: Date, leaseUntil: Date, claimant: string): Promise<boolean>;
  /** Extends a live claim of `claimant`; false when it ran out (or another worker holds the vault now). */
  abstract renew(vaultId: string, claimant: string, now: Date, leaseUntil: Date): Promise<boolean>;
  abstract markIntroSent(vaultId: string, at: Date): Promise<void>;
  /**
   * For each: the delivery is marked sent, the question leaves the queue, its question_sent
   * activity is logged and the schedule moves to `nextSendAt`, all at once, and the claim ends.
   * False where the question had already left the queue (no activity then; the delivery is
   * marked and the schedule moves anyway: an email did go out). The schedule is only moved by
   * the claim's holder; the delivery is marked whoever holds the claim. Answers in the order given.
   */
  abstract markQuestionsSent(sent: QuestionSent[]): Promise<boolean[]>;
  /** Nothing was left to send: the schedule moves on; `notifiedAt` records that the owner was told. */
  abstract markQueueEmpty(vaultId: string, nextSendAt: Date, notifiedAt: Date | null, claimant: string): Promise<void>;
  /** Ends the claim; with `retryAt` no worker takes the vault again before then. */
  abstract release(vaultId: string, retryAt: Date | null, claimant: string): Promise<void>;
  /**
   * The senior asked for a different question: the delivery is marked skipped, its question goes
   * back to the end of the queue and the activity is logged, all at once and once only (false,
   * changing nothing, when the delivery was already skipped or has been answered).
   */
  abstract markQuestionSkipped(skip: QuestionSkipped): Promise<boolean>;
}
