/** Port: counts across all vaults, for operators. */
export abstract class VaultStatsReader {
  /**
   * Set-up vaults that need their introduction or whose next question is due at `now`,
   * whether or not a worker holds them at the moment (sending, or waiting to retry).
   */
  abstract countDue(now: Date): Promise<number>;
}
