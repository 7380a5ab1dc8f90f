import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { PASSWORD_MIN_LENGTH } from '@storyvault/contracts';
import { changePassword } from '../../api/account';
import { apiErrorMessage } from '../../api/client';
import { AccountPasswordField } from './AccountPasswordField';
import { useT } from '../../i18n/LanguageContext';

/** A new password, with the current one: this device stays signed in, the others are signed out. */
export function ChangePasswordForm() {
  const t = useT();
  const lengthRule = t('dashboard.password.lengthRule', { min: PASSWORD_MIN_LENGTH });
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      setCurrentPassword('');
      setNewPassword('');
      setConfirm('');
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (newPassword !== confirm) return setClientError(t('dashboard.password.mismatch'));
    if ([...newPassword].length < PASSWORD_MIN_LENGTH) return setClientError(lengthRule);
    setClientError(null);
    change.mutate({ currentPassword, newPassword });
  };

  const error =
    clientError ?? (change.isError ? (apiErrorMessage(change.error) ?? t('dashboard.password.failed')) : null);
  return (
    <Stack component="form" onSubmit={onSubmit} spacing={2} aria-label={t('dashboard.password.formLabel')} noValidate>
      <Typography component="h3" variant="h6">
        {t('dashboard.password.title')}
      </Typography>
      <AccountPasswordField
        label={t('dashboard.password.current')}
        autoComplete="current-password"
        value={currentPassword}
        onChange={setCurrentPassword}
      />
      <AccountPasswordField
        label={t('dashboard.password.new')}
        autoComplete="new-password"
        value={newPassword}
        onChange={setNewPassword}
        helperText={lengthRule}
      />
      <AccountPasswordField
        label={t('dashboard.password.confirm')}
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
      />
      {error && <Alert severity="error">{error}</Alert>}
      {change.isSuccess && !error && <Alert severity="success">{change.data.message}</Alert>}
      <Button
        type="submit"
        variant="contained"
        disabled={!currentPassword || !newPassword || !confirm || change.isPending}
        sx={{ minHeight: 48, alignSelf: 'flex-start' }}
      >
        {change.isPending ? t('dashboard.password.changing') : t('dashboard.password.submit')}
      </Button>
    </Stack>
  );
}
