import { renderEmail } from '../../../shared/mail/email-layout';

/** To the giver right after payment: the card to print (attached), and what happens when. */
export function giftCardEmail(input: { giverName: string; seniorName: string; startDay: string; help: string }) {
  const first = input.giverName.trim().split(/\s+/)[0] || input.giverName;
  return {
    subject: `Your gift for ${input.seniorName}: the card to print`,
    ...renderEmail({
      preheader: `StoryVault for ${input.seniorName} starts on ${input.startDay}.`,
      greeting: `Hello ${first},`,
      paragraphs: [
        `Thank you: your gift of StoryVault for ${input.seniorName} is paid.`,
        'The gift card is attached (A5). Print it and give it by hand or by post; its QR code opens a page that explains, in plain words, what is coming.',
        `On ${input.startDay} we send ${input.seniorName} a short introduction with your message, and the first question follows. Nothing reaches them before that day.`,
        'To see the stories as they arrive, finish your account with the link in our other email (or on the page you paid from).',
      ],
      signature: 'The StoryVault team',
      help: input.help,
    }),
  };
}
