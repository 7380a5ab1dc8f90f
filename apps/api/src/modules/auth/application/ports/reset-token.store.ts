export interface StoredResetToken {
  userId: string;
  tokenHash: string;
  expiresAt: Date;
}

/** Port: hashed password-reset tokens. */
export abstract class ResetTokenStore {
  abstract save(token: StoredResetToken): Promise<void>;
  /**
   * Marks the token used and returns its user when it exists, is unused and unexpired at `now`;
   * otherwise null. Atomic: of two concurrent calls with one token, at most one gets the user.
   */
  abstract consume(tokenHash: string, now: Date): Promise<string | null>;
  /** The user a still-usable token belongs to, without using it. */
  abstract peek(tokenHash: string, now: Date): Promise<string | null>;
  /** Deletes tokens that expired before `cutoff`; returns how many. */
  abstract purgeExpired(cutoff: Date): Promise<number>;
}
