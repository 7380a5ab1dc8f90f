import type { ExportRequestBody, ExportView, ListenBookView, StoryView } from '@storyvault/contracts';
import { httpClient } from './httpClient';

/** The Keepsakes card's calls, all under /api/vaults/{id}. */
export interface KeepsakeCalls {
  getExports: (vaultId: string, signal?: AbortSignal) => Promise<ExportView[]>;
  requestExport: (vaultId: string, request: ExportRequestBody) => Promise<{ id: string; status: string }>;
  revokeListenLinks: (vaultId: string, exportId: string) => Promise<void>;
  /** Every printed book whose listen links still play, however old (the owner's). */
  getListenBooks: (vaultId: string, signal?: AbortSignal) => Promise<ListenBookView[]>;
  /** Photos of the latest stories, for the book's cover. */
  getCoverPhotos: (vaultId: string, signal?: AbortSignal) => Promise<Array<{ id: string; label: string }>>;
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
    getCoverPhotos: async (vaultId, signal) => {
      const { json } = await httpClient(`${path(vaultId)}/stories?limit=20`, { signal });
      const stories = Array.isArray(json) ? (json as StoryView[]) : [];
      return stories.flatMap((story) =>
        (story.photos ?? []).map((photo) => ({
          id: photo.id ?? photo.url.split('/').pop() ?? '',
          label: `${photo.filename} (${story.title})`,
        })),
      );
    },
  };
}
