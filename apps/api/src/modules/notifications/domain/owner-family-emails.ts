import { Language, MessageKey, OwnerEmailChoices, translator } from '@storyvault/contracts';
import { firstName } from '../../../shared/mail/email-language';
import { renderEmail } from '../../../shared/mail/email-layout';
import { shortQuestion } from './story-excerpt';

/** What happened in the family that an owner may choose to hear of. */
export type FamilyNews =
  | { kind: 'joins'; who: string }
  | { kind: 'comments'; who: string; text: string; storyName: string; storyUrl: string }
  | { kind: 'suggestions'; who: string; text: string };

export interface OwnerEmailPeople {
  ownerName: string;
  /** The owner's own language: every word of the email but the family's is in it. */
  language: Language;
  seniorName: string;
  /** The owner's dashboard on this vault, where the choices are changed too. */
  dashboardUrl: string;
  help: string;
}

export const wantsNews = (choices: OwnerEmailChoices, news: FamilyNews): boolean => choices[news.kind];

/** Why the owner gets it: each key written whole, so that the catalogue test finds it used. */
const WHY = {
  joins: 'family.owner.joins.footer',
  comments: 'family.owner.comments.footer',
  suggestions: 'family.owner.suggestions.footer',
} as const satisfies Record<FamilyNews['kind'], MessageKey>;

/** One email to the owner about one thing the family did, in the owner's language. */
export function ownerFamilyEmail(
  news: FamilyNews,
  people: OwnerEmailPeople,
): { subject: string; text: string; html: string } {
  const t = translator(people.language);
  const senior = people.seniorName;
  const who = news.who || t('family.owner.someone');
  const common = {
    greeting: t('family.email.greeting', { name: firstName(people.ownerName) }),
    signature: t('family.email.signature'),
    help: people.help,
    language: people.language,
    footer: {
      lines: [t(WHY[news.kind], { senior }), t('family.owner.change')],
      link: { label: t('family.owner.choose'), url: people.dashboardUrl },
    },
  };
  if (news.kind === 'joins') {
    return {
      subject: t('family.owner.joins.subject', { who, senior }),
      ...renderEmail({
        ...common,
        preheader: t('family.owner.joins.preheader', { who }),
        paragraphs: [t('family.owner.joins.body', { who, senior })],
        button: { label: t('family.owner.joins.button'), url: people.dashboardUrl },
      }),
    };
  }
  if (news.kind === 'comments') {
    const story = shortQuestion(news.storyName);
    return {
      subject: t('family.owner.comments.subject', { who, story }),
      ...renderEmail({
        ...common,
        preheader: t('family.owner.comments.preheader', { who, senior }),
        paragraphs: [t('family.owner.comments.body', { who, senior, story })],
        highlight: news.text,
        button: { label: t('family.story.read'), url: news.storyUrl },
      }),
    };
  }
  return {
    subject: t('family.owner.suggestions.subject', { who, senior }),
    ...renderEmail({
      ...common,
      preheader: t('family.owner.suggestions.preheader', { senior }),
      paragraphs: [t('family.owner.suggestions.body', { who, senior })],
      highlight: news.text,
      afterHighlight: [t('family.owner.suggestions.after')],
      button: { label: t('family.owner.suggestions.button'), url: people.dashboardUrl },
    }),
  };
}
