import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { forgetSession } from '../../api/session';
import { useCurrentVault } from '../data/useCurrentVault';
import { isOwnerOf } from '../data/vaultRole';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { DownloadVaultButton } from './DownloadVaultButton';
import { useT } from '../../i18n/LanguageContext';

/**
 * Delete your account: first the way to keep the stories (everything of each vault the owner
 * owns, as the Keepsakes card makes it), then what happens, the 30 days, and how to undo it.
 */
export function DeleteAccountSection() {
  const t = useT();
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  const { vaults } = useCurrentVault();
  const owned = vaults.filter(isOwnerOf);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={titleId} component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('dashboard.delete.title')}
      </Typography>
      {owned.length > 0 && (
        <>
          <Typography sx={{ mb: 1 }}>{t('dashboard.delete.downloadFirst')}</Typography>
          <ul style={{ paddingLeft: '1.25rem', margin: '0 0 16px' }}>
            {owned.map((vault) => (
              <li key={vault.id}>
                <DownloadVaultButton vaultId={vault.id} seniorName={vault.seniorName} />
              </li>
            ))}
          </ul>
        </>
      )}
      <Typography sx={{ mb: 1 }}>{t('dashboard.delete.what')}</Typography>
      <Typography sx={{ mb: 2 }}>{t('dashboard.delete.undo')}</Typography>
      <Button variant="outlined" color="error" onClick={() => setAsking(true)} sx={{ minHeight: 48 }}>
        {t('dashboard.delete.submit')}
      </Button>
      <DeleteAccountDialog
        open={asking}
        onClose={() => setAsking(false)}
        onScheduled={(answer) => {
          // The server signed this account out everywhere: forget it here too, then say when it goes.
          forgetSession(queryClient);
          navigate(`/signin?deleted=${encodeURIComponent(answer.deleteAfter)}`);
        }}
      />
    </Card>
  );
}
