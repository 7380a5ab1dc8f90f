import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeletedStoryView } from '@storyvault/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '../../../api/client';
import { useToast } from '../../../components/toast/useToast';
import { STORIES_KEY, storyCuration, useSubscriptionEnded } from './storyCuration';
import { ENGLISH, useT, type Translate } from '../../../i18n/LanguageContext';

const DAY = 24 * 60 * 60 * 1000;

/** "12 days left", "1 day left", "Less than a day left": until the story is removed for good. */
export function daysLeft(purgeAt: string, now = Date.now(), t: Translate = ENGLISH): string {
  const days = Math.floor((Date.parse(purgeAt) - now) / DAY);
  return t('dashboard.recentlyDeleted.daysLeft', { days: Math.max(0, days) });
}

/** The owner's deleted stories, restorable for 30 days; shown only while there are some. */
export function RecentlyDeleted({ vaultId }: { vaultId: string }) {
  const t = useT();
  const titleId = useId();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const ended = useSubscriptionEnded();
  const [restoring, setRestoring] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { data } = useQuery({
    queryKey: [...STORIES_KEY, 'deleted', vaultId],
    queryFn: () => storyCuration.deleted(vaultId),
  });
  if (!data?.length) return null;

  const restore = async (story: DeletedStoryView) => {
    setRestoring(story.id);
    setError(null);
    try {
      await storyCuration.restore(vaultId, story.id);
      await queryClient.invalidateQueries({ queryKey: STORIES_KEY });
      toast({
        title: t('dashboard.recentlyDeleted.restored'),
        description: t('dashboard.recentlyDeleted.backText', { title: story.title }),
      });
    } catch (failure) {
      setError(apiErrorMessage(failure) ?? t('dashboard.recentlyDeleted.restoreError'));
    } finally {
      setRestoring(null);
    }
  };

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ mb: 1 }}>
        {t('dashboard.recentlyDeleted.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('dashboard.recentlyDeleted.intro')}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {data.map((story) => (
          <Box
            component="li"
            key={story.id}
            sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', justifyContent: 'space-between' }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{story.title}</Typography>
              <Typography color="text.secondary">{daysLeft(story.purgeAt, Date.now(), t)}</Typography>
            </Box>
            {!ended && (
              <Button
                variant="outlined"
                onClick={() => void restore(story)}
                disabled={restoring !== null}
                aria-busy={restoring === story.id}
                aria-label={t('dashboard.recentlyDeleted.restoreNamed', { title: story.title })}
              >
                {t('dashboard.recentlyDeleted.restore')}
              </Button>
            )}
          </Box>
        ))}
      </Stack>
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </Card>
  );
}
