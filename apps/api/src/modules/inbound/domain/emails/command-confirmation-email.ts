import { translator } from '@storyvault/contracts';
import { renderEmail } from '../../../../shared/mail/email-layout';
import type { ReplyLanguage } from '../reply/reply-classification';
import { dayInWords } from '../reply/reply-kinds';
import { CONFIRMATION_MESSAGES, ConfirmedCommand } from './command-confirmation-words';

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
  const language = input.language ?? 'en';
  const t = translator(language);
  const senior = input.seniorName.trim().split(/\s+/)[0] || input.seniorName;
  const owner = input.ownerName.trim().split(/\s+/)[0] || input.ownerName;
  const { command } = input;
  const until = command.kind === 'pause' ? dayInWords(command.until, language, input.now ?? new Date()) : '';
  const [subject, ...paragraphs] = CONFIRMATION_MESSAGES[command.kind].map((key) => t(key, { owner, until }));
  return {
    subject,
    ...renderEmail({
      greeting: t('senior.email.greeting', { name: senior }),
      paragraphs,
      signature: t('senior.email.signature', { owner: input.ownerName }),
      help: input.help,
      language,
    }),
  };
}
