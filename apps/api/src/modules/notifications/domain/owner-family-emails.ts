import { OwnerEmailChoices } from '@storyvault/contracts';
import { renderEmail } from '../../../shared/mail/email-layout';
import { shortQuestion } from './story-excerpt';

/** What happened in the family that an owner may choose to hear of. */
export type FamilyNews =
  | { kind: 'joins'; who: string }
  | { kind: 'comments'; who: string; text: string; storyName: string; storyUrl: string }
  | { kind: 'suggestions'; who: string; text: string };

export interface OwnerEmailPeople {
  ownerName: string;
  seniorName: string;
  /** The owner's dashboard on this vault, where the choices are changed too. */
  dashboardUrl: string;
  help: string;
}

export const wantsNews = (choices: OwnerEmailChoices, news: FamilyNews): boolean => choices[news.kind];

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}

const WHY: Record<FamilyNews['kind'], string> = {
  joins: 'someone joins',
  comments: 'someone comments on a story',
  suggestions: 'someone suggests a question',
};

/** One email to the owner about one thing the family did. */
export function ownerFamilyEmail(
  news: FamilyNews,
  people: OwnerEmailPeople,
): { subject: string; text: string; html: string } {
  const senior = people.seniorName;
  const who = news.who || 'Someone';
  const common = {
    greeting: `Hello ${firstName(people.ownerName)},`,
    signature: 'The StoryVault team',
    help: people.help,
    footer: {
      lines: [
        `You get this email because you look after ${senior}'s Story Collection on StoryVault and chose to hear when ${WHY[news.kind]}.`,
        'You can change this at any time in the dashboard:',
      ],
      link: { label: 'Choose your emails', url: people.dashboardUrl },
    },
  };
  if (news.kind === 'joins') {
    return {
      subject: `${who} joined ${senior}'s Story Collection`,
      ...renderEmail({
        ...common,
        preheader: `${who} accepted your invitation`,
        paragraphs: [`${who} accepted your invitation and can now read ${senior}'s stories.`],
        button: { label: 'See your family', url: people.dashboardUrl },
      }),
    };
  }
  if (news.kind === 'comments') {
    return {
      subject: `${who} commented on ${shortQuestion(news.storyName)}`,
      ...renderEmail({
        ...common,
        preheader: `${who} wrote about ${senior}'s story`,
        paragraphs: [`${who} commented on ${senior}'s story "${shortQuestion(news.storyName)}":`],
        highlight: news.text,
        button: { label: 'Read the story', url: news.storyUrl },
      }),
    };
  }
  return {
    subject: `${who} suggested a question for ${senior}`,
    ...renderEmail({
      ...common,
      preheader: `A question for ${senior}, waiting for you`,
      paragraphs: [`${who} suggested a question for ${senior}:`],
      highlight: news.text,
      afterHighlight: ['Ask it next, put it at the end of the queue, or dismiss it in your dashboard.'],
      button: { label: 'Choose where it goes', url: people.dashboardUrl },
    }),
  };
}
