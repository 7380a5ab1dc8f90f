import { migratedDataSource } from '@storyvault/api-testing';
import { ManualClock } from '../../../../shared/time/clock';
import { refundableUntil, Subscription, SubscriptionStatus } from '../../domain/billing';
import { TypeormBillingRepository } from './typeorm-billing.repository';

/**
 * Billing's standing is PostgreSQL's rule alone (the migration WriteBillingStandingOnce): these
 * prove it at its edges through the repository that reads it for the TypeScript code, and the
 * function delivery's statements call.
 */
const db = migratedDataSource();
const now = new Date('2026-06-10T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const ALL: SubscriptionStatus[] = [
  'incomplete',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete_expired',
  'paused',
];

let clock: ManualClock;
let repo: TypeormBillingRepository;
let userId: string;
let made = 0;

async function subscribe(
  status: SubscriptionStatus,
  extra: Partial<Pick<Subscription, 'cancelAtPeriodEnd' | 'currentPeriodEnd'>> = {},
): Promise<Subscription> {
  made++;
  return repo.saveSubscription({
    provider: 'test',
    checkoutSessionId: `cs_${made}`,
    subscriptionId: `sub_${made}`,
    customerId: 'cus_1',
    plan: 'annual',
    status,
    currentPeriodEnd: extra.currentPeriodEnd ?? days(300),
    cancelAtPeriodEnd: extra.cancelAtPeriodEnd ?? false,
    firstPaidAt: days(-20),
    reference: `user:${userId}`,
    userId,
    email: 'rose@example.test',
  });
}

const standing = async (sub: Subscription) => (await repo.findSubscriptionByProviderId(sub.subscriptionId!))!;

beforeEach(async () => {
  await db.ds.query('TRUNCATE users, subscriptions, billing_payments CASCADE');
  const [user] = (await db.ds.query(
    `INSERT INTO users (name, email, password_hash) VALUES ('Rose', 'rose@example.test', 'x') RETURNING id`,
  )) as Array<{ id: string }>;
  userId = user.id;
  clock = new ManualClock(now);
  repo = new TypeormBillingRepository(db.ds, clock);
});

describe('a subscription in good standing', () => {
  it('is one whose status is active, trialing or past_due (Stripe still retries a past_due payment)', async () => {
    const good: SubscriptionStatus[] = [];
    for (const status of ALL) if ((await subscribe(status)).inGoodStanding) good.push(status);
    expect(good.sort()).toEqual(['active', 'past_due', 'trialing']);
  });

  it('keeps full access for 7 days after a payment first fails, then not, even while Stripe says past_due', async () => {
    const sub = await subscribe('past_due');
    const marked = (await repo.markPaymentFailed(sub.subscriptionId!, days(-7)))!;
    expect(marked.graceEndsAt).toEqual(now);
    expect(marked.inGoodStanding).toBe(false);
    expect(await repo.markPaymentFailed(sub.subscriptionId!, days(-1))).toBeNull(); // the first failure stands

    clock.set(new Date(now.getTime() - 1));
    expect((await standing(sub)).inGoodStanding).toBe(true);
    clock.set(now);
    expect((await standing(sub)).inGoodStanding).toBe(false);

    await repo.clearPaymentFailure(sub.subscriptionId!);
    expect(await standing(sub)).toMatchObject({ inGoodStanding: true, graceEndsAt: null, paymentFailedAt: null });
  });

  it('is kept until the period ends when cancelled at period end, then read again by the hourly settling', async () => {
    const sub = await subscribe('active', { cancelAtPeriodEnd: true, currentPeriodEnd: days(3) });
    expect(sub.inGoodStanding).toBe(true);
    expect(await repo.subscriptionEnded(userId)).toBe(false);
    expect(await repo.subscriptionsToSettle(days(2))).toEqual([]);
    expect((await repo.subscriptionsToSettle(days(4))).map((s) => s.id)).toEqual([sub.id]);

    await repo.saveSubscription({ ...sub, status: 'canceled' });
    expect(await repo.subscriptionEnded(userId)).toBe(true);
    expect(await repo.subscriptionsToSettle(days(4))).toEqual([]);
  });

  it('is read again by the settling once a failed payment’s grace is over', async () => {
    const sub = await subscribe('past_due');
    await repo.markPaymentFailed(sub.subscriptionId!, days(-3));
    expect(await repo.subscriptionsToSettle(days(3))).toEqual([]);
    const [due] = await repo.subscriptionsToSettle(days(4));
    expect(due).toMatchObject({ id: sub.id, inGoodStanding: false });
  });
});

describe('an owner whose subscription ended', () => {
  it('is one who paid, none of whose subscriptions is in good standing (never paid: a trial, not ended)', async () => {
    expect(await repo.subscriptionEnded(userId)).toBe(false);
    const canceled = await subscribe('canceled');
    expect(await repo.subscriptionEnded(userId)).toBe(true);
    await subscribe('unpaid');
    expect(await repo.subscriptionEnded(userId)).toBe(true);
    const active = await subscribe('active');
    expect(await repo.subscriptionEnded(userId)).toBe(false);
    await repo.saveSubscription({ ...active, status: 'past_due' });
    await repo.markPaymentFailed(active.subscriptionId!, days(-8));
    expect(await repo.subscriptionEnded(userId)).toBe(true);
    expect(canceled.inGoodStanding).toBe(false);
  });

  it('is one whose first payment was refunded and the subscription ended with it', async () => {
    const sub = await subscribe('active');
    expect(refundableUntil(sub, now)).toEqual(new Date(days(-20).getTime() + 30 * 86_400_000));
    await repo.markRefunded(sub.subscriptionId!, now);
    await repo.saveSubscription({ ...sub, status: 'canceled' });
    const refunded = await standing(sub);
    expect(refunded).toMatchObject({ inGoodStanding: false, refundedAt: now });
    expect(refundableUntil(refunded, now)).toBeNull();
    expect(await repo.subscriptionEnded(userId)).toBe(true);
  });

  it('is no longer one once the account is erased and billing forgets it', async () => {
    await subscribe('canceled');
    expect(await repo.subscriptionEnded(userId)).toBe(true);
    await repo.forgetUser(userId, 'rose@example.test');
    expect(await repo.subscriptionEnded(userId)).toBe(false);
  });

  it('is the same answer in the SQL that delivery runs, at the time it is given', async () => {
    const sub = await subscribe('past_due');
    await repo.markPaymentFailed(sub.subscriptionId!, days(-5));
    const ended = async (at: Date) =>
      (
        (await db.ds.query('SELECT billing_subscription_ended($1, $2::timestamptz) AS ended', [userId, at])) as Array<{
          ended: boolean;
        }>
      )[0].ended;
    expect(await ended(new Date(days(2).getTime() - 1))).toBe(false);
    expect(await ended(days(2))).toBe(true);
  });
});
