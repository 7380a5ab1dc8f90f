import type { ExportRequestBody, ExportView, ListenBookView, StoryView } from '@storyvault/contracts';
import { httpClient } from './httpClient';

/** The Keepsakes card's calls, all under /api/vaults/{id}. */
export interface KeepsakeCalls {
  getExports: (vaultId: string, signal?: AbortSignal) => Promise<ExportView[]>;
  requestExport: (vaultId: string, request: ExportRequestBody) => Promise<{ id: string; status: string }>;
  revokeListenLinks: (vaultId: string, exportId: string) => Promise<void>;
  /** Every printed book whose listen links still play, however old (the owner's). */
  getListenBooks: (vaultId: string, signal?: AbortSignal) => Promise<ListenBookView[]>;
  /** Every story, oldest first, with its photos: the book's stories and its cover to choose from. */
  getBookStories: (vaultId: string, signal?: AbortSignal) => Promise<BookStoryChoice[]>;
}

/** A story the owner may put in the book, and its photos (each a possible cover). */
export interface BookStoryChoice {
  id: string;
  title: string;
  /** When it happened ("1962", "1960s"), else null. */
  period: string | null;
  createdAt: string;
  /** Each with its small copy (the cover picker shows them at 72 px). */
  photos: Array<{ id: string; url: string; filename: string }>;
}

const path = (...parts: string[]) => `/api/vaults/${parts.map(encodeURIComponent).join('/')}`;

export function createKeepsakeCalls(): KeepsakeCalls {
  return {
    getExports: async (vaultId, signal) => {
      const { json } = await httpClient(`${path(vaultId)}/exports`, { signal });
      return Array.isArray(json) ? (json as ExportView[]) : [];
    },
    requestExport: async (vaultId, request) => {
      const { json } = await httpClient(`${path(vaultId)}/exports`, { method: 'POST', body: JSON.stringify(request) });
      return json as { id: string; status: string };
    },
    revokeListenLinks: async (vaultId, exportId) => {
      await httpClient(`${path(vaultId, 'exports', exportId)}/revoke-links`, { method: 'POST' });
    },
    getListenBooks: async (vaultId, signal) => {
      const { json } = await httpClient(`${path(vaultId)}/listen-books`, { signal });
      return Array.isArray(json) ? (json as ListenBookView[]) : [];
    },
    getBookStories: async (vaultId, signal) => {
      // Without a page size, every story of the vault (newest first): the book may hold any of them.
      const { json } = await httpClient(`${path(vaultId)}/stories`, { signal });
      const stories = Array.isArray(json) ? (json as StoryView[]) : [];
      return stories
        .map((story) => ({
          id: story.id,
          title: story.title,
          period: story.period,
          createdAt: story.createdAt,
          photos: (story.photos ?? [])
            .filter((photo) => photo.id)
            .map((photo) => ({ id: photo.id!, url: photo.thumbnailUrl ?? photo.url, filename: photo.filename })),
        }))
        .reverse();
    },
  };
}
