import { createHash, randomBytes } from 'node:crypto';
import { ReplyCommand } from '../reply/reply-command';
import { REPLY_LANGUAGES, ReplyLanguage } from '../reply/reply-classification';

/**
 * A reply that may be a command but is not clearly one (docs/decisions/0087-asking-when-a-reply-is-unclear.md):
 * neither filed nor acted on until she chooses, or 7 days pass.
 */
export interface ReplyChoice {
  id: string;
  inboundId: string;
  vaultId: string;
  /** The question the reply answers. */
  deliveryId: string;
  /** What the reply may have asked. */
  command: ReplyCommand;
  language: ReplyLanguage;
  /** Her words, as the story would hold them. */
  replyText: string;
  createdAt: Date;
  decidedAt: Date | null;
  decision: ChoiceDecision | null;
  decidedBy: 'senior' | 'timeout' | null;
}

export type ChoiceDecision = 'command' | 'story';
export const CHOICE_DECISIONS: readonly ChoiceDecision[] = ['command', 'story'];

/** Unanswered this long, the reply is kept as a story: her words are never lost. */
export const CHOICE_WAIT_DAYS = 7;

/** A choice's token: 24 random bytes in base64url (32 characters); only its SHA-256 is stored. */
export function newChoiceToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The form a token is stored and looked up in; null for what cannot be a token. */
export function choiceTokenHash(token: string): string | null {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
  return createHash('sha256').update(token).digest('hex');
}

/** The page the email's buttons open (the choice is made there by a button, never by the GET). */
export function choicePath(token: string, choice: ChoiceDecision): string {
  return `/choice/${token}?choose=${choice}`;
}

/** The command as stored (JSON): a pause's date as an ISO day. */
export type StoredCommand = { kind: 'skip' | 'stop' | 'resume' } | { kind: 'pause'; until: string };

export function commandToJson(command: ReplyCommand): StoredCommand {
  return command.kind === 'pause' ? { kind: 'pause', until: command.until.toISOString() } : { kind: command.kind };
}

export function commandFromJson(json: StoredCommand): ReplyCommand {
  return json.kind === 'pause' ? { kind: 'pause', until: new Date(json.until) } : { kind: json.kind };
}

export function isReplyLanguage(value: string): value is ReplyLanguage {
  return (REPLY_LANGUAGES as readonly string[]).includes(value);
}
