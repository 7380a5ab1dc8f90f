import { useState, type FormEvent } from 'react';
import { DELETION_UNDONE_MESSAGE } from '@storyvault/contracts';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { apiErrorMessage } from '../../api/client';
import { useLogin } from '../../api/useLogin';
import { useT } from '../../i18n/LanguageContext';
import { AuthLayout } from '../../components/AuthLayout';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { useToast } from '../../components/toast/useToast';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { PRODUCT_NAME } from '../../site';
import { safeReturnPath } from './returnPath';
import { DeletionScheduledNotice } from './DeletionScheduledNotice';
import { SignInSidePanels } from './SignInSidePanels';

/**
 * The sign-in screen. With inPlace it stands in for a protected screen (same URL), and
 * signing in reveals that screen instead of going to /dashboard. A same-site ?next= path (the
 * join page's "Sign in") is where it goes instead of /dashboard.
 */
export default function SignInPage({ inPlace = false }: { inPlace?: boolean }) {
  const t = useT();
  useDocumentTitle(t('dashboard.signIn.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('next'));
  const deletedOn = params.get('deleted');
  const { toast } = useToast();
  const loginMutation = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Said at the form, where the person is looking, and announced; a toast would vanish on its own.
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A new attempt makes the previous attempt's message stale.
    setFailure(null);
    loginMutation.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ deletionUndone }) => {
          if (deletionUndone) toast({ title: t('dashboard.signIn.welcomeBack'), description: DELETION_UNDONE_MESSAGE });
          if (!inPlace) navigate(returnTo ?? '/dashboard');
        },
        onError: (error) => setFailure(apiErrorMessage(error) ?? t('dashboard.signIn.checkCredentials')),
      },
    );
  };

  return (
    <AuthLayout aside={<SignInSidePanels />}>
      <h1>{t('dashboard.signIn.heading', { product: PRODUCT_NAME })}</h1>
      {deletedOn ? (
        <DeletionScheduledNotice deleteAfter={deletedOn} />
      ) : (
        <p className="lead">{t('dashboard.signIn.lead')}</p>
      )}
      <form onSubmit={onSubmit} className="form">
        <div role="alert">
          {failure && (
            <p className="form-message form-message--error">
              <strong>{t('dashboard.signIn.failed')}</strong> {failure}
            </p>
          )}
        </div>
        <TextField
          label={t('dashboard.signIn.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onValueChange={setEmail}
        />
        <PasswordField
          label={t('dashboard.signIn.password')}
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
        />
        <button type="submit" className="button button--primary button--block" disabled={loginMutation.isPending}>
          {loginMutation.isPending ? t('dashboard.signIn.signingIn') : t('dashboard.signIn.submit')}
        </button>
      </form>
      <p>
        <Link to="/forgot-password">{t('dashboard.signIn.forgot')}</Link>
      </p>
      <p>
        {t.rich('dashboard.signIn.newHere', {
          product: PRODUCT_NAME,
          link: (chunks) => <Link to="/get-started">{chunks}</Link>,
        })}
      </p>
    </AuthLayout>
  );
}
