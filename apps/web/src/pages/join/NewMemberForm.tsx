import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { apiErrorCode, apiErrorMessage } from '../../api/client';
import { FormMessage } from '../../components/FormMessage';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { useT } from '../../i18n/LanguageContext';
import { passwordProblem } from '../auth/passwordRules';

interface NewMemberFormProps {
  email: string;
  pending: boolean;
  /** The sign-in page that comes back here. */
  signInPath: string;
  onJoin: (request: { name: string; password: string }) => Promise<unknown>;
}

type Problem = { title: string; description: string; signIn?: boolean } | null;

/** Someone new: a name and a password (the registration rules), and they are in. */
export function NewMemberForm({ email, pending, signInPath, onJoin }: NewMemberFormProps) {
  const t = useT();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<Problem>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const weak = passwordProblem(password, t);
    if (weak) {
      setProblem(weak);
      return;
    }
    if (password !== confirmPassword) {
      setProblem({
        title: t('dashboard.signUp.mismatch'),
        description: t('dashboard.signUp.mismatchText'),
      });
      return;
    }
    setProblem(null);
    onJoin({ name: name.trim(), password }).catch((error: unknown) =>
      setProblem({
        title: t('dashboard.join.couldNotJoin'),
        description: apiErrorMessage(error) ?? t('dashboard.join.tryAgain'),
        signIn: apiErrorCode(error) === 'EMAIL_TAKEN',
      }),
    );
  };

  return (
    <>
      <h2>{t('dashboard.join.createAccount')}</h2>
      <p>{t.rich('dashboard.join.yourEmail', { email, b: (words) => <strong>{words}</strong> })}</p>
      {problem && (
        <FormMessage kind="error">
          <strong>{problem.title}</strong>
          <br />
          {problem.description}
          {problem.signIn && (
            <>
              {' '}
              <Link to={signInPath}>{t('dashboard.join.signIn')}</Link>
            </>
          )}
        </FormMessage>
      )}
      <form onSubmit={onSubmit} className="form">
        <TextField
          label={t('dashboard.join.name')}
          autoComplete="name"
          required
          maxLength={100}
          value={name}
          onValueChange={setName}
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
        <button type="submit" className="button button--primary button--block" disabled={pending}>
          {pending ? t('dashboard.join.joining') : t('dashboard.join.submit')}
        </button>
      </form>
      <p>{t.rich('dashboard.signUp.haveAccount', { link: (words) => <Link to={signInPath}>{words}</Link> })}</p>
    </>
  );
}
