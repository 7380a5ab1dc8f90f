import { Language, translator } from '@storyvault/contracts';
import { renderEmail } from '../../../shared/mail/email-layout';

/**
 * To the giver right after payment, in the language of their browser at checkout: the card to
 * print (attached), and what happens when. `startDay` is the first day already written in it.
 */
export function giftCardEmail(input: {
  giverName: string;
  seniorName: string;
  startDay: string;
  help: string;
  language?: Language;
}) {
  const language = input.language ?? 'en';
  const t = translator(language);
  const first = input.giverName.trim().split(/\s+/)[0] || input.giverName;
  const senior = input.seniorName;
  const day = input.startDay;
  return {
    subject: t('account.gift.subject', { senior }),
    ...renderEmail({
      preheader: t('account.gift.preheader', { senior, day }),
      greeting: t('account.greeting', { name: first }),
      paragraphs: [
        t('account.gift.paid', { senior }),
        t('account.gift.card'),
        t('account.gift.start', { day, senior }),
        t('account.gift.account'),
      ],
      signature: t('account.signature'),
      help: input.help,
      language,
    }),
  };
}
