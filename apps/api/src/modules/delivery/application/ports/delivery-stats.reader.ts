/** Port: counts across all deliveries, for operators. */
export abstract class DeliveryStatsReader {
  abstract counts(): Promise<{
    /** Failed at their last try and not sent since (the worker retries its own sends with backoff). */
    failed: number;
    /** Written and handed to the relay, without its answer yet (or a crash in between). */
    sending: number;
    /** When the relay last accepted an email. */
    lastSentAt: Date | null;
  }>;
}
