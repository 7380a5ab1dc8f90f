/**
 * The first twenty questions a new vault is asked, in order. They open with the easiest,
 * warmest memories (home, birthdays, food), alternate categories so no two weeks feel alike,
 * and leave the weightier questions (challenges, advice, legacy) for later, once the senior
 * is used to answering. Every key is in PREWRITTEN_QUESTIONS (see library.spec.ts).
 */
export const STARTER_QUESTION_KEYS: readonly string[] = [
  'childhood.childhood-home',
  'joys.best-birthday',
  'family.holiday-table',
  'whimsical.perfect-dessert',
  'childhood.memorable-teacher',
  'times.first-television',
  'love.lasting-friendship',
  'joys.laughed-hardest',
  'work.first-paycheck',
  'family.family-recipe',
  'whimsical.hidden-talent',
  'times.prices-then',
  'love.first-crush',
  'work.proudest-work',
  'joys.treasured-photo',
  'challenges.hard-won-skill',
  'wisdom.best-advice-received',
  'challenges.plans-changed',
  'wisdom.advice-to-younger-self',
  'wisdom.story-to-pass-down',
];
