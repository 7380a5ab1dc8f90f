/** English: the book words (ICU message format). The other languages follow these keys. */
export const book = {
  // The printed book.
  /** The book's title when none was chosen (the archive's too). */
  'book.title': "{name}'s Story Collection",
  'book.contents': 'Contents',
  'book.toldOn': 'Told on {date, date, long}',
  /** A decade: `decade` is "1960". */
  'book.decade': 'The {decade}s',
  'book.listen': 'Listen to {name} tell this story:',
  'book.chapter.familyQuestions': 'Family questions',
  'book.chapter.otherStories': 'Other Stories',
  'book.chapter.childhood_and_school': 'Childhood & School',
  'book.chapter.family_and_traditions': 'Family & Traditions',
  'book.chapter.love_and_relationships': 'Love & Relationships',
  'book.chapter.career_and_work': 'Career & Work',
  'book.chapter.challenges_and_triumphs': 'Challenges & Triumphs',
  'book.chapter.joys_and_memories': 'Joys & Memories',
  'book.chapter.wisdom_and_legacy': 'Wisdom & Legacy',
  'book.chapter.whimsical': 'Just for Fun',
  'book.chapter.cultural_reflection': 'Culture & Times',
} as const;
