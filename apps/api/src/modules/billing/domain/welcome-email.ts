import { renderEmail } from '../../../shared/mail/email-layout';

/** To a new owner once the paid account exists: what happens next, and when. */
export function welcomeEmail(input: { name: string; dashboardUrl: string; help: string }) {
  const first = input.name.trim().split(/\s+/)[0] || input.name;
  return {
    subject: 'Welcome to StoryVault: what happens next',
    ...renderEmail({
      preheader: 'Your payment went through and your account is ready.',
      greeting: `Hello ${first},`,
      paragraphs: [
        'Thank you for subscribing: your payment went through and your StoryVault account is ready.',
        'Here is what happens next:',
        '1. Now: sign in and set up your vault with the name and email of the person whose stories you want to keep. A first list of questions is ready for you; change it as you like.',
        '2. Right away: if you choose, we send them a short introduction from you, so our emails are expected.',
        '3. About three days later: the first question goes out, and we tell you when it has. Then one question every week or two, as you choose.',
        '4. Each time they answer, by replying, recording their voice or writing on a simple web page, the story appears in your collection.',
      ],
      button: { label: 'Set up your vault', url: input.dashboardUrl },
      signature: 'The StoryVault team',
      help: input.help,
    }),
  };
}
