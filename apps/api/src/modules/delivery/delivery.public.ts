/** What other modules (and the CLI) may use of the delivery module. */
export { DispatchDeliveries } from './application/dispatch-deliveries.use-case';
export type { DispatchSummary } from './application/dispatch-deliveries.use-case';
export { SendNow } from './application/send-now.use-case';
export { QuestionAlreadyAnsweredError, ResendLatestQuestion } from './application/resend-latest-question.use-case';
export { ListDeliveries } from './application/list-deliveries.use-case';
export type { DeliveryRecord } from './application/list-deliveries.use-case';
export { ResponseTokens } from './application/response-tokens.service';
export type { Delivery } from './domain/delivery';
export { PlanDeliveries } from './application/plan-deliveries.use-case';
export type { PlannedDelivery } from './application/plan-deliveries.use-case';
export { DeliveryQueueStatus } from './application/delivery-queue-status.use-case';
export type { DeliveryQueueReport } from './application/delivery-queue-status.use-case';
export { replyAddressFor } from './domain/reply-address';
export { ReplyToClaimNotices } from './application/reply-to-claim-notices.service';
export { ReplyWordEmails } from './application/reply-word-emails.service';
export type { WrittenEmail } from './application/reply-word-emails.service';
export { SkipQuestion, SKIP_MESSAGES } from './application/skip-question.use-case';
export type { SkipResult, SkipOutcome } from './application/skip-question.use-case';
