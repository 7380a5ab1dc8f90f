/** Keepsakes: a printed book (PDF) or everything (ZIP), built in the background. */
export type ExportFormatView = 'pdf' | 'zip';
export type ExportStatusView = 'queued' | 'running' | 'done' | 'failed' | 'expired';

/** POST /api/vaults/{id}/exports: the format, and for a book its options. */
export interface ExportRequestBody {
  format: ExportFormatView;
  pageSize?: '6x9' | 'a4';
  chapters?: 'category' | 'period';
  coverPhotoId?: string | null;
  title?: string | null;
  /** The stories the book holds (their ids); every story when absent or null. */
  storyIds?: string[] | null;
}

/** One export as the dashboard and the CLI see it. */
export interface ExportView {
  id: string;
  format: ExportFormatView;
  status: ExportStatusView;
  /** 0 to 100. */
  progress: number;
  createdAt: string;
  /** Done and not expired: where the file is downloaded (signed in). */
  downloadUrl?: string;
  /** Done: when the file is deleted (ISO). */
  expiresAt?: string;
  /** Failed: what went wrong, in plain words. */
  error?: string;
  /** Done: the file's size in bytes. */
  sizeBytes?: number;
  /** The book's options as asked (pdf). */
  title?: string | null;
  /** A book of some of the stories: how many it holds (absent for a book of them all). */
  storyCount?: number;
}

export const EXPORT_LIMITS = {
  /** Days a finished file is kept before the worker deletes it. */
  keepDays: 7,
  /** Exports of one vault queued or running at once. */
  activePerVault: 2,
  /** Exports one person may ask for in one vault over the last 24 hours (failed ones not counted). */
  perPersonPerDay: 5,
  /** Exports everyone together may ask for in one vault over the last 24 hours (failed ones not counted). */
  perVaultPerDay: 10,
  /** The book's title, in characters. */
  titleMaxLength: 120,
  /** The stories one book may be asked to hold by id. */
  bookStoriesMax: 10000,
} as const;
