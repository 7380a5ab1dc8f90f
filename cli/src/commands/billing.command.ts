import { Command } from 'commander';
import { lazyAction } from '../lazy-action';
import { emailAddress } from '../options';

export function billingCommand(): Command {
  return new Command('billing')
    .description(
      "a user's subscription as StoryVault and the payment provider see it, or a payment still waiting for its account",
    )
    .argument('<email>', "the account's email", emailAddress)
    .option('--json', 'print JSON')
    .action(lazyAction(() => import('./billing.action').then((m) => m.showBilling)));
}

export function billingSyncCommand(): Command {
  return new Command('billing:sync')
    .description("re-read a user's subscriptions from the payment provider and set full access from them")
    .argument('<email>', "the account's email", emailAddress)
    .option('--json', 'print JSON (the subscriptions after the sync)')
    .action(lazyAction(() => import('./billing.action').then((m) => m.syncBilling)));
}

/**
 * An operator's refund of a user's first payment, which ends the subscription at once (as the
 * owner's own refund does). Asks first unless --yes; after the 30-day guarantee only with --force.
 */
export function billingRefundCommand(): Command {
  return new Command('billing:refund')
    .description("refund a user's first payment and end their subscription now (the 30-day money-back guarantee)")
    .argument('<email>', "the account's email", emailAddress)
    .option('--yes', 'do not ask for confirmation')
    .option('--force', 'refund even after the 30 days of the guarantee')
    .action(lazyAction(() => import('./billing.action').then((m) => m.refundBilling)));
}
