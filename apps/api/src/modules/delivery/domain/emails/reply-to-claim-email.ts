import { Language, translator } from '@storyvault/contracts';
import { firstName } from '../../../../shared/mail/email-language';
import { renderEmail } from '../../../../shared/mail/email-layout';

/**
 * To each owner whose vault has the senior address a reply came from, when that address is in
 * more than one family's vaults: the reply is kept aside, and its text is not in this email.
 * In that owner's own language.
 */
export function replyToClaimEmail(input: {
  ownerName: string;
  /** The owner's own language (users.language); English when not given. */
  language?: Language;
  seniorName: string;
  seniorEmail: string;
  receivedAt: Date;
  reference: string;
  supportEmail: string;
  /** The address is in another owner's vault too; otherwise in several of this owner's, each with a question open. */
  shared: boolean;
}) {
  const language = input.language ?? 'en';
  const t = translator(language);
  const at = input.receivedAt;
  // The UTC day, as local midnight: a message writes dates in the process's time zone.
  const day = new Date(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const values = { senior: input.seniorName, email: input.seniorEmail, day };
  return {
    subject: t('owner.replyToClaim.subject', values),
    ...renderEmail({
      greeting: t('family.email.greeting', { name: firstName(input.ownerName) }),
      paragraphs: [
        t(input.shared ? 'owner.replyToClaim.shared' : 'owner.replyToClaim.several', values),
        t('owner.replyToClaim.howTo', { support: input.supportEmail }),
      ],
      highlight: t('owner.replyToClaim.reference', { reference: input.reference }),
      signature: t('family.email.signature'),
      language,
    }),
  };
}
