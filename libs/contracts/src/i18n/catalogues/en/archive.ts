/**
 * English: the ZIP archive's own words in README.txt and each story's Markdown, in the vault's
 * language (index.html and the story pages are the book area's `book.archive.*`). A README
 * message keeps its line breaks: the file is read as plain text. The other languages follow
 * these keys.
 */
export const archive = {
  'archive.readme.intro':
    'Every story {name} shared on StoryVault, with every recording, photo and email,\nas it was on {date, date, long}. Nothing here needs StoryVault to be read.',
  'archive.readme.howToRead':
    'To read and listen: open index.html (double-click it) after unpacking this folder. It opens in any\nweb browser, with no internet: every story with its dates, its photos, its recordings and its\ncomments, and a search box.',
  // What each file or folder holds, beside its name.
  'archive.readme.index': 'start here: the stories, oldest first, and a search',
  'archive.readme.stories':
    'one page per story, oldest first: NNN-title.html (for the browser) and\nNNN-title.md (Markdown, readable as plain text)',
  'archive.readme.media':
    'the original recordings, photos and email attachments, byte for byte as received\n(NNN- is the number of the story they belong to)',
  'archive.readme.emails': 'each emailed reply as it arrived (.eml: opens in any mail program)',
  'archive.readme.json': 'every story with every field and every earlier version, for programs',

  // A story's Markdown page; what the family wrote is passed in as it is.
  'archive.markdown.question': '**Question:** {question}',
  'archive.markdown.date': '**Date:** {date, date, long}',
  'archive.markdown.period': '**When it happened:** {period}',
  'archive.markdown.answered':
    '**Answered:** {type, select, voice {by voice} other {in writing}}, {source, select, email {by email} other {on the answer page}}',
  'archive.markdown.tags': '**Tags:** {tags}',
  'archive.markdown.files': 'Files',
  'archive.markdown.comment': '**{author}** ({date, date, long}): {text}',
} as const;
