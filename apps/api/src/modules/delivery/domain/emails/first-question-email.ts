import { Language, translator } from '@storyvault/contracts';
import { firstName } from '../../../../shared/mail/email-language';
import { renderEmail } from '../../../../shared/mail/email-layout';

/** To the owner, once per vault, when the very first question has gone out to the senior; in the owner's language. */
export function firstQuestionSentEmail(input: {
  ownerName: string;
  /** The owner's own language (users.language), not the vault's; English when not given. */
  language?: Language;
  seniorName: string;
  question: string;
  frequency: number;
  dashboardUrl: string;
  help: string;
}) {
  const language = input.language ?? 'en';
  const t = translator(language);
  const senior = input.seniorName;
  return {
    subject: t('owner.firstQuestion.subject', { senior }),
    ...renderEmail({
      preheader: t('owner.firstQuestion.preheader', { senior }),
      greeting: t('family.email.greeting', { name: firstName(input.ownerName) }),
      paragraphs: [t('owner.firstQuestion.sent', { senior })],
      highlight: input.question,
      afterHighlight: [
        t('owner.firstQuestion.howToAnswer', { senior }),
        t('owner.firstQuestion.next', { weeks: input.frequency }),
      ],
      button: { label: t('owner.firstQuestion.button'), url: input.dashboardUrl },
      signature: t('family.email.signature'),
      help: input.help,
      language,
    }),
  };
}
