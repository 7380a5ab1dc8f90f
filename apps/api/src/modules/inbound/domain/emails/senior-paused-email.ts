import { renderEmail } from '../../../../shared/mail/email-layout';

/**
 * To the owner, when the senior paused (until a date) or stopped the questions by her reply
 * word: what she asked, that nothing is lost, and how to start them again
 * (docs/decisions/0091-family-knows-where-she-is.md). Never for the owner's own pause.
 */
export function seniorPausedEmail(input: {
  ownerName: string;
  seniorName: string;
  /** The pause's end as the owner reads it ("1 March"); absent for STOP. */
  untilText?: string;
  dashboardUrl: string;
  supportEmail: string;
}) {
  const senior = input.seniorName.trim().split(/\s+/)[0] || input.seniorName;
  const [subject, ...said] = input.untilText
    ? [
        `${senior} paused the questions until ${input.untilText}`,
        `${senior} replied PAUSE to a question, so we will not send ${senior} any questions or reminders until ${input.untilText}.`,
        'Then they start again by themselves, on the usual day. There is nothing you need to do.',
      ]
    : [
        `${senior} asked us to stop the questions`,
        `${senior} replied STOP to a question, so we have stopped sending ${senior} questions.`,
        `They stay stopped until you start them again. It may be kind to ask ${senior} first how the questions feel.`,
      ];
  return {
    subject,
    ...renderEmail({
      greeting: `Hello ${input.ownerName.trim().split(/\s+/)[0] || input.ownerName},`,
      paragraphs: [
        ...said,
        `Nothing is lost: every story ${senior} has shared stays in your vault.`,
        'To start the questions again sooner, open your dashboard and choose "Resume questions now".',
      ],
      button: { label: 'Open your dashboard', url: input.dashboardUrl },
      signature: 'The StoryVault team',
      help: input.supportEmail,
    }),
  };
}
