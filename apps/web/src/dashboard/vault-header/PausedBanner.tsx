import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import type { VaultView } from '@storyvault/contracts';
import { apiRequest } from '../../api/client';
import { useDashboardToast } from '../data/useDashboardToast';
import { useRefreshVaultData } from '../data/useRefreshVaultData';
import { pauseDate } from './pauseState';
import { useT } from '../../i18n/LanguageContext';

export { pauseDate };

/**
 * While the senior has paused the questions (a PAUSE or STOP reply): what that means, and one
 * button for the owner to start them again now.
 */
export function PausedBanner({ vault }: { vault: VaultView }) {
  const t = useT();
  const refresh = useRefreshVaultData();
  const { success, failure } = useDashboardToast();
  const resume = useMutation({
    mutationFn: () => apiRequest('POST', `/api/vaults/${vault.id}/resume`),
    onSuccess: async () => {
      await refresh();
      success(t('dashboard.pause.resumed'), t('dashboard.pause.resumedText', { name: vault.seniorName }));
    },
    onError: (error) => failure(t('dashboard.pause.resumeFailed'), error),
  });
  if (!vault.pauseKind) return null;
  const text =
    vault.pauseKind === 'stop' || !vault.pausedUntil
      ? t('dashboard.pause.bannerStopped', { name: vault.seniorName })
      : t('dashboard.pause.bannerPaused', {
          name: vault.seniorName,
          date: pauseDate(vault.pausedUntil, undefined, t.language),
        });
  return (
    <Alert
      severity="info"
      sx={{ mb: 3, fontSize: '1.05rem', alignItems: 'center' }}
      action={
        <Button variant="contained" size="large" disabled={resume.isPending} onClick={() => resume.mutate()}>
          {resume.isPending ? t('dashboard.pause.resuming') : t('dashboard.pause.resume')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
