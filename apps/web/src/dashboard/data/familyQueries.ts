import { useDataProvider } from 'react-admin';
import type { StoryVaultDataProvider } from '../providers/dataProvider';

/**
 * Cache keys of the family circle's reads. Each starts with its own name, so logging out (which
 * clears the whole cache) and a mutation's refresh (by prefix) both reach them.
 */
export const FAMILY_KEYS = {
  members: (vaultId: string) => ['members', { vaultId }] as const,
  comments: (vaultId: string, storyId: string) => ['comments', { vaultId, storyId }] as const,
  suggestions: (vaultId: string) => ['suggestions', { vaultId }] as const,
  waitingPhotoQuestions: (vaultId: string) => ['waitingPhotoQuestions', { vaultId }] as const,
  notifications: (vaultId: string) => ['notifications', { vaultId }] as const,
};

/** The dashboard's data provider with its family calls (react-admin passes custom methods through). */
export const useFamilyCalls = () => useDataProvider<StoryVaultDataProvider>();
