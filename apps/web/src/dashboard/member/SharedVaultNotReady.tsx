import { useId } from 'react';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { VaultView } from '@storyvault/contracts';
import { useT } from '../../i18n/LanguageContext';

/** A vault shared with the user whose owner has not finished setting it up: nothing to read yet, nothing to do. */
export function SharedVaultNotReady({ vault }: { vault: VaultView }) {
  const titleId = useId();
  const t = useT();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {t('dashboard.vault.collectionTitle', { name: vault.seniorName })}
      </Typography>
      <Typography>
        {t('dashboard.member.notReady', {
          known: vault.ownerName ? 'yes' : 'no',
          owner: vault.ownerName ?? '',
          name: vault.seniorName,
        })}
      </Typography>
    </Card>
  );
}
