import { Language, MemberRole, MessageKey, translator } from '@storyvault/contracts';
import { dayInWords } from '../../../shared/mail/email-language';
import { renderEmail } from '../../../shared/mail/email-layout';

export interface InvitationEmailInput {
  ownerName: string;
  /** The inviting owner's language: the invited person may have no account, so no language of their own yet. */
  language: Language;
  seniorName: string;
  inviteeName: string;
  role: MemberRole;
  /** The join link: it holds the token, so it goes into the email and nowhere else. */
  link: string;
  expiresAt: Date;
  supportEmail: string;
}

/** What the role lets them do; each key written whole, so that the catalogue test finds it used. */
const ROLE_SENTENCE = {
  viewer: 'family.invitation.role.viewer',
  contributor: 'family.invitation.role.contributor',
} as const satisfies Record<MemberRole, MessageKey>;

export function invitationEmail(input: InvitationEmailInput) {
  const t = translator(input.language);
  const owner = input.ownerName;
  const senior = input.seniorName;
  return {
    subject: t('family.invitation.subject', { owner, senior }),
    ...renderEmail({
      preheader: t('family.invitation.preheader', { senior }),
      greeting: t('family.email.greeting', { name: input.inviteeName }),
      paragraphs: [t('family.invitation.body', { owner, senior }), t(ROLE_SENTENCE[input.role])],
      button: { label: t('family.invitation.button'), url: input.link },
      afterButton: [
        // The day the link stops working, in words anyone reads the same way ("14 May 2026", "14. Mai 2026").
        t('family.invitation.expiry', { day: dayInWords(input.language, input.expiresAt), owner }),
      ],
      signature: t('family.email.signature'),
      help: input.supportEmail,
      language: input.language,
    }),
  };
}
