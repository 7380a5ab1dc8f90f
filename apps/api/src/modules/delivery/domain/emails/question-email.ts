import { DEFAULT_LANGUAGE, Language, translator } from '@storyvault/contracts';
import { EmailContent, renderEmail } from '../../../../shared/mail/email-layout';

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
  /** The vault's language: the email's own words are in it; the question comes as it is. */
  language?: Language;
}

/** A photo question's photo, shown large above the question; the plain text says it is there. */
function photoOf(input: QuestionEmailInput): EmailContent['image'] {
  const t = translator(input.language ?? DEFAULT_LANGUAGE);
  return input.photo
    ? {
        src: `cid:${input.photo.cid}`,
        alt: t('senior.questionEmail.photoAlt'),
        textNote: t('senior.questionEmail.photoNote'),
      }
    : undefined;
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

/**
 * A few warm lines so she knows her family is listening, first in the email, before anything is
 * asked of her; nothing when there is nothing new. The family's words travel in an email from the
 * owner, so each line names its author: by first name, or in full when that first name is the
 * owner's or another author's. A link in them reaches her as plain words
 * (docs/decisions/0079-family-words-in-the-seniors-email.md).
 */
export function familyLines(
  comments: FamilyComment[] = [],
  ownerName: string,
  language: Language = DEFAULT_LANGUAGE,
): string[] {
  const t = translator(language);
  const people = new Set([ownerName, ...comments.map((c) => c.authorName)].map((n) => n.trim()));
  const firstNames = [...people].map((n) => firstName(n).toLowerCase());
  const shared = (name: string) => firstNames.filter((n) => n === firstName(name).toLowerCase()).length > 1;
  const author = (c: FamilyComment) => (shared(c.authorName) ? c.authorName.trim() : firstName(c.authorName));
  // The story a comment is on, by its title, or by the question it answered when it has none.
  return comments.map((c) => {
    const comment = unlinked(shortened(c.text, QUOTED_COMMENT_MAX));
    const title = c.storyTitle?.trim();
    return title
      ? t('senior.questionEmail.commentOnTitled', {
          author: author(c),
          title: unlinked(shortened(title, QUOTED_QUESTION_MAX)),
          comment,
        })
      : t('senior.questionEmail.commentOnAnswer', {
          author: author(c),
          question: unlinked(shortened(c.storyQuestion, QUOTED_QUESTION_MAX)),
          comment,
        });
  });
}

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

/**
 * What both emails share besides the question: the photo, the buttons, the fallback (what the HTML says
 * instead of the buttons' raw addresses: a 32-letter token cannot fit a phone at 200% zoom without
 * breaking inside it, and replying always works, docs/decisions/0085-question-email-what-she-can-do.md;
 * the plain text keeps each address whole on a line of its own), the line with the two reply words
 * she will need most, and a quiet way out when the question does not bring up a story.
 */
function questionParts(input: QuestionEmailInput) {
  const t = translator(input.language ?? DEFAULT_LANGUAGE);
  return {
    image: photoOf(input),
    buttons: [
      { label: t('senior.questionEmail.record'), url: input.recordUrl },
      { label: t('senior.questionEmail.write'), url: input.writeUrl },
    ],
    htmlFallback: t('senior.questionEmail.buttonFallback'),
    afterButton: [t('senior.questionEmail.replyWords')],
    quietLink: input.skipUrl ? { label: t('senior.questionEmail.differentQuestion'), url: input.skipUrl } : undefined,
    signature: t('senior.email.signature', { owner: input.ownerName }),
    help: input.help,
    language: input.language ?? DEFAULT_LANGUAGE,
  };
}

/**
 * The layout's content: an email's own lines with what both emails share. Its fields are named
 * one by one rather than spread: a round renders thousands of these, and V8 copies a spread into
 * a literal on a slow path.
 */
function content(
  input: QuestionEmailInput,
  own: Pick<EmailContent, 'preheader' | 'greeting' | 'paragraphs' | 'afterHighlight'>,
): EmailContent {
  const parts = questionParts(input);
  return {
    preheader: own.preheader,
    greeting: own.greeting,
    paragraphs: own.paragraphs,
    image: parts.image,
    highlight: input.question,
    afterHighlight: own.afterHighlight,
    buttons: parts.buttons,
    htmlFallback: parts.htmlFallback,
    afterButton: parts.afterButton,
    quietLink: parts.quietLink,
    signature: parts.signature,
    help: parts.help,
    language: parts.language,
  };
}

/** The question email: one question, large and clear, and three easy ways to answer. */
export function questionEmail(input: QuestionEmailInput) {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const t = translator(language);
  const owner = firstName(input.ownerName);
  const { html, text } = renderEmail(
    content(input, {
      preheader: t('senior.questionEmail.preheader', { owner }),
      greeting: t('senior.email.greeting', { name: firstName(input.seniorName) }),
      paragraphs: [
        ...familyLines(input.familyComments, input.ownerName, language),
        t('senior.questionEmail.lead', { owner: input.ownerName }),
      ],
      afterHighlight: [t('senior.questionEmail.howToAnswer'), t('senior.questionEmail.talkInstead')],
    }),
  );
  return {
    subject: t('senior.questionEmail.subject', { owner, question: shortened(input.question, SUBJECT_QUESTION_MAX) }),
    html,
    text,
  };
}

/** A gentle reminder in the same thread, carrying the same answer links. */
export function followUpEmail(input: QuestionEmailInput) {
  const t = translator(input.language ?? DEFAULT_LANGUAGE);
  const owner = firstName(input.ownerName);
  const { html, text } = renderEmail(
    content(input, {
      preheader: t('senior.followUpEmail.preheader'),
      greeting: t('senior.email.greeting', { name: firstName(input.seniorName) }),
      paragraphs: [t('senior.followUpEmail.lead', { owner: input.ownerName })],
      afterHighlight: [t('senior.followUpEmail.howToAnswer')],
    }),
  );
  return {
    subject: t('senior.followUpEmail.subject', { owner, question: shortened(input.question, SUBJECT_QUESTION_MAX) }),
    html,
    text,
  };
}
