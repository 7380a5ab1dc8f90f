import { renderEmail } from '../../../../shared/mail/email-layout';
import { LeftOutAttachment, sizeText } from '../attachments';

/** To the owner, when a story came by email with files it could not hold (too big, a video, too many). */
export function filesLeftOutEmail(input: {
  ownerName: string;
  seniorName: string;
  questionText: string;
  files: LeftOutAttachment[];
  dashboardUrl: string;
  supportEmail: string;
}) {
  const senior = input.seniorName;
  const one = input.files.length === 1;
  return {
    subject: one
      ? `${senior}'s story came with a file we could not add`
      : `${senior}'s story came with ${input.files.length} files we could not add`,
    ...renderEmail({
      greeting: `Hello ${input.ownerName.trim().split(/\s+/)[0]},`,
      paragraphs: [
        `${senior} answered ${input.questionText ? `“${input.questionText}” ` : ''}by email, and the story is in your vault. The email also brought ${one ? 'a file' : 'files'} the story cannot hold:`,
        ...input.files.map(
          (f) =>
            `${f.filename} (${sizeText(f.sizeBytes)}): ${f.reason.replace(/; kept with the original email$/, '')}.`,
        ),
        `Nothing is lost: we keep the original email with ${one ? 'the file' : 'every file'}. Write to ${input.supportEmail} and we will send ${one ? 'it' : 'them'} to you.`,
      ],
      button: { label: 'Read the story', url: input.dashboardUrl },
      signature: 'The StoryVault team',
    }),
  };
}
