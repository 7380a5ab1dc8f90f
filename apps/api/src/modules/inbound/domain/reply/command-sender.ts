import { SenderCheck } from '../sender-verification';

export type CommandSender = { acts: true } | { acts: false; why: 'not_senior' | 'unconfirmed'; reason: string };

/**
 * Whether a reply word (SKIP, PAUSE, RESUME, STOP) is the senior's to act on
 * (docs/decisions/0076-reply-words-from-another-address.md): it must come from the senior's own
 * address on the vault (case aside), and, when the receiving server is named
 * (INBOUND_AUTHSERV_ID, `check` given), that server must vouch for the From address. A token
 * alone is not enough: it travels in every quoted copy of the question email.
 */
export function commandSender(from: string, seniorEmail: string, check: SenderCheck | null): CommandSender {
  const sender = from.trim().toLowerCase();
  if (sender !== seniorEmail.trim().toLowerCase())
    return { acts: false, why: 'not_senior', reason: `from ${sender}, not the senior's address` };
  if (check && !check.verified)
    return { acts: false, why: 'unconfirmed', reason: `from ${sender}, not verified: ${check.reason}` };
  return { acts: true };
}
