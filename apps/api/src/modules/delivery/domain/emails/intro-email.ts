import { introEmailContent, Language } from '@storyvault/contracts';
import { renderEmail } from '../../../../shared/mail/email-layout';
import { onBehalfOf } from '../../../../shared/mail/mailer';

/** The introduction email: exactly the text the dashboard's preview dialog shows, from the owner by name. */
export function introEmail(input: {
  seniorName: string;
  ownerName: string;
  frequency: number;
  help: string;
  /** A gift's message from the giver (the owner), quoted in the introduction. */
  giftMessage?: string | null;
  /** The vault's language. */
  language?: Language;
}) {
  const content = introEmailContent(input);
  return {
    fromName: onBehalfOf(input.ownerName),
    subject: content.subject,
    ...renderEmail({
      greeting: content.greeting,
      paragraphs: content.paragraphs,
      signature: content.signature,
      help: input.help,
      language: input.language,
    }),
  };
}
