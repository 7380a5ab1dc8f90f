import { introEmailContent } from '@storyvault/contracts';
import { renderEmail } from '../../../../shared/mail/email-layout';

/** The introduction email: exactly the text the dashboard's preview dialog shows. */
export function introEmail(input: { seniorName: string; ownerName: string; frequency: number; help: string }) {
  const content = introEmailContent(input);
  return {
    subject: content.subject,
    ...renderEmail({
      greeting: content.greeting,
      paragraphs: content.paragraphs,
      signature: content.signature,
      help: input.help,
    }),
  };
}
