/** What one round of the worker did: emails sent, skipped (already sent, not due, gone) and failed. */
export interface DispatchSummary {
  sent: number;
  skipped: number;
  failed: number;
}

/** A send's outcome counted: an email the relay had already taken counts as skipped. */
export function countSend(summary: DispatchSummary, outcome: 'sent' | 'already-sent'): void {
  if (outcome === 'sent') summary.sent++;
  else summary.skipped++;
}
