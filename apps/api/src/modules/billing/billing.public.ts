/** What other modules and the CLI may use of billing. */
export { BillingStatus } from './application/billing-status.use-case';
export type { BillingReport, PaidLeadReport } from './application/billing-status.use-case';
export type { PaymentRecord } from './application/ports/billing.repository';
export { SubscriptionStanding } from './application/subscription-standing.service';
export { SubscriptionEndedError } from './domain/billing.errors';
export { LeadCheckout } from './application/lead-checkout.service';
export { SettleSubscriptions } from './application/settle-subscriptions.use-case';
export { BillingAccount } from './application/billing-account.use-cases';
export { DeletedAccounts } from './application/deleted-accounts.service';
