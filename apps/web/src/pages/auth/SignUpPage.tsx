import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { apiErrorMessage } from '../../api/client';
import { useRegister } from '../../api/useRegister';
import { useT } from '../../i18n/LanguageContext';
import { AuthLayout } from '../../components/AuthLayout';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { useToast } from '../../components/toast/useToast';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { passwordProblem } from './passwordRules';

export default function SignUpPage() {
  const t = useT();
  useDocumentTitle(t('dashboard.signUp.title'));
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
    const problem = passwordProblem(password, t);
    if (problem) {
      toast({ variant: 'destructive', ...problem });
      return;
    }
    if (password !== confirmPassword) {
      toast({
        variant: 'destructive',
        title: t('dashboard.signUp.mismatch'),
        description: t('dashboard.signUp.mismatchText'),
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
            title: t('dashboard.signUp.failed'),
            description: apiErrorMessage(error) ?? t('dashboard.signUp.tryAgain'),
          }),
      },
    );
  };

  return (
    <AuthLayout>
      <h1>{t('dashboard.signUp.heading')}</h1>
      <p className="lead">{t('dashboard.signUp.lead')}</p>
      <form onSubmit={onSubmit} className="form">
        <TextField
          label={t('dashboard.signUp.name')}
          autoComplete="name"
          required
          value={name}
          onValueChange={setName}
        />
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
          autoComplete="new-password"
          required
          value={password}
          onValueChange={setPassword}
          hint={t('dashboard.signUp.passwordHint')}
        />
        <PasswordField
          label={t('dashboard.signUp.confirm')}
          autoComplete="new-password"
          required
          value={confirmPassword}
          onValueChange={setConfirmPassword}
        />
        <button type="submit" className="button button--primary button--block" disabled={registerMutation.isPending}>
          {registerMutation.isPending ? t('dashboard.signUp.creating') : t('dashboard.signUp.title')}
        </button>
      </form>
      <p>{t.rich('dashboard.signUp.haveAccount', { link: (chunks) => <Link to="/signin">{chunks}</Link> })}</p>
    </AuthLayout>
  );
}
