import { GOOD_STANDING, grantsFullAccess, subscriptionEnded, SubscriptionStatus } from './billing';

describe('a subscription that ended', () => {
  it('is one of someone who paid, none of whose subscriptions is in good standing', () => {
    expect(subscriptionEnded([])).toBe(false); // never paid: a trial, not an ended subscription
    expect(subscriptionEnded(['canceled'])).toBe(true);
    expect(subscriptionEnded(['unpaid', 'incomplete_expired'])).toBe(true);
    expect(subscriptionEnded(['canceled', 'active'])).toBe(false);
    expect(subscriptionEnded(['past_due'])).toBe(false); // Stripe still retries the payment
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
    expect(all.filter(grantsFullAccess).sort()).toEqual([...GOOD_STANDING].sort());
  });
});
