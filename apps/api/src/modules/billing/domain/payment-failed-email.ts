import { Language, translator } from '@storyvault/contracts';
import { renderEmail } from '../../../shared/mail/email-layout';

/**
 * To the owner once per failed payment, in the owner's language: plain words, and where to update
 * the card. `graceEndsOn` is the day already written in that language.
 */
export function paymentFailedEmail(input: {
  name: string;
  accountUrl: string;
  graceEndsOn: string;
  help: string;
  language?: Language;
}) {
  const language = input.language ?? 'en';
  const t = translator(language);
  const first = input.name.trim().split(/\s+/)[0] || input.name;
  return {
    subject: t('account.paymentFailed.subject'),
    ...renderEmail({
      preheader: t('account.paymentFailed.preheader'),
      greeting: t('account.greeting', { name: first }),
      paragraphs: [
        t('account.paymentFailed.declined'),
        t('account.paymentFailed.grace', { day: input.graceEndsOn }),
        t('account.paymentFailed.safe'),
      ],
      button: { label: t('account.paymentFailed.button'), url: input.accountUrl },
      signature: t('account.signature'),
      help: input.help,
      language,
    }),
  };
}
