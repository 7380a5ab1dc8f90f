import { renderEmail } from '../../../../shared/mail/email-layout';

/** What the senior's reply word did, told back to her in a few plain lines. */
export type ConfirmedCommand = { kind: 'pause'; untilText: string } | { kind: 'stop' } | { kind: 'resume' };

/** A short, plain confirmation to the senior of PAUSE, STOP or RESUME (SKIP is confirmed by the next question). */
export function commandConfirmationEmail(input: {
  seniorName: string;
  ownerName: string;
  command: ConfirmedCommand;
  help: string;
}) {
  const senior = input.seniorName.trim().split(/\s+/)[0] || input.seniorName;
  const owner = input.ownerName.trim().split(/\s+/)[0] || input.ownerName;
  const { command } = input;
  const [subject, ...paragraphs] =
    command.kind === 'pause'
      ? [
          `Questions paused until ${command.untilText}`,
          `We will not send you any questions until ${command.untilText}. Then they will come again, as before.`,
          'If you would like them sooner, just reply RESUME.',
        ]
      : command.kind === 'stop'
        ? [
            'No more questions for now',
            `We will not send you any more questions until ${owner} starts them again.`,
            'If you change your mind, just reply RESUME.',
          ]
        : ['Your questions will come again', 'Thank you! Your next question is on its way.'];
  return {
    subject,
    ...renderEmail({
      greeting: `Dear ${senior},`,
      paragraphs,
      signature: `With love, ${input.ownerName} (through StoryVault)`,
      help: input.help,
    }),
  };
}
