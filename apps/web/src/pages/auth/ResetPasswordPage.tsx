import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PASSWORD_MIN_LENGTH, PASSWORD_RESET_DONE_MESSAGE } from '@storyvault/contracts';
import { confirmPasswordReset } from '../../api/auth';
import { AuthLayout } from '../../components/AuthLayout';
import { FormMessage } from '../../components/FormMessage';
import { PasswordField } from '../../components/PasswordField';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { resetConfirmErrorMessage } from './passwordResetErrors';

const LENGTH_RULE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  // A new password ends every session of the account, this browser's too: nothing cached for
  // it may be shown again, and the next page asks the server who is signed in.
  const reset = useMutation({ mutationFn: confirmPasswordReset, onSuccess: () => queryClient.clear() });
  useDocumentTitle(reset.isSuccess ? 'Password Reset Complete' : 'Reset Password');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (newPassword !== confirmPassword) return setClientError('Passwords do not match');
    if ([...newPassword].length < PASSWORD_MIN_LENGTH) return setClientError(LENGTH_RULE);
    setClientError(null);
    reset.mutate({ token, newPassword });
  };

  if (reset.isSuccess) {
    return (
      <AuthLayout>
        <h1>Password Reset Complete</h1>
        <FormMessage kind="success">
          {PASSWORD_RESET_DONE_MESSAGE} You can now sign in with your new password.
        </FormMessage>
        <button type="button" className="button button--primary button--block" onClick={() => navigate('/signin')}>
          Sign In
        </button>
      </AuthLayout>
    );
  }

  const error = clientError ?? (reset.isError ? resetConfirmErrorMessage(reset.error) : null);
  return (
    <AuthLayout>
      <h1>Reset Your Password</h1>
      <p className="lead">Choose a new password for your account.</p>
      <form onSubmit={onSubmit} className="form">
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          required
          value={newPassword}
          onValueChange={setNewPassword}
          hint={LENGTH_RULE}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onValueChange={setConfirmPassword}
        />
        {error && <FormMessage kind="error">{error}</FormMessage>}
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={!newPassword || !confirmPassword || reset.isPending}
        >
          {reset.isPending ? 'Updating Password...' : 'Update Password'}
        </button>
      </form>
      <p>
        <Link to="/signin">Back to Login</Link>
      </p>
    </AuthLayout>
  );
}
