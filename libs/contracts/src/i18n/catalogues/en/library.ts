/**
 * English: the question library's own words (ICU message format). The questions themselves are
 * the question module's (one file per language, chosen by key when read); these are the names of
 * the library's categories, for the dashboard's library and the book's chapters.
 */
export const library = {
  'library.category.childhood_and_school': 'Childhood & School',
  'library.category.family_and_traditions': 'Family & Traditions',
  'library.category.love_and_relationships': 'Love & Relationships',
  'library.category.career_and_work': 'Career & Work',
  'library.category.challenges_and_triumphs': 'Challenges & Triumphs',
  'library.category.joys_and_memories': 'Joys & Memories',
  'library.category.wisdom_and_legacy': 'Wisdom & Legacy',
  'library.category.whimsical': 'Just for Fun',
  'library.category.cultural_reflection': 'Culture & Times',
} as const;
