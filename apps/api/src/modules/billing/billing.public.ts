/** What the CLI may use of billing. */
export { BillingStatus } from './application/billing-status.use-case';
export type { BillingReport, PaidLeadReport } from './application/billing-status.use-case';
