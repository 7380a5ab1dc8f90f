import { renderEmail } from '../../../shared/mail/email-layout';

export function passwordResetEmail(name: string, link: string, supportEmail: string) {
  return {
    subject: 'Reset your StoryVault password',
    ...renderEmail({
      preheader: 'Your link to choose a new password (valid for 1 hour).',
      greeting: `Hello ${name},`,
      paragraphs: [
        'Someone asked to reset the password of your StoryVault account. If it was you, choose a new password here:',
      ],
      button: { label: 'Choose a new password', url: link },
      afterButton: [
        'This link works once and expires in 1 hour.',
        `If you did not ask for this, you can ignore this email: your password stays the same. Questions? Write to ${supportEmail}.`,
      ],
      signature: 'The StoryVault team',
    }),
  };
}
