export type DeliveryKind =
  | 'intro'
  | 'question'
  | 'follow_up'
  | 'resend'
  | 'queue_empty'
  | 'reply_to_claim'
  | 'first_question_note'
  /** What the senior's reply word did, told to her (see reply-word-emails.service.ts). */
  | 'confirmation'
  /** The owner told that the senior paused or stopped the questions. */
  | 'pause_notice';
export type DeliveryState = 'sending' | 'sent' | 'failed';

/** One email StoryVault sends: a row is written before sending and marked sent after the relay accepts it. */
export interface Delivery {
  id: string;
  vaultId: string;
  kind: DeliveryKind;
  /** Makes creating the same email twice impossible: a retry finds the first row instead. */
  dedupeKey: string;
  recipient: string;
  vaultQuestionId: string | null;
  questionId: string | null;
  questionText: string | null;
  /** The question delivery a follow-up or resend belongs to. */
  parentId: string | null;
  /** SHA-256 of the response token (question deliveries only). */
  tokenHash: string | null;
  /** The token itself, sealed with the server's key, so a follow-up or resend can carry it again. */
  tokenSealed: string | null;
  messageId: string;
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  answeredAt: Date | null;
  /** A question the senior asked to skip: when (read for operators; absent where not read). */
  skippedAt?: Date | null;
  createdAt: Date;
}

export type NewDelivery = Pick<
  Delivery,
  | 'vaultId'
  | 'kind'
  | 'dedupeKey'
  | 'recipient'
  | 'vaultQuestionId'
  | 'questionId'
  | 'questionText'
  | 'parentId'
  | 'tokenHash'
  | 'tokenSealed'
>;

export const DedupeKeys = {
  intro: (vaultId: string) => `intro:${vaultId}`,
  /** The introduction to an address the senior's email was changed to: once per vault and address. */
  introTo: (vaultId: string, recipient: string) => `intro:${vaultId}:${recipient}`,
  question: (vaultQuestionId: string) => `question:${vaultQuestionId}`,
  followUp: (parentId: string) => `follow_up:${parentId}`,
  resend: (parentId: string, at: Date) => `resend:${parentId}:${at.toISOString()}`,
  queueEmpty: (vaultId: string, slot: Date) => `queue_empty:${vaultId}:${slot.toISOString()}`,
  replyToClaim: (inboundId: string, ownerId: string) => `reply_to_claim:${inboundId}:${ownerId}`,
  firstQuestionNote: (vaultId: string) => `first_question_note:${vaultId}`,
};

const MINUTE = 60_000;

/**
 * A follow-up goes out at most this long after it became due. Past that (a worker outage) it is
 * not sent: a "gentle reminder" weeks late reads oddly, and the next question is near. It also
 * bounds the follow-up scan to recent questions instead of every unanswered one ever sent.
 */
export const FOLLOW_UP_GRACE_MS = 7 * 24 * 60 * MINUTE;
/** Backoff after a failed send: 1, 2, 4 … minutes, at most 6 hours; retried for as long as it takes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1) * MINUTE, 6 * 60 * MINUTE);
}

/** A Message-ID fixed by the delivery's id, so a resend after a crash is recognisably the same email. */
export function messageIdFor(deliveryId: string, domain: string): string {
  return `<delivery-${deliveryId}@${domain}>`;
}
