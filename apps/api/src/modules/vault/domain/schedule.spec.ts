import { firstQuestionAt, nextSendAfter, rescheduleForFrequency, WEEK_MS } from './schedule';

const DAY = 24 * 60 * 60 * 1000;
const setup = new Date('2026-01-05T09:00:00Z');

// How these rules play out over months of sends, settings and access changes is tested through
// the worker and the use cases (application/follow-owner-access.use-case.spec.ts).
describe('schedule rules', () => {
  it('sends the first question 3 days after setup', () => {
    expect(firstQuestionAt(setup)).toEqual(new Date('2026-01-08T09:00:00Z'));
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

  it('reschedules one new period after the last question, or right away when that has passed', () => {
    const lastSentAt = new Date('2026-02-01T09:00:00Z');
    const nextSendAt = new Date(lastSentAt.getTime() + WEEK_MS);
    const soon = new Date(lastSentAt.getTime() + 2 * DAY);
    expect(rescheduleForFrequency({ lastSentAt, nextSendAt, frequency: 4, now: soon })).toEqual(
      new Date(lastSentAt.getTime() + 4 * WEEK_MS),
    );
    const later = new Date(lastSentAt.getTime() + 12 * DAY);
    expect(rescheduleForFrequency({ lastSentAt, nextSendAt: null, frequency: 1, now: later })).toEqual(later);
  });

  it('keeps the first question where it is before anything was sent', () => {
    const first = firstQuestionAt(setup);
    expect(rescheduleForFrequency({ lastSentAt: null, nextSendAt: first, frequency: 4, now: setup })).toBe(first);
  });
});
