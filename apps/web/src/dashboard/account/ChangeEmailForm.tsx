import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { changeEmail } from '../../api/account';
import { apiErrorMessage } from '../../api/client';
import { AccountPasswordField } from './AccountPasswordField';
import { useT } from '../../i18n/LanguageContext';

/** A new email: the current password, then a link to the new address; nothing changes until it is opened. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const t = useT();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const change = useMutation({ mutationFn: changeEmail, onSuccess: () => setPassword('') });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change.mutate({ newEmail: newEmail.trim(), password });
  };

  return (
    <Stack component="form" onSubmit={onSubmit} spacing={2} aria-label={t('dashboard.email.formLabel')} noValidate>
      <Typography component="h3" variant="h6">
        {t('dashboard.email.title')}
      </Typography>
      <Typography>
        {t.rich('dashboard.email.current', { email: currentEmail, b: (chunks) => <strong>{chunks}</strong> })}
      </Typography>
      <TextField
        label={t('dashboard.email.new')}
        type="email"
        autoComplete="email"
        value={newEmail}
        onChange={(event) => setNewEmail(event.target.value)}
        required
        fullWidth
      />
      <AccountPasswordField
        label={t('dashboard.password.current')}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      {change.isError && <Alert severity="error">{apiErrorMessage(change.error) ?? t('dashboard.email.failed')}</Alert>}
      {change.isSuccess && <Alert severity="success">{change.data.message}</Alert>}
      <Button
        type="submit"
        variant="contained"
        disabled={!newEmail.trim() || !password || change.isPending}
        sx={{ minHeight: 48, alignSelf: 'flex-start' }}
      >
        {change.isPending ? t('dashboard.email.sending') : t('dashboard.email.submit')}
      </Button>
    </Stack>
  );
}
