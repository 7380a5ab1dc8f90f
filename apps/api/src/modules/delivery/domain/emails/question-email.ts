import { renderEmail } from '../../../../shared/mail/email-layout';

export interface QuestionEmailInput {
  seniorName: string;
  ownerName: string;
  question: string;
  recordUrl: string;
  writeUrl: string;
  /** The help address (SUPPORT_EMAIL). */
  help: string;
  /** The answer page that sends a different question instead of this one. */
  skipUrl?: string;
  /** New comments of the family on her stories, quoted in a question email (not in a follow-up). */
  familyComments?: FamilyComment[];
  /** A photo question: its photo is the email's inline attachment of this Content-ID. */
  photo?: { cid: string };
}

/** A photo question's photo, shown large above the question; the plain text says it is there. */
function photoOf(input: QuestionEmailInput) {
  return input.photo
    ? {
        image: {
          src: `cid:${input.photo.cid}`,
          alt: 'The photo this question is about',
          textNote:
            'This question comes with a photo. If you cannot see it, press "Write my answer" below to see it on the page.',
        },
      }
    : {};
}

export interface FamilyComment {
  authorName: string;
  /** The question her story answered: it names the story when it has no title. */
  storyQuestion: string;
  /** The story's title, when the owner gave one: the name she knows it by. */
  storyTitle?: string | null;
  text: string;
}

const QUOTED_QUESTION_MAX = 80;
const QUOTED_COMMENT_MAX = 200;

/** The story a comment is on, by its title, or by the question it answered when it has none. */
function storyNamed(c: FamilyComment): string {
  const title = c.storyTitle?.trim();
  return title
    ? `your story “${unlinked(shortened(title, QUOTED_QUESTION_MAX))}”`
    : `your answer to “${unlinked(shortened(c.storyQuestion, QUOTED_QUESTION_MAX))}”`;
}

/**
 * A few warm lines so she knows her family is listening, first in the email, before anything is
 * asked of her; nothing when there is nothing new. The family's words travel in an email from the
 * owner, so each line names its author: by first name, or in full when that first name is the
 * owner's or another author's. A link in them reaches her as plain words
 * (docs/decisions/0079-family-words-in-the-seniors-email.md).
 */
export function familyLines(comments: FamilyComment[] = [], ownerName: string): string[] {
  const people = new Set([ownerName, ...comments.map((c) => c.authorName)].map((n) => n.trim()));
  const firstNames = [...people].map((n) => firstName(n).toLowerCase());
  const shared = (name: string) => firstNames.filter((n) => n === firstName(name).toLowerCase()).length > 1;
  const author = (c: FamilyComment) => (shared(c.authorName) ? c.authorName.trim() : firstName(c.authorName));
  return comments.map(
    (c) => `${author(c)} read ${storyNamed(c)} and wrote: “${unlinked(shortened(c.text, QUOTED_COMMENT_MAX))}”`,
  );
}

/** One plain line in every question email and follow-up: the two reply words she will need most. */
export const REPLY_WORDS_LINE = 'Going away? Reply PAUSE. Rather talk about something else? Reply SKIP.';

/**
 * What the HTML says instead of the buttons' raw addresses: a 32-letter token cannot fit a phone
 * at 200% zoom without breaking inside it, and replying always works
 * (docs/decisions/0085-question-email-what-she-can-do.md). The plain text keeps each address whole
 * on a line of its own.
 */
const REPLY_FALLBACK = 'If a button does not work, simply reply to this email and write your answer there.';

/**
 * Words that mail programs would turn into links (web addresses, bare domain names, email
 * addresses), written so they cannot: the scheme left out and each dot of a domain as "[.]"
 * ("https://example.com/a" becomes "example[.]com/a"). She can still read where a link pointed.
 */
export function unlinked(text: string): string {
  return text
    .replace(/\b[a-z][a-z0-9+.-]*:\/\//gi, '')
    .replace(/\b(?:[a-z0-9-]+\.)+[a-z]{2,}\b/gi, (domain) => domain.replace(/\./g, '[.]'));
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}

/** Library questions fit whole; a long custom one is cut with an ellipsis (the body has it all). */
const SUBJECT_QUESTION_MAX = 120;

function shortened(text: string, max: number): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1).trimEnd()}…` : oneLine;
}

export const DIFFERENT_QUESTION_LABEL = 'Send me a different question';

/** A quiet way out when the question does not bring up a story. */
function differentQuestionLink(input: QuestionEmailInput) {
  return input.skipUrl ? { label: DIFFERENT_QUESTION_LABEL, url: input.skipUrl } : undefined;
}

/** The question email: one question, large and clear, and three easy ways to answer. */
export function questionEmail(input: QuestionEmailInput) {
  const owner = firstName(input.ownerName);
  return {
    subject: `A question from ${owner}: ${shortened(input.question, SUBJECT_QUESTION_MAX)}`,
    ...renderEmail({
      preheader: `${owner} would love to hear this story from you.`,
      greeting: `Dear ${firstName(input.seniorName)},`,
      paragraphs: [
        ...familyLines(input.familyComments, input.ownerName),
        `${input.ownerName} would love to hear this story from you:`,
      ],
      ...photoOf(input),
      highlight: input.question,
      afterHighlight: [
        'To answer, just reply to this email and write as much or as little as you like. Nothing else is needed.',
        'If you would rather talk than type, press "Record my answer" and tell the story out loud.',
      ],
      buttons: [
        { label: 'Record my answer', url: input.recordUrl },
        { label: 'Write my answer', url: input.writeUrl },
      ],
      htmlFallback: REPLY_FALLBACK,
      afterButton: [REPLY_WORDS_LINE],
      quietLink: differentQuestionLink(input),
      signature: `With love, ${input.ownerName} (through StoryVault)`,
      help: input.help,
    }),
  };
}

/** A gentle reminder in the same thread, carrying the same answer links. */
export function followUpEmail(input: QuestionEmailInput) {
  const owner = firstName(input.ownerName);
  return {
    subject: `Re: A question from ${owner}: ${shortened(input.question, SUBJECT_QUESTION_MAX)}`,
    ...renderEmail({
      preheader: 'No rush at all, just a gentle reminder.',
      greeting: `Dear ${firstName(input.seniorName)},`,
      paragraphs: [
        `No rush at all. ${input.ownerName} just wanted to remind you of this question, in case it got lost in your inbox:`,
      ],
      ...photoOf(input),
      highlight: input.question,
      afterHighlight: [
        'Whenever you are ready, simply reply to this email, or use a button below. A few sentences are plenty.',
      ],
      buttons: [
        { label: 'Record my answer', url: input.recordUrl },
        { label: 'Write my answer', url: input.writeUrl },
      ],
      htmlFallback: REPLY_FALLBACK,
      afterButton: [REPLY_WORDS_LINE],
      quietLink: differentQuestionLink(input),
      signature: `With love, ${input.ownerName} (through StoryVault)`,
      help: input.help,
    }),
  };
}
