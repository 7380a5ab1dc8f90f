import { GOOD_STANDING, graceEndsAt, grantsFullAccess, subscriptionEnded, SubscriptionStatus } from './billing';

const now = new Date('2026-06-10T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const standing = (status: SubscriptionStatus, paymentFailedAt: Date | null = null) => ({ status, paymentFailedAt });

describe('a subscription that ended', () => {
  it('is one of someone who paid, none of whose subscriptions is in good standing', () => {
    expect(subscriptionEnded([], now)).toBe(false); // never paid: a trial, not an ended subscription
    expect(subscriptionEnded([standing('canceled')], now)).toBe(true);
    expect(subscriptionEnded([standing('unpaid'), standing('incomplete_expired')], now)).toBe(true);
    expect(subscriptionEnded([standing('canceled'), standing('active')], now)).toBe(false);
    expect(subscriptionEnded([standing('past_due')], now)).toBe(false); // Stripe still retries the payment
  });

  it('reads good standing as full access does (the delivery of questions uses the list in SQL)', () => {
    const all: SubscriptionStatus[] = [
      'incomplete',
      'trialing',
      'active',
      'past_due',
      'canceled',
      'unpaid',
      'incomplete_expired',
      'paused',
    ];
    expect(all.filter((status) => grantsFullAccess(standing(status), now)).sort()).toEqual([...GOOD_STANDING].sort());
  });

  it('keeps full access for 7 days after a payment first fails, then ends it even while Stripe says past_due', () => {
    expect(graceEndsAt(days(-7))).toEqual(now);
    expect(grantsFullAccess(standing('past_due', days(-6.9)), now)).toBe(true);
    expect(grantsFullAccess(standing('past_due', days(-7)), now)).toBe(false);
    expect(grantsFullAccess(standing('active', days(-8)), now)).toBe(false);
    expect(subscriptionEnded([standing('past_due', days(-8))], now)).toBe(true);
  });
});
