import { Language, translator } from '@storyvault/contracts';
import { renderEmail } from '../../../shared/mail/email-layout';

/** The reset link, in the person's own language (`users.language`). */
export function passwordResetEmail(name: string, link: string, supportEmail: string, language: Language = 'en') {
  const t = translator(language);
  return {
    subject: t('account.passwordReset.subject'),
    ...renderEmail({
      preheader: t('account.passwordReset.preheader'),
      greeting: t('account.greeting', { name }),
      paragraphs: [t('account.passwordReset.body')],
      button: { label: t('account.passwordReset.button'), url: link },
      afterButton: [t('account.passwordReset.expiry'), t('account.passwordReset.notYou', { supportEmail })],
      signature: t('account.signature'),
      language,
    }),
  };
}
