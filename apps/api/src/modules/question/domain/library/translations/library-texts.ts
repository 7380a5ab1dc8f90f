import { CAREER_AND_WORK_QUESTIONS } from '../career-and-work';
import { CHALLENGES_AND_TRIUMPHS_QUESTIONS } from '../challenges-and-triumphs';
import { CHILDHOOD_AND_SCHOOL_QUESTIONS } from '../childhood-and-school';
import { CULTURAL_REFLECTION_QUESTIONS } from '../cultural-reflection';
import { FAMILY_AND_TRADITIONS_QUESTIONS } from '../family-and-traditions';
import { JOYS_AND_MEMORIES_QUESTIONS } from '../joys-and-memories';
import { LOVE_AND_RELATIONSHIPS_QUESTIONS } from '../love-and-relationships';
import { WHIMSICAL_QUESTIONS } from '../whimsical';
import { WISDOM_AND_LEGACY_QUESTIONS } from '../wisdom-and-legacy';

/** Every key of the library, as the English files declare them. */
export type LibraryKey =
  | (typeof CHILDHOOD_AND_SCHOOL_QUESTIONS)[number]['key']
  | (typeof FAMILY_AND_TRADITIONS_QUESTIONS)[number]['key']
  | (typeof LOVE_AND_RELATIONSHIPS_QUESTIONS)[number]['key']
  | (typeof CAREER_AND_WORK_QUESTIONS)[number]['key']
  | (typeof CHALLENGES_AND_TRIUMPHS_QUESTIONS)[number]['key']
  | (typeof JOYS_AND_MEMORIES_QUESTIONS)[number]['key']
  | (typeof WISDOM_AND_LEGACY_QUESTIONS)[number]['key']
  | (typeof WHIMSICAL_QUESTIONS)[number]['key']
  | (typeof CULTURAL_REFLECTION_QUESTIONS)[number]['key'];

/**
 * One language's library: a text for every key, no more (a missing or unknown key does not
 * compile). Plain text, not ICU messages: a question has no placeholders, and its apostrophes and
 * quotation marks stay as written.
 */
export type LibraryTexts = Readonly<Record<LibraryKey, string>>;
