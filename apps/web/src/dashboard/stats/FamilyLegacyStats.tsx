import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useGetOne } from 'react-admin';
import { RESOURCES, type VaultStatsRecord } from '../providers/resources';
import { useT } from '../../i18n/LanguageContext';

/** Stories Collected, Questions Ready, Days Active: each number with its label beside it, 0 until known. */
export function FamilyLegacyStats({ vaultId }: { vaultId: string }) {
  const t = useT();
  const titleId = useId();
  const { data, error } = useGetOne<VaultStatsRecord>(RESOURCES.vaultStats, { id: vaultId });
  const stats: Array<[string, number]> = [
    [t('dashboard.stats.stories'), data?.storiesCount ?? 0],
    [t('dashboard.stats.questions'), data?.questionsCount ?? 0],
    [t('dashboard.stats.days'), data?.daysActive ?? 0],
  ];

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ mb: 2 }}>
        {t('dashboard.stats.title')}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('dashboard.stats.failed')}
        </Alert>
      )}
      <Box component="dl" sx={{ display: 'grid', gap: 1.5, m: 0 }}>
        {stats.map(([label, value]) => (
          <Box
            key={label}
            sx={{
              display: 'flex',
              alignItems: 'baseline',
              gap: 1.5,
              p: 1.5,
              bgcolor: 'background.default',
              borderRadius: 2,
            }}
          >
            <Typography component="dt" sx={{ order: 1, fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                order: 0,
                minWidth: '2.5ch',
                fontFamily: 'Georgia, serif',
                fontSize: '2rem',
                fontWeight: 700,
                color: 'primary.main',
              }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}
