import { Language, translator } from '@storyvault/contracts';
import { firstName } from '../../../../shared/mail/email-language';
import { renderEmail } from '../../../../shared/mail/email-layout';

/** To the owner, once, when a question was due and none was left in the queue; in the owner's language. */
export function queueEmptyEmail(input: {
  ownerName: string;
  /** The owner's own language; English when not given. */
  language?: Language;
  seniorName: string;
  dashboardUrl: string;
  help: string;
}) {
  const language = input.language ?? 'en';
  const t = translator(language);
  const senior = input.seniorName;
  return {
    subject: t('family.queueEmpty.subject', { senior }),
    ...renderEmail({
      greeting: t('family.email.greeting', { name: firstName(input.ownerName) }),
      paragraphs: [t('family.queueEmpty.body', { senior }), t('family.queueEmpty.next')],
      button: { label: t('family.queueEmpty.button'), url: input.dashboardUrl },
      signature: t('family.email.signature'),
      help: input.help,
      language,
    }),
  };
}
