import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { UserView } from '@storyvault/contracts';
import { CURRENT_USER_KEY } from '../../api/auth';
import { rememberFirstVisit } from '../../api/firstVisit';
import { PasswordField } from '../../components/PasswordField';
import { useToast } from '../../components/toast/useToast';
import { PRODUCT_NAME } from '../../site';
import { completeSignup } from './funnelApi';
import { completeSignupErrorToast } from './funnelErrors';
import { FunnelField } from './FunnelField';
import { clearLead } from './leadStorage';

const MIN_PASSWORD_LENGTH = 8;

interface FieldErrors {
  password?: string;
  confirm?: string;
}

/** The "Create Your Account" card, shown once the payment is verified (docs/product.md §2, §5). */
export function CreateAccountForm({ sessionId, email, name }: { sessionId: string; email: string; name: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast, dismiss } = useToast();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const signup = useMutation({
    mutationFn: completeSignup,
    onSuccess: ({ user }) => {
      clearLead();
      rememberFirstVisit(user.email);
      queryClient.setQueryData<UserView | null>(CURRENT_USER_KEY, user);
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      toast({
        title: 'Account Created!',
        description: `Welcome to ${PRODUCT_NAME}, ${user.name || name}! Let's set up your loved one's vault.`,
      });
      navigate('/dashboard');
    },
    onError: (error) => toast(completeSignupErrorToast(error)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (password.length < MIN_PASSWORD_LENGTH) found.password = 'Password must be at least 8 characters';
    if (confirm !== password) found.confirm = "Passwords don't match";
    setErrors(found);
    if (found.password || found.confirm) return;
    dismiss();
    signup.mutate({ sessionId, password, email });
  };

  return (
    <section className="funnel-card" aria-labelledby="create-account-title">
      <h2 id="create-account-title">Create Your Account</h2>
      <p>Choose a password to finish. You&rsquo;ll use this email address to sign in.</p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <FunnelField label="Email Address" type="email" value={email} readOnly autoComplete="username" />
        <div className={errors.password ? 'funnel-field--invalid' : undefined}>
          <PasswordField
            label="Password"
            autoComplete="new-password"
            value={password}
            onValueChange={setPassword}
            hint={errors.password}
            aria-invalid={errors.password ? true : undefined}
          />
        </div>
        <div className={errors.confirm ? 'funnel-field--invalid' : undefined}>
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            value={confirm}
            onValueChange={setConfirm}
            hint={errors.confirm}
            aria-invalid={errors.confirm ? true : undefined}
          />
        </div>
        <button type="submit" className="button button--primary button--block" disabled={signup.isPending}>
          {signup.isPending ? 'Creating Account...' : 'Complete Account Setup'}
        </button>
      </form>
    </section>
  );
}
