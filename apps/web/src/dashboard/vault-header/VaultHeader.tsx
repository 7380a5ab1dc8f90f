import { useId } from 'react';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VaultView } from '@storyvault/contracts';
import { deliveryLine, initialOf } from './deliveryLine';
import { StateChip } from './StateChip';
import { useT } from '../../i18n/LanguageContext';

/** The vault's summary: who it is for, how and how often questions go out, and the way to change that. */
export function VaultHeader({ vault, onEdit }: { vault: VaultView; onEdit: () => void }) {
  const t = useT();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Avatar aria-hidden="true" sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: '1.75rem' }}>
          {initialOf(vault.seniorName)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography id={titleId} variant="h2" sx={{ overflowWrap: 'anywhere' }}>
              {t('dashboard.vault.collectionTitle', { name: vault.seniorName })}
            </Typography>
            <StateChip vault={vault} viewer="owner" />
          </Stack>
          <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{deliveryLine(vault, t)}</Typography>
          <Typography color="text.secondary">
            {t('dashboard.frequency.every', { weeks: vault.effectiveFrequency })}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<EditOutlined />}
          onClick={onEdit}
          sx={{ alignSelf: { xs: 'stretch', sm: 'center' } }}
        >
          {t('dashboard.vault.edit')}
        </Button>
      </Stack>
    </Card>
  );
}
