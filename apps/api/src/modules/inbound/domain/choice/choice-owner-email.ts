import { renderEmail } from '../../../../shared/mail/email-layout';
import { ReplyCommand } from '../reply/reply-command';
import { commandInWords } from './choice-words';

const quote = (text: string) => {
  const line = text.trim().replace(/\s+/g, ' ');
  return line.length > 80 ? `${line.slice(0, 77)}…` : line;
};

/** The line in the owner's feed (theirs alone) when the senior was asked what a reply meant. */
export function askedChoiceActivity(seniorName: string, replyText: string, command: ReplyCommand, now: Date): string {
  const meant = commandInWords(command, 'en', now).toLowerCase();
  return `${seniorName} replied “${quote(replyText)}”; it may mean “${meant}”, so nothing was done yet and ${seniorName} was asked`;
}

/** To the owner: the senior's short reply was unclear; nothing was done, she was asked by email. */
export function askedChoiceEmail(input: {
  ownerName: string;
  seniorName: string;
  replyText: string;
  command: ReplyCommand;
  dashboardUrl: string;
  supportEmail: string;
  now: Date;
}) {
  const senior = input.seniorName;
  const meant = commandInWords(input.command, 'en', input.now);
  return {
    subject: `We asked ${senior} what a reply meant`,
    ...renderEmail({
      greeting: `Hello ${input.ownerName.trim().split(/\s+/)[0]},`,
      paragraphs: [
        `${senior} replied to a question: “${quote(input.replyText)}”.`,
        `It may mean “${meant}”, but we were not sure, so we have done nothing with it yet. We emailed ${senior} two buttons: that, or keep the message as a story.`,
        `If ${senior} does not choose within a week, the message is kept as a story.`,
      ],
      button: { label: 'Open your dashboard', url: input.dashboardUrl },
      signature: 'The StoryVault team',
      help: input.supportEmail,
    }),
  };
}
