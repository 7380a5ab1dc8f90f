import { Language, translator } from '@storyvault/contracts';
import { firstName } from '../../../../shared/mail/email-language';
import { renderEmail } from '../../../../shared/mail/email-layout';
import { ReplyCommand } from '../reply/reply-command';

/**
 * To the owner, when a reply word came by the question's token from an address that is not the
 * senior's (or one the receiving server did not vouch for): nothing was done, and what they can
 * do; in the owner's language.
 */
export function heldCommandEmail(input: {
  ownerName: string;
  /** The owner's own language (users.language); English when not given. */
  language?: Language;
  seniorName: string;
  seniorEmail: string;
  from: string;
  kind: ReplyCommand['kind'];
  why: 'not_senior' | 'unconfirmed';
  dashboardUrl: string;
  supportEmail: string;
}) {
  const language = input.language ?? 'en';
  const t = translator(language);
  const values = { kind: input.kind, senior: input.seniorName, from: input.from, seniorEmail: input.seniorEmail };
  return {
    subject: t('owner.held.subject', values),
    ...renderEmail({
      greeting: t('family.email.greeting', { name: firstName(input.ownerName) }),
      paragraphs: [
        t(input.why === 'not_senior' ? 'owner.held.notSenior' : 'owner.held.unconfirmed', values),
        t('owner.held.notDone', values),
        t(input.kind === 'resume' ? 'owner.held.resumeNext' : 'owner.held.next', values),
      ],
      button: { label: t('owner.dashboardButton'), url: input.dashboardUrl },
      signature: t('family.email.signature'),
      help: input.supportEmail,
      language,
    }),
  };
}
