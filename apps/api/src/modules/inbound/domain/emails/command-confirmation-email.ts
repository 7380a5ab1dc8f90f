import { renderEmail } from '../../../../shared/mail/email-layout';
import type { ReplyLanguage } from '../reply/reply-classification';
import { dayInWords } from '../reply/reply-kinds';
import { CONFIRMATION_WORDS, ConfirmedCommand } from './command-confirmation-words';

export type { ConfirmedCommand };

/**
 * A short, plain confirmation to the senior of what her reply word did, in the language she
 * wrote it in (English when unknown). A SKIP that sent another question is confirmed by that
 * question; one that found nothing to skip is told so.
 */
export function commandConfirmationEmail(input: {
  seniorName: string;
  ownerName: string;
  command: ConfirmedCommand;
  help: string;
  language?: ReplyLanguage;
  now?: Date;
}) {
  const words = CONFIRMATION_WORDS[input.language ?? 'en'];
  const senior = input.seniorName.trim().split(/\s+/)[0] || input.seniorName;
  const owner = input.ownerName.trim().split(/\s+/)[0] || input.ownerName;
  const { command } = input;
  const until =
    command.kind === 'pause' ? dayInWords(command.until, input.language ?? 'en', input.now ?? new Date()) : '';
  const [subject, ...paragraphs] = words.lines[command.kind]({ owner, until });
  return {
    subject,
    ...renderEmail({
      greeting: words.greeting(senior),
      paragraphs,
      signature: words.signature(input.ownerName),
      help: input.help,
    }),
  };
}
