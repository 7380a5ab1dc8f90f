import { useId, useMemo, useState } from 'react';
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useGetList } from 'react-admin';
import type { StoryView } from '@storyvault/contracts';
import { RESOURCES } from '../providers/resources';
import { filterStories, StoryKind } from './filterStories';
import { StoryCard } from './StoryCard';
import { StoryFilters } from './StoryFilters';

/** The timeline of stories, newest first. */
export function StoryCollection({ vaultId }: { vaultId: string }) {
  const titleId = useId();
  const { data: stories, isPending, error } = useGetList<StoryView>(RESOURCES.stories, { meta: { vaultId } });
  const [kind, setKind] = useState<StoryKind>('all');
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterStories(stories ?? [], kind, search), [stories, kind, search]);

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ mb: 2 }}>
        Your Story Collection
      </Typography>
      {error ? (
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
                <Box component="li" key={story.id} sx={{ mb: 3, '&:last-of-type': { mb: 0 } }}>
                  <StoryCard story={story} />
                </Box>
              ))}
            </Box>
          )}
        </>
      )}
    </Card>
  );
}
