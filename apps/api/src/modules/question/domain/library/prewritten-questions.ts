import { PrewrittenCategory } from '@storyvault/contracts';
import { CAREER_AND_WORK_QUESTIONS } from './career-and-work';
import { CHALLENGES_AND_TRIUMPHS_QUESTIONS } from './challenges-and-triumphs';
import { CHILDHOOD_AND_SCHOOL_QUESTIONS } from './childhood-and-school';
import { CULTURAL_REFLECTION_QUESTIONS } from './cultural-reflection';
import { FAMILY_AND_TRADITIONS_QUESTIONS } from './family-and-traditions';
import { JOYS_AND_MEMORIES_QUESTIONS } from './joys-and-memories';
import { LOVE_AND_RELATIONSHIPS_QUESTIONS } from './love-and-relationships';
import { WHIMSICAL_QUESTIONS } from './whimsical';
import { WISDOM_AND_LEGACY_QUESTIONS } from './wisdom-and-legacy';

/**
 * One question of the pre-written library.
 *
 * `key` identifies the question across releases (a vault remembers which keys it has been
 * asked), so a key is never renamed or reused: reword `text` freely, but a question with a
 * different meaning gets a new key. Keys are `<code>.<kebab-slug>`, the code naming the
 * category: childhood, family, love, work, challenges, joys, wisdom, whimsical, times.
 */
export interface LibraryQuestion {
  key: string;
  category: PrewrittenCategory;
  text: string;
}

/**
 * The pre-written library, in the order of PREWRITTEN_CATEGORIES. Written for a senior who
 * answers by email: one plain, concrete question each (at most one short follow-on), at most
 * 200 characters, presuming no spouse, children, religion, country or job outside the home.
 */
export const PREWRITTEN_QUESTIONS: readonly LibraryQuestion[] = [
  ...CHILDHOOD_AND_SCHOOL_QUESTIONS,
  ...FAMILY_AND_TRADITIONS_QUESTIONS,
  ...LOVE_AND_RELATIONSHIPS_QUESTIONS,
  ...CAREER_AND_WORK_QUESTIONS,
  ...CHALLENGES_AND_TRIUMPHS_QUESTIONS,
  ...JOYS_AND_MEMORIES_QUESTIONS,
  ...WISDOM_AND_LEGACY_QUESTIONS,
  ...WHIMSICAL_QUESTIONS,
  ...CULTURAL_REFLECTION_QUESTIONS,
];
