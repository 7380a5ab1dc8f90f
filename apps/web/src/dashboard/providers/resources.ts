import type { Language, VaultStats } from '@storyvault/contracts';

/** The react-admin resources of the dashboard, each mapped onto docs/product.md §7 endpoints by the dataProvider. */
export const RESOURCES = {
  /** GET/POST /api/vaults, PUT /api/vaults/{id} */
  vaults: 'vaults',
  /** /api/vaults/{vaultId}/questions: the queue of questions not yet sent (meta.vaultId). */
  vaultQuestions: 'vaultQuestions',
  /** GET /api/vaults/{vaultId}/stories (meta.vaultId) */
  stories: 'stories',
  /** GET /api/vaults/{id}/stats, read with getOne where id is the vault's id. */
  vaultStats: 'vaultStats',
  /** GET /api/vaults/{vaultId}/activities (meta.vaultId) */
  activities: 'activities',
  /** GET /api/questions?language=: the library in a language (meta.language, else English). */
  prewrittenQuestions: 'prewrittenQuestions',
  /** POST /api/questions: an owner's custom question. */
  questions: 'questions',
} as const;

export type ResourceName = (typeof RESOURCES)[keyof typeof RESOURCES];

/** Meta of a library read: the language its questions are worded in. */
export interface LibraryMeta {
  language: Language;
}

/** Meta of every call on a resource nested under a vault. */
export interface VaultMeta {
  vaultId: string;
}

/** The stats answer carries no id; react-admin records need one, so it is the vault's. */
export type VaultStatsRecord = VaultStats & { id: string };

/** docs/product.md §9. Everything not listed here uses the app's QueryClient defaults: never stale. */
export const STALE_TIME_MS = {
  prewrittenQuestions: 5 * 60 * 1000,
  vaultQuestions: 2 * 60 * 1000,
} as const;

/** What a mutation changes on the dashboard (docs/product.md §7 notes), refreshed after each one. */
export const REFRESHED_AFTER_MUTATION: readonly ResourceName[] = [
  RESOURCES.vaults,
  RESOURCES.vaultQuestions,
  RESOURCES.vaultStats,
  RESOURCES.activities,
];
