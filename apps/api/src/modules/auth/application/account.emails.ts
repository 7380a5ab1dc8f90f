import { ACCOUNT_DELETION_GRACE_DAYS, EMAIL_CHANGE_TTL_HOURS, Language, translator } from '@storyvault/contracts';
import { renderEmail } from '../../../shared/mail/email-layout';

/** To the new address, in the person's language: the link that makes it the account's email. */
export function confirmEmailChangeEmail(name: string, link: string, supportEmail: string, language: Language = 'en') {
  const t = translator(language);
  const hours = EMAIL_CHANGE_TTL_HOURS;
  return {
    subject: t('account.emailChange.subject'),
    ...renderEmail({
      preheader: t('account.emailChange.preheader', { hours }),
      greeting: t('account.greeting', { name }),
      paragraphs: [t('account.emailChange.body')],
      button: { label: t('account.emailChange.button'), url: link },
      afterButton: [t('account.emailChange.expiry', { hours }), t('account.emailChange.notYou', { supportEmail })],
      signature: t('account.signature'),
      language,
    }),
  };
}

/** To the old address, once the change is made: short, and with whom to call if it was not them. */
export function emailChangedNoticeEmail(
  name: string,
  newEmail: string,
  supportEmail: string,
  language: Language = 'en',
) {
  const t = translator(language);
  return {
    subject: t('account.emailChanged.subject'),
    ...renderEmail({
      preheader: t('account.emailChanged.preheader'),
      greeting: t('account.greeting', { name }),
      paragraphs: [t('account.emailChanged.body', { newEmail }), t('account.emailChanged.notYou', { supportEmail })],
      signature: t('account.signature'),
      language,
    }),
  };
}

/**
 * To the account's address, when its deletion is scheduled: the day (written in the person's
 * language, `spokenDay`), and how to undo it.
 */
export function deletionScheduledEmail(
  name: string,
  day: string,
  signInLink: string,
  supportEmail: string,
  language: Language = 'en',
) {
  const t = translator(language);
  return {
    subject: t('account.deletion.subject'),
    ...renderEmail({
      preheader: t('account.deletion.preheader', { day }),
      greeting: t('account.greeting', { name }),
      paragraphs: [t('account.deletion.body', { day, days: ACCOUNT_DELETION_GRACE_DAYS }), t('account.deletion.undo')],
      button: { label: t('account.deletion.button'), url: signInLink },
      afterButton: [t('account.questions', { supportEmail })],
      signature: t('account.signature'),
      language,
    }),
  };
}
