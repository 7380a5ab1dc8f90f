import { renderEmail } from '../../../../shared/mail/email-layout';

/** To the owner, once, when a question was due and none was left in the queue. */
export function queueEmptyEmail(input: { ownerName: string; seniorName: string; dashboardUrl: string; help: string }) {
  const senior = input.seniorName;
  return {
    subject: `${senior}'s questions have run out`,
    ...renderEmail({
      greeting: `Hello ${input.ownerName.trim().split(/\s+/)[0]},`,
      paragraphs: [
        `It was time to send ${senior} the next question, but there are no questions left in the vault, so nothing was sent.`,
        'Add a few from the question library or write your own, and they will go out on the usual schedule.',
      ],
      button: { label: 'Add questions', url: input.dashboardUrl },
      signature: 'The StoryVault team',
      help: input.help,
    }),
  };
}
