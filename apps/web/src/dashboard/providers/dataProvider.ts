import type { CreateResult, DataProvider, DeleteResult, GetListResult, GetOneResult } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import {
  DEFAULT_LANGUAGE,
  type Language,
  type ReorderQuestionsRequest,
  type StorySort,
  type StoryView,
  type VaultQuestionView,
  type VaultStats,
} from '@storyvault/contracts';
import { createFamilyCalls, type FamilyCalls } from './familyCalls';
import { createKeepsakeCalls, type KeepsakeCalls } from './keepsakeCalls';
import { httpClient } from './httpClient';
import { RESOURCES, type LibraryMeta, type VaultMeta, type VaultStatsRecord } from './resources';

export const API_URL = '/api';

export interface StoryVaultDataProvider extends DataProvider, FamilyCalls, KeepsakeCalls {
  /** PUT /api/vaults/{id}/questions/reorder: the whole queue; the answer is renumbered 1..N. */
  reorderVaultQuestions: (vaultId: string, request: ReorderQuestionsRequest) => Promise<{ data: VaultQuestionView[] }>;
  /**
   * GET /api/vaults/{id}/stories?limit=&before=: one page of stories, newest first, and the
   * cursor of the next page (from the Link header's rel="next"), or null after the last. With q:
   * the stories found, best first, each with its highlight; with sort=period: by when it happened.
   */
  getStoryPage: (
    vaultId: string,
    page: { limit: number; before: string | null; q?: string; sort?: StorySort; signal?: AbortSignal },
  ) => Promise<StoryPage>;
}

export interface StoryPage {
  data: StoryView[];
  nextBefore: string | null;
}

/** The next page's `before`, from a Link header such as `</api/…/stories?limit=20&before=ID>; rel="next"`. */
export function nextBeforeOf(link: string | null | undefined): string | null {
  const next = /<([^>]*)>\s*;\s*rel="?next"?/.exec(link ?? '')?.[1];
  return next ? new URL(next, 'http://link.invalid').searchParams.get('before') : null;
}

function vaultUrl(meta: unknown): string {
  const vaultId = (meta as Partial<VaultMeta> | undefined)?.vaultId;
  if (!vaultId) throw new Error('This call needs meta.vaultId');
  return `${API_URL}/vaults/${encodeURIComponent(vaultId)}`;
}

/** The language the library is read in: the vault's (meta.language), else English. */
const libraryLanguage = (meta: unknown): Language =>
  (meta as Partial<LibraryMeta> | undefined)?.language ?? DEFAULT_LANGUAGE;

const byOrder = (a: VaultQuestionView, b: VaultQuestionView) => a.order - b.order;

function listUrl(resource: string, meta: unknown): string {
  switch (resource) {
    case RESOURCES.vaults:
      return `${API_URL}/vaults`;
    case RESOURCES.vaultQuestions:
      return `${vaultUrl(meta)}/questions`;
    case RESOURCES.stories:
      return `${vaultUrl(meta)}/stories`;
    case RESOURCES.activities:
      return `${vaultUrl(meta)}/activities`;
    case RESOURCES.prewrittenQuestions:
      return `${API_URL}/questions?language=${encodeURIComponent(libraryLanguage(meta))}`;
    default:
      throw new Error(`No list endpoint for ${resource}`);
  }
}

const unsupported = (method: string, resource: string) =>
  Promise.reject(new Error(`${method} is not available for ${resource}`));

/**
 * ra-data-simple-rest already matches POST /api/vaults, PUT /api/vaults/{id} and POST /api/questions.
 * Everything else is overridden: our lists are plain JSON arrays without a Content-Range header,
 * and the vault's questions, stories, stats and activities live under /api/vaults/{id}.
 */
export function createDataProvider(): StoryVaultDataProvider {
  const base = simpleRestProvider(API_URL, httpClient);
  return {
    ...base,
    ...createFamilyCalls(),
    ...createKeepsakeCalls(),

    getList: async (resource, params) => {
      const { json } = await httpClient(listUrl(resource, params.meta), { signal: params.signal });
      const records = (Array.isArray(json) ? json : []) as GetListResult['data'];
      // The queue is read in order: its first item is the next question (docs/product.md §4).
      const data =
        resource === RESOURCES.vaultQuestions ? [...(records as VaultQuestionView[])].sort(byOrder) : records;
      return { data, total: data.length } as GetListResult;
    },

    getOne: async (resource, params) => {
      if (resource !== RESOURCES.vaultStats) return unsupported('getOne', resource);
      const vaultId = String(params.id);
      const { json } = await httpClient(`${vaultUrl({ vaultId })}/stats`, { signal: params.signal });
      const stats = (json ?? {}) as Partial<VaultStats>;
      const data: VaultStatsRecord = {
        id: vaultId,
        storiesCount: stats.storiesCount ?? 0,
        questionsCount: stats.questionsCount ?? 0,
        daysActive: stats.daysActive ?? 0,
      };
      return { data } as GetOneResult;
    },

    create: async (resource, params) => {
      if (resource === RESOURCES.vaults || resource === RESOURCES.questions) return base.create(resource, params);
      if (resource !== RESOURCES.vaultQuestions) return unsupported('create', resource);
      const { json } = await httpClient(`${vaultUrl(params.meta)}/questions`, {
        method: 'POST',
        body: JSON.stringify(params.data),
      });
      return { data: json } as CreateResult;
    },

    update: (resource, params) =>
      resource === RESOURCES.vaults ? base.update(resource, params) : unsupported('update', resource),

    delete: async (resource, params) => {
      if (resource !== RESOURCES.vaultQuestions) return unsupported('delete', resource);
      // The API deletes by the question's id, not the vault-question's own id.
      const questionId = (params.previousData as VaultQuestionView | undefined)?.questionId;
      if (!questionId) throw new Error('Deleting a vault question needs previousData.questionId');
      await httpClient(`${vaultUrl(params.meta)}/questions/${encodeURIComponent(questionId)}`, { method: 'DELETE' });
      return { data: params.previousData } as DeleteResult;
    },

    getMany: (resource) => unsupported('getMany', resource),
    getManyReference: (resource) => unsupported('getManyReference', resource),
    updateMany: (resource) => unsupported('updateMany', resource),
    deleteMany: (resource) => unsupported('deleteMany', resource),

    getStoryPage: async (vaultId, { limit, before, q, sort, signal }) => {
      const query = new URLSearchParams({ limit: String(limit) });
      if (before) query.set('before', before);
      if (q) query.set('q', q);
      if (sort && sort !== 'arrival') query.set('sort', sort);
      const { json, headers } = await httpClient(`${vaultUrl({ vaultId })}/stories?${query}`, { signal });
      return {
        data: (Array.isArray(json) ? json : []) as StoryView[],
        nextBefore: nextBeforeOf(headers?.get('Link')),
      };
    },

    reorderVaultQuestions: async (vaultId, request) => {
      const { json } = await httpClient(`${vaultUrl({ vaultId })}/questions/reorder`, {
        method: 'PUT',
        body: JSON.stringify(request),
      });
      return { data: [...((json ?? []) as VaultQuestionView[])].sort(byOrder) };
    },
  };
}
