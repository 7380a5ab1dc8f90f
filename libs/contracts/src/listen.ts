import type { Language } from './i18n/languages';

/** GET /api/listen/{token}: a voice story of the printed book, opened from its QR code (no sign-in). */
export interface ListenStoryView {
  /** The story's title, or the question when it has none. */
  title: string;
  question: string;
  text: string;
  /** "Mom" */
  seniorName: string;
  /** Where the original recording plays from (HTTP Range supported). */
  audioUrl: string;
  /** The vault's language: the page's own words are in it. */
  language: Language;
}

/** POST /api/vaults/{id}/exports/{exportId}/revoke-links */
export interface RevokeListenLinksResponse {
  /** How many of the book's links stopped working now (those revoked before are not counted). */
  revoked: number;
}

/** GET /api/vaults/{id}/listen-books: a printed book whose listen links still play (the owner's list). */
export interface ListenBookView {
  exportId: string;
  /** The title asked for; null for the default title, or a book made by `storyvault export`. */
  title: string | null;
  /** Who asked for it; null for a book made by `storyvault export`, or someone no longer known. */
  orderedBy: string | null;
  /** When it was asked for (a book made by `storyvault export`: when its links were made), ISO. */
  createdAt: string;
  /** How many of its links still play. */
  liveLinks: number;
}
