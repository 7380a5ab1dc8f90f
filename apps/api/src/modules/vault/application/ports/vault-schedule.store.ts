import { Vault } from '../../domain/vault';

/**
 * Port: the vault side of sending. Workers claim vaults with a lease, so any number of them
 * can run and none sends what another is sending; a crashed worker's lease simply runs out.
 */
export abstract class VaultScheduleStore {
  /**
   * Claims up to `limit` set-up vaults that need their introduction or whose next question is
   * due at `now`, and that no live lease holds; they stay claimed until `leaseUntil`.
   */
  abstract claimDue(now: Date, limit: number, leaseUntil: Date, claimant: string): Promise<Vault[]>;
  /** What claimDue would take now, without claiming anything (an operator's dry run). */
  abstract listDue(now: Date, limit: number): Promise<Vault[]>;
  /** Claims one set-up vault whatever its schedule (an operator's send-now), unless a live lease holds it. */
  abstract claimOne(vaultId: string, now: Date, leaseUntil: Date, claimant: string): Promise<Vault | null>;
  /** Extends a live claim of `claimant`; false when it ran out (or another worker holds the vault now). */
  abstract renew(vaultId: string, claimant: string, now: Date, leaseUntil: Date): Promise<boolean>;
  abstract markIntroSent(vaultId: string, at: Date): Promise<void>;
  /**
   * The question leaves the queue and the schedule moves to `nextSendAt`, at once, and the
   * claim ends. False when the question had already left the queue (the schedule moves anyway:
   * an email did go out). The schedule is only moved by the claim's holder.
   */
  abstract markQuestionSent(
    vaultId: string,
    questionId: string,
    at: Date,
    nextSendAt: Date,
    claimant: string,
  ): Promise<boolean>;
  /** Nothing was left to send: the schedule moves on; `notifiedAt` records that the owner was told. */
  abstract markQueueEmpty(vaultId: string, nextSendAt: Date, notifiedAt: Date | null, claimant: string): Promise<void>;
  /** Ends the claim; with `retryAt` no worker takes the vault again before then. */
  abstract release(vaultId: string, retryAt: Date | null, claimant: string): Promise<void>;
}
