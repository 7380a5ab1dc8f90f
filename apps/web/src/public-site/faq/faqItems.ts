import { LIBRARY_CLAIM } from '@storyvault/contracts';
import { MONEY_BACK_DAYS, PLANS, STORYTELLERS_PER_PLAN } from '@storyvault/contracts';
import { PRODUCT_NAME } from '../../site';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
  /** One of the questions given to search engines as FAQPage structured data (docs/product.md §2: four). */
  structured?: boolean;
}

/** docs/product.md §2: seven questions, in this order: installing, customizing, missed questions, access, privacy, setup, cost. */
export const FAQ_ITEMS: FaqItem[] = [
  {
    id: 'install',
    question: 'Does my parent need to install anything?',
    answer:
      'No. Your parent doesn’t need an app, an account or a password. Each question arrives as an ordinary email, and they answer by simply replying. If they would rather talk than type, the email also has a link to record their voice.',
    structured: true,
  },
  {
    id: 'customize',
    question: 'Can I customize the questions?',
    answer: `Yes. Choose the questions you most want answered from our library of over ${LIBRARY_CLAIM} thoughtful prompts, put them in the order you like, and add your own questions whenever one comes to mind.`,
    structured: true,
  },
  {
    id: 'missed',
    question: 'What happens if my parent misses a question?',
    answer:
      'Life gets busy, and that’s fine. If a question goes unanswered, we send a gentle follow-up, and your parent can reply whenever they’re ready.',
  },
  {
    id: 'access',
    question: 'How do I access my parent’s responses?',
    answer: `Sign in to your ${PRODUCT_NAME} dashboard to read every story or listen to a voice recording. Each reply is kept as a story with the question it answers and the date it arrived.`,
  },
  {
    id: 'privacy',
    question: 'Is our family’s information private?',
    answer:
      'Yes. Your stories live in a private family collection that only you and the family members you invite can see. You invite them by email from your dashboard: a viewer reads, listens and comments, a contributor can also suggest questions and add photos. Invited family never see your parent’s email address or your billing, and when you remove someone they lose access at once. We never sell or share your stories.',
  },
  {
    id: 'setup',
    question: 'How long does it take to set up?',
    answer:
      'About 5 minutes. Enter your parent’s name and email address, pick how often questions go out, and we take care of the rest.',
    structured: true,
  },
  {
    id: 'cost',
    question: `How much does ${PRODUCT_NAME} cost?`,
    answer: `${PRODUCT_NAME} costs ${PLANS.annual.label} or ${PLANS.monthly.label}, with unlimited story questions, email delivery and forever storage of every story. One plan covers up to ${STORYTELLERS_PER_PLAN} storytellers, say both parents and a grandparent, at no extra cost. Every subscription comes with a ${MONEY_BACK_DAYS}-day money-back guarantee.`,
    structured: true,
  },
];

/** schema.org FAQPage for the questions marked structured, as the JSON a <script type="application/ld+json"> carries. */
export function faqStructuredData(items: FaqItem[] = FAQ_ITEMS): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items
      .filter((item) => item.structured)
      .map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
  };
  // "<" escaped so no answer text can ever close the script element early.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
