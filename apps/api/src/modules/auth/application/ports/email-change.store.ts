export interface PendingEmailChange {
  userId: string;
  newEmail: string;
  tokenHash: string;
  expiresAt: Date;
}

/** Port: emailed links that confirm a new address, stored hashed and used once. */
export abstract class EmailChangeStore {
  /** Stores a link; the user's earlier links stop working (only the latest request counts). */
  abstract save(change: PendingEmailChange, now: Date): Promise<void>;
  /**
   * Marks the link used and returns what it asked for when it exists, is unused and unexpired
   * at `now`; otherwise null. Atomic: of two uses at once, at most one gets it.
   */
  abstract consume(tokenHash: string, now: Date): Promise<{ userId: string; newEmail: string } | null>;
}
