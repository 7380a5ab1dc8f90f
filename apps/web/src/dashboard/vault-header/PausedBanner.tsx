import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import type { VaultView } from '@storyvault/contracts';
import { apiRequest } from '../../api/client';
import { useDashboardToast } from '../data/useDashboardToast';
import { useRefreshVaultData } from '../data/useRefreshVaultData';
import { pauseDate } from './pauseState';

export { pauseDate };

/**
 * While the senior has paused the questions (a PAUSE or STOP reply): what that means, and one
 * button for the owner to start them again now.
 */
export function PausedBanner({ vault }: { vault: VaultView }) {
  const refresh = useRefreshVaultData();
  const { success, failure } = useDashboardToast();
  const resume = useMutation({
    mutationFn: () => apiRequest('POST', `/api/vaults/${vault.id}/resume`),
    onSuccess: async () => {
      await refresh();
      success('Questions resumed', `The next question goes to ${vault.seniorName} shortly.`);
    },
    onError: (error) => failure('Could not resume the questions', error),
  });
  if (!vault.pauseKind) return null;
  const text =
    vault.pauseKind === 'stop' || !vault.pausedUntil
      ? `${vault.seniorName} asked us to stop sending questions. None are sent until you resume them.`
      : `${vault.seniorName} paused the questions until ${pauseDate(vault.pausedUntil)}. No questions or reminders are sent until then.`;
  return (
    <Alert
      severity="info"
      sx={{ mb: 3, fontSize: '1.05rem', alignItems: 'center' }}
      action={
        <Button variant="contained" size="large" disabled={resume.isPending} onClick={() => resume.mutate()}>
          {resume.isPending ? 'Resuming...' : 'Resume questions now'}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
