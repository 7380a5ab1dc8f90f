import { Frequency } from '@storyvault/contracts';
import { firstQuestionAt, nextSendAfter, rescheduleForFrequency, WEEK_MS } from './schedule';
import { effectiveFrequency } from './vault';

const DAY = 24 * 60 * 60 * 1000;
const setup = new Date('2026-01-05T09:00:00Z');

/**
 * Plays months of days: every day the worker runs once; a question goes out when due. Settings
 * may change on given days. Returns the day numbers on which questions went out.
 */
function simulate(
  days: number,
  changes: Record<number, { frequency?: Frequency; fullAccess?: boolean }> = {},
  start = { frequency: 2 as Frequency, fullAccess: false },
) {
  let { frequency, fullAccess } = start;
  let next: Date | null = firstQuestionAt(setup);
  let lastSent: Date | null = null;
  const sent: number[] = [];
  for (let day = 0; day <= days; day++) {
    const now = new Date(setup.getTime() + day * DAY + 60_000);
    const change = changes[day];
    if (change) {
      const before = effectiveFrequency(frequency, fullAccess);
      frequency = change.frequency ?? frequency;
      fullAccess = change.fullAccess ?? fullAccess;
      const after = effectiveFrequency(frequency, fullAccess);
      if (after !== before)
        next = rescheduleForFrequency({ lastSentAt: lastSent, nextSendAt: next, frequency: after, now });
    }
    if (next && next <= now) {
      sent.push(day);
      next = nextSendAfter({ scheduledAt: next, sentAt: now, frequency: effectiveFrequency(frequency, fullAccess) });
      lastSent = now;
    }
  }
  return sent;
}

describe('schedule rules over months of fake time', () => {
  it('sends the first question 3 days after setup', () => {
    expect(firstQuestionAt(setup)).toEqual(new Date('2026-01-08T09:00:00Z'));
  });

  it('sends weekly in the trial even when 2 weeks were chosen', () => {
    expect(simulate(60)).toEqual([3, 10, 17, 24, 31, 38, 45, 52, 59]);
  });

  it('sends every 2 or 4 weeks with full access', () => {
    expect(simulate(90, {}, { frequency: 2, fullAccess: true })).toEqual([3, 17, 31, 45, 59, 73, 87]);
    expect(simulate(120, {}, { frequency: 4, fullAccess: true })).toEqual([3, 31, 59, 87, 115]);
  });

  it('keeps the rhythm when the worker runs late, without a burst after an outage', () => {
    const slot = new Date('2026-02-01T09:00:00Z');
    expect(nextSendAfter({ scheduledAt: slot, sentAt: new Date(slot.getTime() + 3_600_000), frequency: 1 })).toEqual(
      new Date(slot.getTime() + WEEK_MS),
    );
    const afterOutage = new Date(slot.getTime() + 10 * DAY);
    expect(nextSendAfter({ scheduledAt: slot, sentAt: afterOutage, frequency: 1 })).toEqual(
      new Date(afterOutage.getTime() + WEEK_MS),
    );
  });

  it('applies a frequency change from the last question sent', () => {
    // Full access, every 4 weeks; on day 10 the owner switches to weekly: the next goes one week after day 3.
    expect(simulate(40, { 10: { frequency: 1 } }, { frequency: 4, fullAccess: true })).toEqual([3, 10, 17, 24, 31, 38]);
    // Weekly, then every 4 weeks from day 12: the next is 4 weeks after the day-10 question.
    expect(simulate(70, { 12: { frequency: 4 } }, { frequency: 1, fullAccess: true })).toEqual([3, 10, 38, 66]);
  });

  it('moves to the chosen frequency when the trial ends with full access', () => {
    // Trial weekly with 2 weeks chosen; full access on day 20: next is 2 weeks after day 17.
    expect(simulate(70, { 20: { fullAccess: true } })).toEqual([3, 10, 17, 31, 45, 59]);
  });

  it('keeps the 3-day promise when the frequency changes before the first question', () => {
    expect(simulate(12, { 1: { frequency: 4 } }, { frequency: 1, fullAccess: true })).toEqual([3]);
  });
});
