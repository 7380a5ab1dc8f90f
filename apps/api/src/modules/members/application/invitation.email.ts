import { MemberRole } from '@storyvault/contracts';
import { renderEmail } from '../../../shared/mail/email-layout';

export interface InvitationEmailInput {
  ownerName: string;
  seniorName: string;
  inviteeName: string;
  role: MemberRole;
  /** The join link: it holds the token, so it goes into the email and nowhere else. */
  link: string;
  expiresAt: Date;
  supportEmail: string;
}

const ROLE_SENTENCE: Record<MemberRole, string> = {
  viewer: 'As a viewer you can read and listen to the stories and leave comments.',
  contributor:
    'As a contributor you can read and listen to the stories, leave comments, suggest questions and add photos.',
};

/** "14 May 2026": the day the link stops working, in words anyone reads the same way. */
function day(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function invitationEmail(input: InvitationEmailInput) {
  const collection = `${input.seniorName}'s Story Collection`;
  return {
    subject: `${input.ownerName} invited you to ${collection}`,
    ...renderEmail({
      preheader: `Join ${collection} on StoryVault.`,
      greeting: `Hello ${input.inviteeName},`,
      paragraphs: [
        `${input.ownerName} is collecting ${input.seniorName}'s life stories, in their own words and voice, and would like you to share them.`,
        ROLE_SENTENCE[input.role],
      ],
      button: { label: 'Join the Story Collection', url: input.link },
      afterButton: [
        `This link is for you alone and works once, until ${day(input.expiresAt)}. If it has run out, ask ${input.ownerName} to send a new one.`,
      ],
      signature: 'The StoryVault team',
      help: input.supportEmail,
    }),
  };
}
