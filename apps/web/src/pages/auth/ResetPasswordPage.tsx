import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PASSWORD_MIN_LENGTH } from '@storyvault/contracts';
import { confirmPasswordReset } from '../../api/auth';
import { AuthLayout } from '../../components/AuthLayout';
import { FormMessage } from '../../components/FormMessage';
import { PasswordField } from '../../components/PasswordField';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { resetConfirmErrorMessage } from './passwordResetErrors';
import { useT } from '../../i18n/LanguageContext';

export default function ResetPasswordPage() {
  const t = useT();
  const lengthRule = t('dashboard.password.lengthRule', { min: PASSWORD_MIN_LENGTH });
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  // A new password ends every session of the account, this browser's too: nothing cached for
  // it may be shown again, and the next page asks the server who is signed in.
  const reset = useMutation({ mutationFn: confirmPasswordReset, onSuccess: () => queryClient.clear() });
  useDocumentTitle(reset.isSuccess ? t('dashboard.reset.doneTitle') : t('dashboard.reset.pageTitle'));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (newPassword !== confirmPassword) return setClientError(t('dashboard.password.mismatch'));
    if ([...newPassword].length < PASSWORD_MIN_LENGTH) return setClientError(lengthRule);
    setClientError(null);
    reset.mutate({ token, newPassword });
  };

  if (reset.isSuccess) {
    return (
      <AuthLayout>
        <h1>{t('dashboard.reset.doneTitle')}</h1>
        <FormMessage kind="success">{t('dashboard.reset.done')}</FormMessage>
        <button type="button" className="button button--primary button--block" onClick={() => navigate('/signin')}>
          {t('dashboard.reset.signIn')}
        </button>
      </AuthLayout>
    );
  }

  const error = clientError ?? (reset.isError ? resetConfirmErrorMessage(reset.error, t) : null);
  return (
    <AuthLayout>
      <h1>{t('dashboard.reset.heading')}</h1>
      <p className="lead">{t('dashboard.reset.lead')}</p>
      <form onSubmit={onSubmit} className="form">
        <PasswordField
          label={t('dashboard.reset.newPassword')}
          autoComplete="new-password"
          required
          value={newPassword}
          onValueChange={setNewPassword}
          hint={lengthRule}
        />
        <PasswordField
          label={t('dashboard.reset.confirmPassword')}
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
          {reset.isPending ? t('dashboard.reset.updating') : t('dashboard.reset.submit')}
        </button>
      </form>
      <p>
        <Link to="/signin">{t('dashboard.reset.backToLogin')}</Link>
      </p>
    </AuthLayout>
  );
}
