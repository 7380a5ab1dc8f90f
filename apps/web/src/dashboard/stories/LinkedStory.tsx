import { useCallback, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { StoryView } from '@storyvault/contracts';
import { useToast } from '../../components/toast/useToast';
import type { StoryVaultDataProvider } from '../providers/dataProvider';
import { RESOURCES } from '../providers/resources';
import { ReadStoryDialog } from './storyDialogs';
import { STORY_PAGE_SIZE } from './StoryCollection';
import { useT } from '../../i18n/LanguageContext';

/** How far back a link may reach: new-story emails link to recent stories, so the first page nearly always has it. */
const MAX_PAGES = 5;

/** The linked story, found in the vault's stories newest first (there is no single-story read), or null. */
function useLinkedStory(vaultId: string, storyId: string | null) {
  const dataProvider = useDataProvider<StoryVaultDataProvider>();
  return useQuery({
    queryKey: [RESOURCES.stories, 'linked', { vaultId, storyId }],
    enabled: Boolean(storyId),
    queryFn: async ({ signal }): Promise<StoryView | null> => {
      let before: string | null = null;
      for (let page = 0; page < MAX_PAGES; page++) {
        const { data, nextBefore } = await dataProvider.getStoryPage(vaultId, {
          limit: STORY_PAGE_SIZE,
          before,
          signal,
        });
        const found = data.find((story) => story.id === storyId);
        if (found) return found;
        if (!nextBefore) return null;
        before = nextBefore;
      }
      return null;
    },
  });
}

/**
 * /dashboard?vault={id}&story={storyId}, the link of a new-story email: opens Read Story on that
 * story. Closing it takes the story out of the address, so a reload shows the dashboard.
 */
export function LinkedStory({ vaultId }: { vaultId: string }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const storyId = params.get('story');
  const { data: story, isSuccess } = useLinkedStory(vaultId, storyId);
  const { toast } = useToast();
  const missing = Boolean(storyId) && isSuccess && !story;

  const forget = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('story');
          next.delete('vault');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (!missing) return;
    toast({ title: t('dashboard.linkedStory.missing'), description: t('dashboard.linkedStory.missingText') });
    forget();
  }, [missing, toast, forget, t]);

  if (!storyId || !story) return null;
  return <ReadStoryDialog open onClose={forget} story={story} vaultId={vaultId} />;
}
