import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useGetList } from 'react-admin';
import type { ActivityView } from '@storyvault/contracts';
import { RESOURCES } from '../providers/resources';
import { ActivityIcon } from './ActivityIcon';
import { relativeTime } from './relativeTime';
import { useT } from '../../i18n/LanguageContext';

/** The activity feed, newest first, each item with how long ago it happened. */
export function LatestMemories({ vaultId }: { vaultId: string }) {
  const t = useT();
  const titleId = useId();
  const { data: activities, isPending, error } = useGetList<ActivityView>(RESOURCES.activities, { meta: { vaultId } });

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ mb: 2 }}>
        {t('dashboard.activity.title')}
      </Typography>
      {error ? (
        <Alert severity="error">{t('dashboard.activity.failed')}</Alert>
      ) : isPending ? (
        <CircularProgress size={28} aria-label={t('dashboard.activity.loading')} />
      ) : activities.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 2 }}>
          <Typography variant="h3">{t('dashboard.activity.emptyTitle')}</Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('dashboard.activity.emptyText')}
          </Typography>
        </Box>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {activities.map((activity) => (
            <Box component="li" key={activity.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <ActivityIcon type={activity.type} />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{activity.description}</Typography>
                <Typography color="text.secondary">
                  <time dateTime={activity.createdAt}>{relativeTime(activity.createdAt, undefined, t.language)}</time>
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}
