import { renderEmail } from '../../../../shared/mail/email-layout';
import { ReplyCommand } from '../reply/reply-command';

const ASKED: Record<ReplyCommand['kind'], { verb: string; what: string; notDone: string }> = {
  skip: { verb: 'skip', what: 'question', notDone: 'We have not skipped it' },
  pause: { verb: 'pause', what: 'questions', notDone: 'We have not paused them' },
  stop: { verb: 'stop', what: 'questions', notDone: 'We have not stopped them' },
  resume: { verb: 'resume', what: 'questions', notDone: 'We have not resumed them' },
};

/** The line in the owner's feed (theirs alone) for a reply word held back. */
export function heldCommandActivity(kind: ReplyCommand['kind'], from: string, seniorName: string): string {
  const asked = ASKED[kind];
  return `A reply from ${from} asked to ${asked.verb} ${seniorName}'s ${asked.what}; it was not done`;
}

/**
 * To the owner, when a reply word came by the question's token from an address that is not the
 * senior's (or one the receiving server did not vouch for): nothing was done, and what they can do.
 */
export function heldCommandEmail(input: {
  ownerName: string;
  seniorName: string;
  seniorEmail: string;
  from: string;
  kind: ReplyCommand['kind'];
  why: 'not_senior' | 'unconfirmed';
  dashboardUrl: string;
  supportEmail: string;
}) {
  const asked = ASKED[input.kind];
  const senior = input.seniorName;
  const came =
    input.why === 'not_senior'
      ? `A reply to ${senior}'s question came from ${input.from}, which is not ${senior}'s address (${input.seniorEmail}), and asked to ${asked.verb} the ${asked.what}.`
      : `A reply to ${senior}'s question came from ${input.from}, but our mail server could not confirm that ${senior} sent it, and it asked to ${asked.verb} the ${asked.what}.`;
  const next =
    input.kind === 'resume'
      ? `If it was ${senior}, you can resume the questions from your dashboard.`
      : `If it was ${senior}, a reply from ${input.seniorEmail} will do it; if ${senior} now writes from another address, change the address in your vault's settings on your dashboard.`;
  return {
    subject: `A reply asked to ${asked.verb} ${senior}'s ${asked.what}`,
    ...renderEmail({
      greeting: `Hello ${input.ownerName.trim().split(/\s+/)[0]},`,
      paragraphs: [came, `${asked.notDone}: only ${senior}'s own replies can.`, next],
      button: { label: 'Open your dashboard', url: input.dashboardUrl },
      signature: 'The StoryVault team',
      help: input.supportEmail,
    }),
  };
}
