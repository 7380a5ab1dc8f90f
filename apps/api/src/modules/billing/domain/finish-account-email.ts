import { Language, translator } from '@storyvault/contracts';
import { renderEmail } from '../../../shared/mail/email-layout';

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/** Who an email before the account goes to, and the language their browser gave at checkout. */
interface FinishAccountInput {
  name: string;
  finishUrl: string;
  help: string;
  language?: Language;
}

/**
 * After a paid checkout whose account is not made yet: the receipt, with the link that finishes
 * the account (the checkout's return link; its session id is known only to the payer and this email).
 */
export function paymentReceivedEmail(input: FinishAccountInput) {
  const language = input.language ?? 'en';
  const t = translator(language);
  return {
    subject: t('account.paymentReceived.subject'),
    ...renderEmail({
      preheader: t('account.paymentReceived.preheader'),
      greeting: t('account.greeting', { name: firstName(input.name) }),
      paragraphs: [t('account.paymentReceived.thanks'), t('account.paymentReceived.body')],
      button: { label: t('account.createButton'), url: input.finishUrl },
      afterButton: [t('account.paymentReceived.keep')],
      signature: t('account.signature'),
      help: input.help,
      language,
    }),
  };
}

/** Someone who paid started over at /get-started with the same email: the way back, sent to that email. */
export function finishAccountEmail(input: FinishAccountInput) {
  const language = input.language ?? 'en';
  const t = translator(language);
  return {
    subject: t('account.finish.subject'),
    ...renderEmail({
      preheader: t('account.finish.preheader'),
      greeting: t('account.greeting', { name: firstName(input.name) }),
      paragraphs: [t('account.finish.body')],
      button: { label: t('account.createButton'), url: input.finishUrl },
      afterButton: [t('account.finish.notYou')],
      signature: t('account.signature'),
      help: input.help,
      language,
    }),
  };
}
