import { renderEmail } from '../../../shared/mail/email-layout';

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/**
 * After a paid checkout whose account is not made yet: the receipt, with the link that finishes
 * the account (the checkout's return link; its session id is known only to the payer and this email).
 */
export function paymentReceivedEmail(input: { name: string; finishUrl: string; help: string }) {
  return {
    subject: 'Your StoryVault payment went through',
    ...renderEmail({
      preheader: 'One step left: choose a password for your account.',
      greeting: `Hello ${firstName(input.name)},`,
      paragraphs: [
        'Thank you: your StoryVault subscription is paid.',
        'If you have not created your account yet, or closed the page before you could, this link takes you back to it. You will only need to choose a password.',
      ],
      button: { label: 'Create my account', url: input.finishUrl },
      afterButton: ['Keep this email: the link works until your account is created, and only once.'],
      signature: 'The StoryVault team',
      help: input.help,
    }),
  };
}

/** Someone who paid started over at /get-started with the same email: the way back, sent to that email. */
export function finishAccountEmail(input: { name: string; finishUrl: string; help: string }) {
  return {
    subject: 'Finish creating your StoryVault account',
    ...renderEmail({
      preheader: 'You have already paid: no need to pay again.',
      greeting: `Hello ${firstName(input.name)},`,
      paragraphs: [
        'You have already paid for StoryVault, so there is nothing more to pay. Your account just needs a password.',
      ],
      button: { label: 'Create my account', url: input.finishUrl },
      afterButton: ['If you did not ask for this, you can ignore this email.'],
      signature: 'The StoryVault team',
      help: input.help,
    }),
  };
}
