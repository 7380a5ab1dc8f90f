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

  // The archive's index.html and story pages.
  'book.archive.lead': 'Every story {name} shared, oldest first, as it was on {date, date, long}.',
  'book.archive.choose': 'Choose a story to read it, see its photos and listen to it.',
  'book.archive.search': 'Search the stories',
  'book.archive.stories': 'The stories',
  'book.archive.none': 'No stories yet.',
  'book.archive.noMatch': 'No story has these words.',
  'book.archive.found': '{count, plural, one {# story found.} other {# stories found.}}',
  'book.archive.back': 'Back',
  'book.archive.allOf': '← All of {title}',
  'book.archive.question': 'The question: {question}',
  'book.archive.listen': 'Listen',
  'book.archive.recording': 'Recording: {title}',
  'book.archive.recordingN': 'Recording {n}: {title}',
  'book.archive.story': 'The story',
  'book.archive.noWords': '(no words)',
  'book.archive.transcribed': 'Written down from the recording.',
  'book.archive.photos': 'Photos',
  'book.archive.photoN': '{caption}, photo {n} of {count}',
  'book.archive.addedBy': 'Added by {name}.',
  'book.archive.otherFiles': 'Other files',
  'book.archive.comments': 'Comments',
} as const;
