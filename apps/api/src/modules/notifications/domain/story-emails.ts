import { renderEmail } from '../../../shared/mail/email-layout';
import { openingLines, shortQuestion } from './story-excerpt';

/** What a new-story email tells of a story. */
export interface StoryForEmail {
  questionText: string;
  fullText: string;
  responseType: 'voice' | 'written';
  /** Where the family reads it: the dashboard, opened on this story. */
  url: string;
}

export interface StoryEmailPeople {
  recipientName: string;
  seniorName: string;
  /** The one-click link that stops these emails from this vault. */
  unsubscribeUrl: string;
  help: string;
}

export interface StoryEmail {
  subject: string;
  text: string;
  html: string;
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}

/** The lines an email quotes of a story; a recording without text is a story to listen to. */
function storyLines(story: StoryForEmail, senior: string): string {
  const lines = openingLines(story.fullText);
  if (lines) return lines;
  return story.responseType === 'voice'
    ? `${senior} answered by voice: a recording is waiting for you to listen to.`
    : `${senior} answered this question.`;
}

function footer(people: StoryEmailPeople, why: string) {
  return {
    lines: [
      `You get this email because you are part of ${people.seniorName}'s Story Collection on StoryVault and ${why}`,
      'You can change this at any time in the dashboard, or stop these emails with one click:',
    ],
    link: { label: 'Stop these emails', url: people.unsubscribeUrl },
  };
}

/** One new story, to a person who chose to hear of each one. */
export function newStoryEmail(story: StoryForEmail, people: StoryEmailPeople): StoryEmail {
  const senior = people.seniorName;
  return {
    subject: `${senior} shared a new story: ${shortQuestion(story.questionText)}`,
    ...renderEmail({
      preheader: `${senior} answered: ${shortQuestion(story.questionText)}`,
      greeting: `Hello ${firstName(people.recipientName)},`,
      paragraphs: [`${senior} shared a new story, answering this question:`],
      highlight: story.questionText,
      afterHighlight: [storyLines(story, senior)],
      button: { label: 'Read the story', url: story.url },
      signature: 'The StoryVault team',
      help: people.help,
      footer: footer(people, 'chose to hear of every new story.'),
    }),
  };
}

/** The week's stories together, to a person who chose a weekly digest; oldest first. */
export function storyDigestEmail(stories: StoryForEmail[], people: StoryEmailPeople): StoryEmail {
  const senior = people.seniorName;
  const count = stories.length;
  return {
    subject: count === 1 ? `A new story from ${senior} this week` : `${count} new stories from ${senior} this week`,
    ...renderEmail({
      preheader: `What ${senior} shared this week`,
      greeting: `Hello ${firstName(people.recipientName)},`,
      paragraphs: [
        count === 1
          ? `${senior} shared a new story since your last weekly email:`
          : `${senior} shared ${count} new stories since your last weekly email:`,
      ],
      sections: stories.map((story) => ({
        heading: story.questionText,
        text: storyLines(story, senior),
        link: { label: 'Read the story', url: story.url },
      })),
      signature: 'The StoryVault team',
      help: people.help,
      footer: footer(people, 'chose a weekly email of new stories.'),
    }),
  };
}

/** RFC 2369 and RFC 8058: mail programs show an unsubscribe button that POSTs to the link, one click. */
export function unsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'Auto-Submitted': 'auto-generated',
  };
}
