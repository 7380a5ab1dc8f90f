import { ChoiceDecision, ReplyChoice } from '../../domain/choice/reply-choice';

export type NewReplyChoice = Omit<ReplyChoice, 'id' | 'decidedAt' | 'decision' | 'decidedBy'> & { tokenHash: string };

/** Port: the senior's pending choices, one per inbound email, found by their token's hash. */
export abstract class ReplyChoiceStore {
  /** Stores the choice; null when the email has one already (processed again after a crash). */
  abstract create(choice: NewReplyChoice): Promise<ReplyChoice | null>;
  abstract findByTokenHash(tokenHash: string): Promise<ReplyChoice | null>;
  /** Records the decision if none was made yet; false when one was (the first one stands). */
  abstract decide(id: string, decision: ChoiceDecision, by: 'senior' | 'timeout', at: Date): Promise<boolean>;
  /** Takes a decision back whose effect could not be carried out, so it can be made again. */
  abstract undecide(id: string): Promise<void>;
  /** Undecided choices asked before `before`, oldest first. */
  abstract listUndecidedBefore(before: Date, limit: number): Promise<ReplyChoice[]>;
}
