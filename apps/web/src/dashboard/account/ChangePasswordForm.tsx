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

const LENGTH_RULE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;

/** A new password, with the current one: this device stays signed in, the others are signed out. */
export function ChangePasswordForm() {
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
    if (newPassword !== confirm) return setClientError('Passwords do not match');
    if ([...newPassword].length < PASSWORD_MIN_LENGTH) return setClientError(LENGTH_RULE);
    setClientError(null);
    change.mutate({ currentPassword, newPassword });
  };

  const error =
    clientError ?? (change.isError ? (apiErrorMessage(change.error) ?? 'Your password could not be changed.') : null);
  return (
    <Stack component="form" onSubmit={onSubmit} spacing={2} aria-label="Change your password" noValidate>
      <Typography component="h3" variant="h6">
        Password
      </Typography>
      <AccountPasswordField
        label="Current password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={setCurrentPassword}
      />
      <AccountPasswordField
        label="New password"
        autoComplete="new-password"
        value={newPassword}
        onChange={setNewPassword}
        helperText={LENGTH_RULE}
      />
      <AccountPasswordField
        label="Confirm new password"
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
        {change.isPending ? 'Changing password...' : 'Change password'}
      </Button>
    </Stack>
  );
}
