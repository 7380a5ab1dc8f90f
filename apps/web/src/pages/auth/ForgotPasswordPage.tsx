import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset } from '../../api/auth';
import { AuthLayout } from '../../components/AuthLayout';
import { FormMessage } from '../../components/FormMessage';
import { TextField } from '../../components/TextField';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { SUPPORT_EMAIL } from '../../site';
import { resetRequestErrorMessage } from './passwordResetErrors';
import { useT } from '../../i18n/LanguageContext';

export default function ForgotPasswordPage() {
  const t = useT();
  useDocumentTitle(t('dashboard.forgot.pageTitle'));
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const resetRequest = useMutation({ mutationFn: requestPasswordReset });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    resetRequest.mutate({ email: email.trim() });
  };

  return (
    <AuthLayout>
      <p>
        <Link to="/signin">{t('dashboard.reset.backToLogin')}</Link>
      </p>
      <h1>{t('dashboard.forgot.heading')}</h1>
      {resetRequest.isSuccess ? (
        <>
          <FormMessage kind="success">{t('dashboard.forgot.sent')}</FormMessage>
          <button type="button" className="button button--primary button--block" onClick={() => navigate('/signin')}>
            {t('dashboard.forgot.returnToLogin')}
          </button>
        </>
      ) : (
        <>
          <p className="lead">{t('dashboard.forgot.lead')}</p>
          <form onSubmit={onSubmit} className="form">
            <TextField
              label={t('dashboard.forgot.email')}
              type="email"
              autoComplete="email"
              required
              value={email}
              onValueChange={setEmail}
            />
            {resetRequest.isError && (
              <FormMessage kind="error">{resetRequestErrorMessage(resetRequest.error, t)}</FormMessage>
            )}
            <button type="submit" className="button button--primary button--block" disabled={resetRequest.isPending}>
              {resetRequest.isPending ? t('dashboard.forgot.sending') : t('dashboard.forgot.submit')}
            </button>
          </form>
        </>
      )}
      <p>{t.rich('dashboard.forgot.remember', { link: (words) => <Link to="/signin">{words}</Link> })}</p>
      <p className="support-note">
        {t.rich('dashboard.forgot.help', {
          email: SUPPORT_EMAIL,
          link: (words) => <a href={`mailto:${SUPPORT_EMAIL}`}>{words}</a>,
        })}
      </p>
    </AuthLayout>
  );
}
