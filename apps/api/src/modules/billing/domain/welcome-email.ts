import { Language, translator } from '@storyvault/contracts';
import { renderEmail } from '../../../shared/mail/email-layout';

/** To a new owner once the paid account exists, in the account's language: what happens next, and when. */
export function welcomeEmail(input: { name: string; dashboardUrl: string; help: string; language?: Language }) {
  const language = input.language ?? 'en';
  const t = translator(language);
  const first = input.name.trim().split(/\s+/)[0] || input.name;
  return {
    subject: t('account.welcome.subject'),
    ...renderEmail({
      preheader: t('account.welcome.preheader'),
      greeting: t('account.greeting', { name: first }),
      paragraphs: [
        t('account.welcome.thanks'),
        t('account.welcome.next'),
        t('account.welcome.step1'),
        t('account.welcome.step2'),
        t('account.welcome.step3'),
        t('account.welcome.step4'),
      ],
      button: { label: t('account.welcome.button'), url: input.dashboardUrl },
      signature: t('account.signature'),
      help: input.help,
      language,
    }),
  };
}
