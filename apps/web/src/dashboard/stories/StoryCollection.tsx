import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { StorySort, StoryView } from '@storyvault/contracts';
import { useDataProvider, useGetOne } from 'react-admin';
import type { StoryVaultDataProvider } from '../providers/dataProvider';
import { RESOURCES, type VaultStatsRecord } from '../providers/resources';
import { filterStories, StoryKind } from './filterStories';
import { StoryCard } from './StoryCard';
import { StoryFilters } from './StoryFilters';
import { useT } from '../../i18n/LanguageContext';

/** Stories read at a time: the first screenfuls, and each "Show older stories". */
export const STORY_PAGE_SIZE = 20;

/** How long typing pauses before the search is asked for. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, once it has stopped changing for `ms`. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The timeline of stories, newest first or by when they happened, a page at a time as the owner
 * asks for older ones; the search box asks the API, which finds any story of the vault, best first.
 */
/** Cards rendered with the page itself when stories arrive: more than any screen shows above the fold. */
export const FIRST_CARDS = 4;

const NO_STORIES: StoryView[] = [];

/** About one story card's height: while the first page comes, the list keeps room for what it will show. */
const CARD_ROOM_PX = 220;

export function StoryCollection({ vaultId }: { vaultId: string }) {
  const t = useT();
  const titleId = useId();
  const dataProvider = useDataProvider<StoryVaultDataProvider>();
  const [kind, setKind] = useState<StoryKind>('all');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<StorySort>('arrival');
  const typed = search.trim();
  const settled = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  // Cleared: back to the timeline at once.
  const q = typed ? settled : '';
  const {
    data,
    isPending,
    error,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    isPlaceholderData,
  } = useInfiniteQuery({
    queryKey: [RESOURCES.stories, 'pages', { vaultId }, ...(q || sort !== 'arrival' ? [{ q, sort }] : [])],
    queryFn: ({ pageParam, signal }) =>
      dataProvider.getStoryPage(vaultId, { limit: STORY_PAGE_SIZE, before: pageParam, q, sort, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
    // While the next results come, the last ones stay (no flash of a spinner at each key).
    placeholderData: keepPreviousData,
  });
  const stories = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  // The vault's stats (read once for the page, with the stats card) say how many stories are coming.
  const { data: stats } = useGetOne<VaultStatsRecord>(RESOURCES.vaultStats, { id: vaultId });
  const coming = Math.min(stats?.storiesCount ?? 4, 4);
  const shown = useMemo(() => filterStories(stories, kind, ''), [stories, kind]);
  // A page of cards in one go blocked the main thread for a second and more on a slow machine. The
  // first cards render with the page; the rest follow in a background render (useDeferredValue) that
  // React splits into short slices and that input interrupts. Cards already shown stay shown, so
  // "Show older stories" and a filter never make them blink.
  const settledShown = useDeferredValue(shown, NO_STORIES);
  const visible = useMemo(
    () => (settledShown === shown ? shown : shown.slice(0, Math.max(FIRST_CARDS, settledShown.length))),
    [shown, settledShown],
  );
  const searching = q !== '';
  // The timeline by period: the stories without one come last, under their own plain label.
  const firstUndated = sort === 'period' && !isPlaceholderData ? shown.findIndex((s: StoryView) => !s.period) : -1;

  // After "Show older stories", keyboard and screen-reader users carry on from the first new story.
  const focusAfter = useRef<number | null>(null);
  const itemRefs = useRef(new Map<string, HTMLLIElement>());
  useEffect(() => {
    if (focusAfter.current === null || isFetchingNextPage) return;
    const first = shown[focusAfter.current];
    // Not rendered yet: the background render brings it, and this runs again.
    if (first && !itemRefs.current.has(first.id)) return;
    focusAfter.current = null;
    if (first) itemRefs.current.get(first.id)?.focus();
  }, [shown, visible, isFetchingNextPage]);
  const showOlder = () => {
    if (isFetchingNextPage) return;
    focusAfter.current = shown.length;
    void fetchNextPage();
  };

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      {/* Focused when a story is deleted (its card and buttons are gone). */}
      <Typography id={titleId} variant="h2" sx={{ mb: 2 }} tabIndex={-1} data-story-collection-heading>
        {t('dashboard.stories.title')}
      </Typography>
      {error && !data ? (
        <Alert severity="error">{t('dashboard.stories.failed')}</Alert>
      ) : isPending ? (
        // Room for the first cards (up to four, past the fold on any screen), so that what sits below the
        // stories does not jump down when they arrive.
        <Box sx={{ minHeight: coming * CARD_ROOM_PX }}>
          <CircularProgress size={28} aria-label={t('dashboard.stories.loading')} />
        </Box>
      ) : stories.length === 0 && !searching && !typed && !isPlaceholderData ? (
        <Box sx={{ textAlign: 'center', py: 3 }}>
          <AutoStoriesOutlined sx={{ fontSize: 48, color: 'primary.main' }} />
          <Typography variant="h3" sx={{ mt: 1 }}>
            {t('dashboard.stories.emptyTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('dashboard.stories.emptyText')}
          </Typography>
        </Box>
      ) : (
        <>
          <StoryFilters
            kind={kind}
            search={search}
            sort={sort}
            onKind={setKind}
            onSearch={setSearch}
            onSort={setSort}
          />
          <Box role="status" aria-live="polite" sx={{ mb: searching && shown.length ? 2 : 0 }}>
            {searching && !isPlaceholderData && (
              <Typography color="text.secondary">
                {shown.length === 0
                  ? t('dashboard.stories.searchNone', { query: q })
                  : t('dashboard.stories.searchFound', { query: q })}{' '}
                <Button variant="text" size="small" onClick={() => setSearch('')}>
                  {t('dashboard.stories.clearSearch')}
                </Button>
              </Typography>
            )}
            {!searching && shown.length === 0 && (
              <Typography color="text.secondary">{t('dashboard.stories.noMatch')}</Typography>
            )}
          </Box>
          {shown.length > 0 && (
            <Box
              component="ol"
              sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 3, borderColor: 'divider', pl: { xs: 2, sm: 3 } }}
            >
              {visible.map((story, i) => (
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
                  {i === firstUndated && (
                    <Typography variant="h3" component="p" sx={{ mb: 2, color: 'text.secondary' }}>
                      {t('dashboard.stories.noDate')}
                    </Typography>
                  )}
                  <StoryCard story={story} vaultId={vaultId} />
                </Box>
              ))}
            </Box>
          )}
          {isFetchNextPageError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('dashboard.stories.failed')}
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
                {isFetchingNextPage ? t('dashboard.stories.loadingOlder') : t('dashboard.stories.showOlder')}
              </Button>
            </Box>
          )}
        </>
      )}
    </Card>
  );
}
