/** The pre-written library's categories (docs/product.md §3), in the order the library shows them. */
export const PREWRITTEN_CATEGORIES = [
  'childhood_and_school',
  'family_and_traditions',
  'love_and_relationships',
  'career_and_work',
  'challenges_and_triumphs',
  'joys_and_memories',
  'wisdom_and_legacy',
  'whimsical',
  'cultural_reflection',
] as const;

export type PrewrittenCategory = (typeof PREWRITTEN_CATEGORIES)[number];
/** Other values seen in data: custom (written by an owner), general and starter. */
export type QuestionCategory = PrewrittenCategory | 'custom' | 'general' | 'starter';

export const CATEGORY_LABELS: Record<QuestionCategory, string> = {
  childhood_and_school: 'Childhood & School',
  family_and_traditions: 'Family & Traditions',
  love_and_relationships: 'Love & Relationships',
  career_and_work: 'Career & Work',
  challenges_and_triumphs: 'Challenges & Triumphs',
  joys_and_memories: 'Joys & Memories',
  wisdom_and_legacy: 'Wisdom & Legacy',
  whimsical: 'Just for Fun',
  cultural_reflection: 'Culture & Times',
  custom: 'Your Questions',
  general: 'General',
  starter: 'Starter',
};

export interface QuestionView {
  id: string;
  text: string;
  isPrewritten: boolean;
  category: QuestionCategory;
}

/** POST /api/questions: an owner's own question. */
export interface CreateQuestionRequest {
  text: string;
  isPrewritten: false;
  category: 'custom';
}

export const CUSTOM_QUESTION_MAX_LENGTH = 500;

/**
 * How many questions the pre-written library holds (the api's library test keeps this true), and
 * the figure the copy claims from it: rounded down to a ten, so "150+" stays true as it grows.
 */
export const PREWRITTEN_QUESTION_COUNT = 152;
export const LIBRARY_CLAIM = `${Math.floor(PREWRITTEN_QUESTION_COUNT / 10) * 10}`;
