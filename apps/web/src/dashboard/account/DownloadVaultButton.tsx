import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorDescription } from '../data/errorDescription';
import { useKeepsakes } from '../keepsakes/useKeepsakes';
import { useT } from '../../i18n/LanguageContext';

/** "Download everything" of one vault, the Keepsakes card's archive: asked for here, emailed when ready. */
export function DownloadVaultButton({ vaultId, seniorName }: { vaultId: string; seniorName: string }) {
  const t = useT();
  const { request } = useKeepsakes(vaultId, false);
  return (
    <>
      <Button
        variant="text"
        onClick={() => request.mutate({ format: 'zip' })}
        disabled={request.isPending || request.isSuccess}
        sx={{ minHeight: 48, textAlign: 'left' }}
      >
        {t('dashboard.download.everything', { name: seniorName })}
      </Button>
      {request.isSuccess && (
        <Alert severity="success" sx={{ mb: 1 }}>
          {t('dashboard.download.gathering')}
        </Alert>
      )}
      {request.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorDescription(request.error, t)}
        </Alert>
      )}
    </>
  );
}
