/** Port: counts across all inbound mail, for operators. */
export abstract class InboundStatsReader {
  abstract counts(): Promise<{
    /** Kept because no vault could be found for them, and not assigned by an operator since. */
    unmatched: number;
    /** Refused (unreadable, no sender, cut short too often), and not assigned by an operator since. */
    rejected: number;
    /** Short replies whose meaning the senior was asked about, while she has not chosen. */
    asked: number;
    /** Stored but not processed yet: in a worker's hands now, or left by a crash for the next poll. */
    unprocessed: number;
    /** When a pass over the IMAP mailbox last reached its end, whether or not there was new mail. */
    lastPolledAt: Date | null;
    /** When a poll last moved an IMAP cursor, i.e. last read new mail from the mailbox. */
    lastNewMailAt: Date | null;
  }>;
}
