import { renderEmail } from '../../../../shared/mail/email-layout';

/**
 * To each owner whose vault has the senior address a reply came from, when that address is in
 * more than one family's vaults: the reply is kept aside, and its text is not in this email.
 */
export function replyToClaimEmail(input: {
  ownerName: string;
  seniorName: string;
  seniorEmail: string;
  receivedAt: Date;
  reference: string;
  supportEmail: string;
  /** The address is in another owner's vault too; otherwise in several of this owner's, each with a question open. */
  shared: boolean;
}) {
  const senior = input.seniorName;
  const day = input.receivedAt.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  return {
    subject: `A reply from ${input.seniorEmail} is waiting to be filed`,
    ...renderEmail({
      greeting: `Hello ${input.ownerName.trim().split(/\s+/)[0]},`,
      paragraphs: [
        `On ${day} an email came from ${input.seniorEmail}, which may be ${senior}'s answer to a question. It was not added ${
          input.shared
            ? `to ${senior}'s stories: this email address is also used in another StoryVault account, so replies from it that do not come through the question email's own reply address are kept aside until we know whose they are.`
            : 'to a vault: more than one of your vaults has this email address and a question waiting for an answer, so it is kept aside until we know which one it answers.'
        }`,
        `To have it added, reply to this email (or write to ${input.supportEmail}) with this reference. We will check with you first; until then it is not shown in any vault.`,
      ],
      highlight: `Reference: ${input.reference}`,
      signature: 'The StoryVault team',
    }),
  };
}
