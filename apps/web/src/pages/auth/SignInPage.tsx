import { useState, type FormEvent } from 'react';
import { DELETION_UNDONE_MESSAGE } from '@storyvault/contracts';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { apiErrorMessage } from '../../api/client';
import { useLogin } from '../../api/useLogin';
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
  useDocumentTitle('Sign In');
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
          if (deletionUndone) toast({ title: 'Welcome back', description: DELETION_UNDONE_MESSAGE });
          if (!inPlace) navigate(returnTo ?? '/dashboard');
        },
        onError: (error) => setFailure(apiErrorMessage(error) ?? 'Please check your credentials'),
      },
    );
  };

  return (
    <AuthLayout aside={<SignInSidePanels />}>
      <h1>Sign In to {PRODUCT_NAME}</h1>
      {deletedOn ? (
        <DeletionScheduledNotice deleteAfter={deletedOn} />
      ) : (
        <p className="lead">Welcome back. Sign in to read and listen to your family&rsquo;s stories.</p>
      )}
      <form onSubmit={onSubmit} className="form">
        <div role="alert">
          {failure && (
            <p className="form-message form-message--error">
              <strong>Login failed</strong> {failure}
            </p>
          )}
        </div>
        <TextField label="Email" type="email" autoComplete="email" required value={email} onValueChange={setEmail} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
        />
        <button type="submit" className="button button--primary button--block" disabled={loginMutation.isPending}>
          {loginMutation.isPending ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
      <p>
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
      <p>
        New to {PRODUCT_NAME}? <Link to="/get-started">Get started</Link>
      </p>
    </AuthLayout>
  );
}
