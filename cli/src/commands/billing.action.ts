import { INestApplicationContext } from '@nestjs/common';
import { UserNotFoundError } from '@storyvault/api/modules/auth/auth.public';
import {
  BillingAccount,
  BillingReport,
  BillingStatus,
  PaidLeadReport,
} from '@storyvault/api/modules/billing/billing.public';
import { CliError, withApp } from '../context';
import { askLine } from '../prompt';
import { printJson } from '../format';
import { say } from '../output';

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '—');
const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
const PAYMENT_WORDS = { paid: 'paid', failed: 'FAILED', refunded: 'refunded' } as const;

/** The report without what is nobody's business on a terminal (the password hash). */
function forJson({ user, subscriptions }: BillingReport) {
  return {
    user: { name: user.name, email: user.email, hasFullAccess: user.hasFullAccess, language: user.language },
    subscriptions,
  };
}

function print(report: BillingReport): void {
  const { user, subscriptions } = report;
  say(
    `${user.name} <${user.email}>: ${user.hasFullAccess ? 'full access' : 'no full access (trial)'}, language ${user.language}`,
  );
  if (!subscriptions.length) say('  No subscription.');
  for (const { ours, provider, payments } of subscriptions) {
    say(
      `  ${ours.provider} ${ours.plan} subscription ${ours.subscriptionId ?? '(none yet)'} (checkout ${ours.checkoutSessionId})`,
    );
    say(`    we see:      ${ours.status}, paid until ${day(ours.currentPeriodEnd)}, updated ${day(ours.updatedAt)}`);
    if (ours.cancelAtPeriodEnd) say(`    cancelled:   ends on ${day(ours.currentPeriodEnd)} (cancel at period end)`);
    if (ours.paymentFailedAt)
      say(`    payment failed on ${day(ours.paymentFailedAt)}: full access until ${day(ours.graceEndsAt)}`);
    if (ours.refundedAt) say(`    refunded on ${day(ours.refundedAt)}`);
    say(
      `    ${ours.provider === 'stripe' ? 'Stripe sees' : 'provider sees'}: ${provider ? `${provider.status}, paid until ${day(provider.currentPeriodEnd)}${provider.cancelAtPeriodEnd ? ', cancelled at period end' : ''}` : 'nothing (unknown to the provider)'}`,
    );
    for (const p of payments)
      say(`    ${day(p.at)}  ${PAYMENT_WORDS[p.outcome].padEnd(8)} ${money(p.amount, p.currency)}  ${p.id}`);
  }
}

/** Someone who paid through the funnel and has not created the account yet. */
function printPaidLead({ lead, subscription }: PaidLeadReport): void {
  say(`${lead.name} <${lead.email}>: PAID, account not created yet (lead ${lead.id}, checkout ${lead.paidSessionId})`);
  if (subscription)
    say(
      `  ${subscription.provider} ${subscription.plan} subscription: ${subscription.status}, paid until ${day(subscription.currentPeriodEnd)}`,
    );
  say('  The payment email has the link to create the account; /get-started with this email sends it again.');
}

/** The user's report, or for an email with no account, the payment waiting for one (else the usual error). */
async function reportOrPaidLead(app: INestApplicationContext, email: string, json?: boolean): Promise<void> {
  const billing = app.get(BillingStatus);
  try {
    const report = await billing.report(email);
    if (json) printJson(forJson(report));
    else print(report);
  } catch (error) {
    const paid = error instanceof UserNotFoundError ? await billing.paidLead(email) : null;
    if (!paid) throw error;
    if (json) {
      const { lead, subscription } = paid;
      printJson({
        paidLead: { name: lead.name, email: lead.email, checkoutSessionId: lead.paidSessionId },
        subscription,
      });
    } else printPaidLead(paid);
  }
}

/** `storyvault billing EMAIL`. */
export async function showBilling(email: string, options: { json?: boolean }): Promise<void> {
  await withApp((app) => reportOrPaidLead(app, email, options.json));
}

/** `storyvault billing:sync EMAIL`: it sets full access, so it runs in the whole application. */
export async function syncBilling(email: string, options: { json?: boolean }): Promise<void> {
  await withApp(async (app) => {
    const report = await app.get(BillingStatus).sync(email);
    if (options.json) {
      printJson(forJson(report));
      return;
    }
    print(report);
    say('Synchronised with the payment provider.');
  });
}

/** `storyvault billing:refund EMAIL`: it ends a subscription, so it runs in the whole application. */
export async function refundBilling(email: string, options: { yes?: boolean; force?: boolean }): Promise<void> {
  await withApp(async (app) => {
    const { user } = await app.get(BillingStatus).report(email);
    if (!options.yes) {
      const answer = await askLine(
        `Refund the first payment of ${user.name} <${user.email}> and end the subscription now? Type "yes" to go on: `,
      );
      if (answer.toLowerCase() !== 'yes') throw new CliError('Nothing was refunded.');
    }
    const view = await app
      .get(BillingAccount)
      .refund(user.id, { force: options.force })
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === 'REFUND_WINDOW_CLOSED')
          throw new CliError(
            'The 30 days of the money-back guarantee have passed: nothing was refunded. To refund anyway, add --force.',
          );
        throw error;
      });
    say(`Refunded ${user.name} <${user.email}>: the subscription has ended (${view.status}).`);
  });
}
