import { followUpDueAt, Vault } from '../../vault/vault.public';
import { Delivery } from '../domain/delivery';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the one gentle follow-up goes out: at 9:00 in the senior's morning, FOLLOW_UP_DAYS
 * calendar days after the question (docs/decisions/0050-questions-in-the-seniors-morning.md). The repository's claim
 * is unchanged: it is asked for questions sent a day earlier
 * than the days alone would say (a question sent late in the senior's evening is followed up
 * less than FOLLOW_UP_DAYS × 24 hours later), and one claimed before its morning is handed back
 * until then (`notBefore`), so nobody takes it again before it is due.
 */
export const FollowUpTiming = {
  /** The claim's `sentBefore`: every question whose follow-up may be due now was sent before this. */
  candidatesSentBefore(now: Date, followUpDays: number): Date {
    return new Date(now.getTime() - (followUpDays - 1) * DAY_MS);
  },

  /** When this question's follow-up is due in its vault's time zone. */
  dueAt(parent: Delivery, vault: Pick<Vault, 'timeZone'>, followUpDays: number): Date {
    return followUpDueAt(parent.sentAt ?? parent.createdAt, followUpDays, vault.timeZone);
  },
};
