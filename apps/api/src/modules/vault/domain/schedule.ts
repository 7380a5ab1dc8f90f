import { Frequency } from '@storyvault/contracts';

/**
 * When a vault's questions go out. The rules live with the vault, whose data they govern
 * (setup time, frequency, last send); the delivery module asks for them when it sends.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;
/** SPEC.md §9: the first question arrives 3 days after setup. */
export const FIRST_QUESTION_DELAY_MS = 3 * DAY_MS;

export function firstQuestionAt(setupAt: Date): Date {
  return new Date(setupAt.getTime() + FIRST_QUESTION_DELAY_MS);
}

/**
 * The slot after a send: one period after the slot just served, so a late worker does not
 * shift the rhythm; but never a burst to catch up, so after a long outage (or an operator's
 * send-now) the next question is one whole period after the actual send.
 */
export function nextSendAfter(input: { scheduledAt: Date; sentAt: Date; frequency: Frequency }): Date {
  const period = input.frequency * WEEK_MS;
  const bySlot = input.scheduledAt.getTime() + period;
  return new Date(bySlot > input.sentAt.getTime() ? bySlot : input.sentAt.getTime() + period);
}

/**
 * After the effective frequency changes (settings, or the owner's access): the next question
 * is one new period after the last one, or right away if that moment has passed. Before the
 * first question the 3-day promise of the setup card stands.
 */
export function rescheduleForFrequency(input: {
  lastSentAt: Date | null;
  nextSendAt: Date | null;
  frequency: Frequency;
  now: Date;
}): Date | null {
  if (!input.lastSentAt) return input.nextSendAt;
  const next = input.lastSentAt.getTime() + input.frequency * WEEK_MS;
  return new Date(Math.max(next, input.now.getTime()));
}
