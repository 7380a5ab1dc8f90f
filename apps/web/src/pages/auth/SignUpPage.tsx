import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { describeMissingPasswordItems, missingPasswordItems, PASSWORD_REQUIREMENTS_TITLE } from '@storyvault/contracts';
import { apiErrorMessage } from '../../api/client';
import { useRegister } from '../../api/useRegister';
import { AuthLayout } from '../../components/AuthLayout';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { useToast } from '../../components/toast/useToast';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export default function SignUpPage() {
  useDocumentTitle('Create Account');
  const navigate = useNavigate();
  const { toast, dismiss } = useToast();
  const registerMutation = useRegister();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A new attempt makes the previous attempt's notification stale.
    dismiss();
    const missing = missingPasswordItems(password);
    if (missing.length > 0) {
      toast({
        variant: 'destructive',
        title: PASSWORD_REQUIREMENTS_TITLE,
        description: describeMissingPasswordItems(missing),
      });
      return;
    }
    if (password !== confirmPassword) {
      toast({
        variant: 'destructive',
        title: "Passwords don't match",
        description: 'Please make sure both password fields are identical',
      });
      return;
    }
    registerMutation.mutate(
      { name: name.trim(), email: email.trim(), password },
      {
        onSuccess: () => navigate('/dashboard'),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Registration failed',
            description: apiErrorMessage(error) ?? 'Please try again',
          }),
      },
    );
  };

  return (
    <AuthLayout>
      <h1>Create Your Account</h1>
      <p className="lead">Start keeping your family&rsquo;s stories in one safe place.</p>
      <form onSubmit={onSubmit} className="form">
        <TextField label="Full Name" autoComplete="name" required value={name} onValueChange={setName} />
        <TextField label="Email" type="email" autoComplete="email" required value={email} onValueChange={setEmail} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          value={password}
          onValueChange={setPassword}
          hint="At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character."
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onValueChange={setConfirmPassword}
        />
        <button type="submit" className="button button--primary button--block" disabled={registerMutation.isPending}>
          {registerMutation.isPending ? 'Creating Account...' : 'Create Account'}
        </button>
      </form>
      <p>
        Already have an account? <Link to="/signin">Sign in</Link>
      </p>
    </AuthLayout>
  );
}
