/** What the family can take home: a printed book (PDF) or everything (ZIP). */
export type ExportFormat = 'pdf' | 'zip';

/** How the book is laid out: the owner's (or a member's) choices when asking for it. */
export interface BookOptions {
  /** 6×9 in (a trade paperback, the default) or A4. */
  pageSize: '6x9' | 'a4';
  /** Chapters by the question's category (the default) or by life period (the story's decade). */
  chapters: 'category' | 'period';
  /** The cover's photo: a story photo's attachment id; none gives a plain cover. */
  coverPhotoId?: string | null;
  /** The cover's title; the vault's ("Mom's Story Collection") when not given. */
  title?: string | null;
  /** The stories the book holds (their ids, sorted); every story when not given. */
  storyIds?: string[] | null;
}

export const DEFAULT_BOOK_OPTIONS: BookOptions = {
  pageSize: '6x9',
  chapters: 'category',
  coverPhotoId: null,
  title: null,
  storyIds: null,
};
