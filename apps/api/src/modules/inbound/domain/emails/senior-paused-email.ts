import { Language, translator } from '@storyvault/contracts';
import { firstName } from '../../../../shared/mail/email-language';
import { renderEmail } from '../../../../shared/mail/email-layout';

/**
 * To the owner, when the senior paused (until a date) or stopped the questions by her reply
 * word: what she asked, that nothing is lost, and how to start them again
 * (docs/decisions/0091-family-knows-where-she-is.md). Never for the owner's own pause. In the
 * owner's language, whatever the vault's.
 */
export function seniorPausedEmail(input: {
  ownerName: string;
  /** The owner's own language; English when not given. */
  language?: Language;
  seniorName: string;
  /** The pause's end as the owner reads it ("1 March", "1. März"); absent for STOP. */
  untilText?: string;
  dashboardUrl: string;
  supportEmail: string;
}) {
  const language = input.language ?? 'en';
  const t = translator(language);
  const senior = firstName(input.seniorName);
  const until = input.untilText;
  const [subject, ...said] =
    until !== undefined
      ? [
          t('family.seniorPaused.subject', { senior, until }),
          t('family.seniorPaused.said', { senior, until }),
          t('family.seniorPaused.then'),
        ]
      : [
          t('family.seniorStopped.subject', { senior }),
          t('family.seniorStopped.said', { senior }),
          t('family.seniorStopped.then', { senior }),
        ];
  return {
    subject,
    ...renderEmail({
      greeting: t('family.email.greeting', { name: firstName(input.ownerName) }),
      paragraphs: [...said, t('family.seniorPaused.nothingLost', { senior }), t('family.seniorPaused.resume')],
      button: { label: t('family.seniorPaused.button'), url: input.dashboardUrl },
      signature: t('family.email.signature'),
      help: input.supportEmail,
      language,
    }),
  };
}
