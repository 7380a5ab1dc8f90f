import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { PASSWORD_RESET_REQUESTED_MESSAGE } from '@storyvault/contracts';
import { requestPasswordReset } from '../../api/auth';
import { AuthLayout } from '../../components/AuthLayout';
import { FormMessage } from '../../components/FormMessage';
import { TextField } from '../../components/TextField';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { SUPPORT_EMAIL } from '../../site';
import { resetRequestErrorMessage } from './passwordResetErrors';

export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
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
        <Link to="/signin">Back to Login</Link>
      </p>
      <h1>Forgot Your Password?</h1>
      {resetRequest.isSuccess ? (
        <>
          <FormMessage kind="success">{PASSWORD_RESET_REQUESTED_MESSAGE}</FormMessage>
          <button type="button" className="button button--primary button--block" onClick={() => navigate('/signin')}>
            Return to Login
          </button>
        </>
      ) : (
        <>
          <p className="lead">
            Enter the email address for your account and we&rsquo;ll send you a link to reset your password.
          </p>
          <form onSubmit={onSubmit} className="form">
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onValueChange={setEmail}
            />
            {resetRequest.isError && (
              <FormMessage kind="error">{resetRequestErrorMessage(resetRequest.error)}</FormMessage>
            )}
            <button type="submit" className="button button--primary button--block" disabled={resetRequest.isPending}>
              {resetRequest.isPending ? 'Sending...' : 'Send Reset Link'}
            </button>
          </form>
        </>
      )}
      <p>
        Remember your password? <Link to="/signin">Sign in</Link>
      </p>
      <p className="support-note">
        Need help? Email us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
    </AuthLayout>
  );
}
