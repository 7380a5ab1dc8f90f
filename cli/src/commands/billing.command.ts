import { Command } from 'commander';
import { BillingReport, BillingStatus } from '@storyvault/api/modules/billing/billing.public';
import { withApp } from '../context';
import { printJson } from '../format';
import { say } from '../output';
import { emailAddress } from '../options';

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '—');

/** The report without what is nobody's business on a terminal (the password hash). */
function forJson({ user, subscriptions }: BillingReport) {
  return { user: { name: user.name, email: user.email, hasFullAccess: user.hasFullAccess }, subscriptions };
}

function print(report: BillingReport): void {
  const { user, subscriptions } = report;
  say(`${user.name} <${user.email}>: ${user.hasFullAccess ? 'full access' : 'no full access (trial)'}`);
  if (!subscriptions.length) say('  No subscription.');
  for (const { ours, provider } of subscriptions) {
    say(
      `  ${ours.provider} ${ours.plan} subscription ${ours.subscriptionId ?? '(none yet)'} (checkout ${ours.checkoutSessionId})`,
    );
    say(`    we see:      ${ours.status}, paid until ${day(ours.currentPeriodEnd)}, updated ${day(ours.updatedAt)}`);
    say(
      `    ${ours.provider === 'stripe' ? 'Stripe sees' : 'provider sees'}: ${provider ? `${provider.status}, paid until ${day(provider.currentPeriodEnd)}` : 'nothing (unknown to the provider)'}`,
    );
  }
}

export function billingCommand(): Command {
  return new Command('billing')
    .description("a user's subscription as StoryVault and the payment provider see it")
    .argument('<email>', "the account's email", emailAddress)
    .option('--json', 'print JSON')
    .action(async (email: string, options: { json?: boolean }) => {
      await withApp(async (app) => {
        const report = await app.get(BillingStatus).report(email);
        if (options.json) printJson(forJson(report));
        else print(report);
      });
    });
}

export function billingSyncCommand(): Command {
  return new Command('billing:sync')
    .description("re-read a user's subscriptions from the payment provider and set full access from them")
    .argument('<email>', "the account's email", emailAddress)
    .option('--json', 'print JSON (the subscriptions after the sync)')
    .action(async (email: string, options: { json?: boolean }) => {
      await withApp(async (app) => {
        const report = await app.get(BillingStatus).sync(email);
        if (options.json) {
          printJson(forJson(report));
          return;
        }
        print(report);
        say('Synchronised with the payment provider.');
      });
    });
}
