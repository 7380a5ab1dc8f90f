export type LinkAnswerKind = 'written' | 'voice';

export interface LinkAnswerLimits {
  /** Answers of any kind in the 24 hours before `at`. */
  perDay: number;
  /** Recordings in the hour before `at`. */
  recordingsPerHour: number;
}

/**
 * Port: the answers each link (each question delivery) took, to hold a link to its limits.
 * Reserving counts and records in one step, so answers sent in parallel never pass a limit.
 */
export abstract class LinkAnswerLog {
  /** Records an answer about to be kept, or says which limit it would pass (nothing recorded). */
  abstract reserve(
    deliveryId: string,
    kind: LinkAnswerKind,
    at: Date,
    limits: LinkAnswerLimits,
  ): Promise<{ reservationId: string } | { refused: 'day' | 'hour' }>;
  /** Forgets a reserved answer that was not kept after all (an upload cut off, a bad recording). */
  abstract release(reservationId: string): Promise<void>;
}
