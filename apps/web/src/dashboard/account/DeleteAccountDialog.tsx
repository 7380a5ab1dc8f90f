import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { AccountDeletionResponse } from '@storyvault/contracts';
import { deleteAccount } from '../../api/account';
import { apiErrorMessage } from '../../api/client';
import { AccountPasswordField } from './AccountPasswordField';
import { useT } from '../../i18n/LanguageContext';

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
  onScheduled: (answer: AccountDeletionResponse) => void;
}

/** The last step: the password, to be sure it is the owner who asks. */
export function DeleteAccountDialog({ open, onClose, onScheduled }: DeleteAccountDialogProps) {
  const t = useT();
  const [password, setPassword] = useState('');
  const schedule = useMutation({ mutationFn: deleteAccount, onSuccess: onScheduled });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    schedule.mutate({ password });
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="delete-account-title" fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="delete-account-title">{t('dashboard.delete.dialogTitle')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{t('dashboard.delete.dialogText')}</Typography>
          <AccountPasswordField
            label={t('dashboard.delete.password')}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            autoFocus
          />
          {schedule.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {apiErrorMessage(schedule.error) ?? t('dashboard.delete.failed')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} sx={{ minHeight: 48 }}>
            {t('dashboard.delete.keep')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={!password || schedule.isPending}
            sx={{ minHeight: 48 }}
          >
            {schedule.isPending ? t('dashboard.delete.deleting') : t('dashboard.delete.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
