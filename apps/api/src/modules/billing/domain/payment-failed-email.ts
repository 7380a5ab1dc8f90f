import { renderEmail } from '../../../shared/mail/email-layout';

/** To the owner once per failed payment: plain words, and where to update the card. */
export function paymentFailedEmail(input: { name: string; accountUrl: string; graceEndsOn: string; help: string }) {
  const first = input.name.trim().split(/\s+/)[0] || input.name;
  return {
    subject: 'Your StoryVault payment did not go through',
    ...renderEmail({
      preheader: 'Please update your card so the questions keep going.',
      greeting: `Hello ${first},`,
      paragraphs: [
        'We tried to take your StoryVault payment, but your card was declined.',
        `Everything keeps working until ${input.graceEndsOn}. To keep it that way, please update your card on your account page; we will try the payment again.`,
        'Your collection is safe either way: nothing is deleted, and the stories stay readable and downloadable.',
      ],
      button: { label: 'Update my card', url: input.accountUrl },
      signature: 'The StoryVault team',
      help: input.help,
    }),
  };
}
