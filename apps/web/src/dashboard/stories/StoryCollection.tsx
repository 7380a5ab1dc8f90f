import { useEffect, useId, useMemo, useRef, useState } from 'react';
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { StoryVaultDataProvider } from '../providers/dataProvider';
import { RESOURCES } from '../providers/resources';
import { filterStories, StoryKind } from './filterStories';
import { StoryCard } from './StoryCard';
import { StoryFilters } from './StoryFilters';

/** Stories read at a time: the first screenfuls, and each "Show older stories". */
export const STORY_PAGE_SIZE = 20;

/** The timeline of stories, newest first, a page at a time as the owner asks for older ones. */
export function StoryCollection({ vaultId }: { vaultId: string }) {
  const titleId = useId();
  const dataProvider = useDataProvider<StoryVaultDataProvider>();
  const { data, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } =
    useInfiniteQuery({
      queryKey: [RESOURCES.stories, 'pages', { vaultId }],
      queryFn: ({ pageParam, signal }) =>
        dataProvider.getStoryPage(vaultId, { limit: STORY_PAGE_SIZE, before: pageParam, signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextBefore,
    });
  const stories = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  const [kind, setKind] = useState<StoryKind>('all');
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterStories(stories, kind, search), [stories, kind, search]);

  // After "Show older stories", keyboard and screen-reader users carry on from the first new story.
  const focusAfter = useRef<number | null>(null);
  const itemRefs = useRef(new Map<string, HTMLLIElement>());
  useEffect(() => {
    if (focusAfter.current === null || isFetchingNextPage) return;
    const first = shown[focusAfter.current];
    focusAfter.current = null;
    if (first) itemRefs.current.get(first.id)?.focus();
  }, [shown, isFetchingNextPage]);
  const showOlder = () => {
    if (isFetchingNextPage) return;
    focusAfter.current = shown.length;
    void fetchNextPage();
  };

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      {/* Focused when a story is deleted (its card and buttons are gone). */}
      <Typography id={titleId} variant="h2" sx={{ mb: 2 }} tabIndex={-1} data-story-collection-heading>
        Your Story Collection
      </Typography>
      {error && !data ? (
        <Alert severity="error">Failed to fetch stories</Alert>
      ) : isPending ? (
        <CircularProgress size={28} aria-label="Loading stories" />
      ) : stories.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 3 }}>
          <AutoStoriesOutlined sx={{ fontSize: 48, color: 'primary.main' }} />
          <Typography variant="h3" sx={{ mt: 1 }}>
            Your Story Collection Awaits
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            When your loved one answers a question, their story will appear here.
          </Typography>
        </Box>
      ) : (
        <>
          <StoryFilters kind={kind} search={search} onKind={setKind} onSearch={setSearch} />
          {shown.length === 0 ? (
            <Typography color="text.secondary" role="status">
              No stories match.
            </Typography>
          ) : (
            <Box
              component="ol"
              sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 3, borderColor: 'divider', pl: { xs: 2, sm: 3 } }}
            >
              {shown.map((story) => (
                <Box
                  component="li"
                  key={story.id}
                  tabIndex={-1}
                  ref={(node: HTMLLIElement | null) => {
                    if (node) itemRefs.current.set(story.id, node);
                    else itemRefs.current.delete(story.id);
                  }}
                  sx={{ mb: 3, '&:last-of-type': { mb: 0 }, '&:focus-visible': { outline: 2, outlineOffset: 4 } }}
                >
                  <StoryCard story={story} vaultId={vaultId} />
                </Box>
              ))}
            </Box>
          )}
          {isFetchNextPageError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              Failed to fetch stories
            </Alert>
          )}
          {hasNextPage && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Button
                variant="outlined"
                size="large"
                onClick={showOlder}
                aria-busy={isFetchingNextPage}
                startIcon={isFetchingNextPage ? <CircularProgress size={18} aria-hidden="true" /> : undefined}
              >
                {isFetchingNextPage ? 'Loading older stories…' : 'Show older stories'}
              </Button>
            </Box>
          )}
        </>
      )}
    </Card>
  );
}
