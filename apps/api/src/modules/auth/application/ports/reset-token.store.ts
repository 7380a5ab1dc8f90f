export interface StoredResetToken {
  userId: string;
  tokenHash: string;
  expiresAt: Date;
}

/** Port: hashed password-reset tokens. */
export abstract class ResetTokenStore {
  abstract save(token: StoredResetToken): Promise<void>;
  /**
   * Marks the token used, with every other outstanding token of its user, and returns the user
   * when the token exists, is unused and unexpired at `now`; otherwise null. Atomic: of two
   * concurrent calls with one token, or with two tokens of one user, at most one gets the user.
   */
  abstract consume(tokenHash: string, now: Date): Promise<string | null>;
  /** Marks every outstanding token of the user used. */
  abstract voidAll(userId: string, now: Date): Promise<void>;
  /** The user a still-usable token belongs to, without using it. */
  abstract peek(tokenHash: string, now: Date): Promise<string | null>;
  /** Deletes tokens that expired before `cutoff`; returns how many. */
  abstract purgeExpired(cutoff: Date): Promise<number>;
}
