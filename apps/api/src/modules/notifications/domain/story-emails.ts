import { Language, translator } from '@storyvault/contracts';
import { firstName } from '../../../shared/mail/email-language';
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
  /** The recipient's own language: every word of the email but the story's is in it. */
  language: Language;
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

type T = ReturnType<typeof translator>;

/** The lines an email quotes of a story; a recording without text is a story to listen to. */
function storyLines(t: T, story: StoryForEmail, senior: string): string {
  const lines = openingLines(story.fullText);
  if (lines) return lines;
  return t(story.responseType === 'voice' ? 'family.story.voice' : 'family.story.written', { senior });
}

function frame(t: T, people: StoryEmailPeople, why: 'family.newStory.footer' | 'family.digest.footer') {
  return {
    greeting: t('family.email.greeting', { name: firstName(people.recipientName) }),
    signature: t('family.email.signature'),
    help: people.help,
    language: people.language,
    footer: {
      lines: [t(why, { senior: people.seniorName }), t('family.storyEmails.change')],
      link: { label: t('family.storyEmails.stop'), url: people.unsubscribeUrl },
    },
  };
}

/** One new story, to a person who chose to hear of each one, in their language. */
export function newStoryEmail(story: StoryForEmail, people: StoryEmailPeople): StoryEmail {
  const t = translator(people.language);
  const senior = people.seniorName;
  const question = shortQuestion(story.questionText);
  return {
    subject: t('family.newStory.subject', { senior, question }),
    ...renderEmail({
      ...frame(t, people, 'family.newStory.footer'),
      preheader: t('family.newStory.preheader', { senior, question }),
      paragraphs: [t('family.newStory.intro', { senior })],
      highlight: story.questionText,
      afterHighlight: [storyLines(t, story, senior)],
      button: { label: t('family.story.read'), url: story.url },
    }),
  };
}

/** The week's stories together, to a person who chose a weekly digest, in their language; oldest first. */
export function storyDigestEmail(stories: StoryForEmail[], people: StoryEmailPeople): StoryEmail {
  const t = translator(people.language);
  const senior = people.seniorName;
  const count = stories.length;
  return {
    subject: t('family.digest.subject', { senior, count }),
    ...renderEmail({
      ...frame(t, people, 'family.digest.footer'),
      preheader: t('family.digest.preheader', { senior }),
      paragraphs: [t('family.digest.intro', { senior, count })],
      sections: stories.map((story) => ({
        heading: story.questionText,
        text: storyLines(t, story, senior),
        link: { label: t('family.story.read'), url: story.url },
      })),
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
