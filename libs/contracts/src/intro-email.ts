/**
 * The introduction email a senior gets when the vault is set up: the dashboard's preview
 * dialog shows exactly this, and the delivery module sends exactly this.
 */
export interface IntroEmailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  signature: string;
}

export function introEmailContent(input: {
  seniorName: string;
  ownerName: string;
  frequency: number;
  /** A gift's message from the giver (the owner): quoted after the first paragraph, framed plainly. */
  giftMessage?: string | null;
}): IntroEmailContent {
  const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;
  const every = input.frequency === 1 ? 'Once a week' : `Every ${input.frequency} weeks`;
  return {
    subject: `${input.ownerName} would love to hear your stories`,
    greeting: `Dear ${firstName(input.seniorName)},`,
    paragraphs: [
      `${input.ownerName} has started a StoryVault for you: a private place where your family can keep the stories of your life, in your own words.`,
      ...(input.giftMessage ? [`A message from ${input.ownerName}:`, input.giftMessage] : []),
      `${every} you will get one question by email, like "What was your first job?" or "How did you celebrate the holidays as a child?". There is nothing to install and no password to remember.`,
      'To answer, simply reply to the email and write as much or as little as you like. If you would rather talk than type, each email also has a button to record your voice.',
      // The reply words, explained once (each question email then carries one short line about them).
      'If life gets busy, one word is enough. Reply PAUSE and the questions rest for four weeks, or write PAUSE until 3 June, or PAUSE for 2 weeks. Reply RESUME whenever you would like them back.',
      `If a question does not bring up a story, reply SKIP and a different one will come instead. Reply STOP to end the questions until ${firstName(input.ownerName)} starts them again. Anything else you write back becomes your story.`,
      // A gift's introduction goes on its first day, with the first question right behind it.
      `Your first question will arrive ${input.giftMessage ? 'shortly' : 'in a few days'}. There are no wrong answers, and every story is a gift to the people who love you.`,
    ],
    signature: `With love, ${input.ownerName} (through StoryVault)`,
  };
}
