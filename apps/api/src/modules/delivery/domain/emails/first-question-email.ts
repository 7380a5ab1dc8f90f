import { renderEmail } from '../../../../shared/mail/email-layout';
import { firstName } from './question-email';

/** To the owner, once per vault, when the very first question has gone out to the senior. */
export function firstQuestionSentEmail(input: {
  ownerName: string;
  seniorName: string;
  question: string;
  frequency: number;
  dashboardUrl: string;
  help: string;
}) {
  const senior = input.seniorName;
  const every = input.frequency === 1 ? 'every week' : `every ${input.frequency} weeks`;
  return {
    subject: `The first question was sent to ${senior}`,
    ...renderEmail({
      preheader: `${senior} can answer by replying, or by recording or writing on the web.`,
      greeting: `Hello ${firstName(input.ownerName)},`,
      paragraphs: [`We have just sent ${senior} the first question from your StoryVault:`],
      highlight: input.question,
      afterHighlight: [
        `${senior} can answer by replying to the email, or by recording or writing the story on a web page, with no account and no password. A gentle reminder follows after a few days if no answer has come.`,
        `Each answer appears in your story collection as soon as it arrives. The next question goes out ${every}, in the order of your question list, which you can change at any time.`,
      ],
      button: { label: 'Open your StoryVault', url: input.dashboardUrl },
      signature: 'The StoryVault team',
      help: input.help,
    }),
  };
}
