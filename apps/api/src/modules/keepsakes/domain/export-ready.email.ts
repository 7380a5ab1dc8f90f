import { renderEmail } from '../../../shared/mail/email-layout';
import type { ExportFormat } from './keepsake';

export interface ExportReadyEmailInput {
  requesterName: string;
  seniorName: string;
  format: ExportFormat;
  /** The dashboard's Keepsakes card: downloading needs signing in, so the link holds no secret. */
  link: string;
  expiresAt: Date;
  supportEmail: string;
}

function day(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function exportReadyEmail(input: ExportReadyEmailInput) {
  const what =
    input.format === 'pdf'
      ? `The book of ${input.seniorName}'s stories`
      : `Everything from ${input.seniorName}'s Story Collection`;
  return {
    subject: `${what} is ready to download`,
    ...renderEmail({
      preheader: `${what} is ready.`,
      greeting: `Hello ${input.requesterName},`,
      paragraphs: [
        input.format === 'pdf'
          ? `${what} is ready: a PDF you can read, share or have printed.`
          : `${what} is ready: every story, recording, photo and email, in one ZIP file you can keep anywhere.`,
      ],
      button: { label: 'Download it', url: input.link },
      afterButton: [
        `Sign in to download it. The file is kept until ${day(input.expiresAt)}; after that you can ask for a new one at any time.`,
      ],
      signature: 'The StoryVault team',
      help: input.supportEmail,
    }),
  };
}
