import type {
  DeletedStoryView,
  StoryRevisionView,
  StoryView,
  SubscriptionStandingView,
  UpdateStoryRequest,
} from '@storyvault/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { RESOURCES } from '../../providers/resources';

const stories = (vaultId: string) => `/api/vaults/${encodeURIComponent(vaultId)}/stories`;
const story = (vaultId: string, storyId: string) => `${stories(vaultId)}/${encodeURIComponent(storyId)}`;

/** The owner's curating calls: edits, versions, deleting and restoring a story. */
export const storyCuration = {
  edit: (vaultId: string, storyId: string, changes: UpdateStoryRequest) =>
    apiRequest<StoryView>('PATCH', story(vaultId, storyId), changes),
  revisions: (vaultId: string, storyId: string) =>
    apiRequest<StoryRevisionView[]>('GET', `${story(vaultId, storyId)}/revisions`),
  restoreRevision: (vaultId: string, storyId: string, revisionId: string) =>
    apiRequest<StoryView>('POST', `${story(vaultId, storyId)}/revisions/${encodeURIComponent(revisionId)}/restore`),
  remove: (vaultId: string, storyId: string) => apiRequest<void>('DELETE', story(vaultId, storyId)),
  restore: (vaultId: string, storyId: string) => apiRequest<StoryView>('POST', `${story(vaultId, storyId)}/restore`),
  deleted: (vaultId: string) => apiRequest<DeletedStoryView[]>('GET', `${stories(vaultId)}/deleted`),
};

/** Every cached read of the stories (the pages, Recently deleted, a story's history) starts with this key. */
export const STORIES_KEY = [RESOURCES.stories] as const;

/** Whether the signed-in user's subscription ended: their collection is read-only until they renew. */
export function useSubscriptionEnded(enabled = true): boolean {
  const { data } = useQuery({
    queryKey: ['billing', 'standing'],
    queryFn: () => apiRequest<SubscriptionStandingView>('GET', '/api/billing/standing'),
    enabled,
    staleTime: 5 * 60_000,
  });
  return data?.ended ?? false;
}
