import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { describeMissingPasswordItems, missingPasswordItems, PASSWORD_REQUIREMENTS_TITLE } from '@storyvault/contracts';
import { apiErrorCode, apiErrorMessage } from '../../api/client';
import { FormMessage } from '../../components/FormMessage';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';

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
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<Problem>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const missing = missingPasswordItems(password);
    if (missing.length > 0) {
      setProblem({ title: PASSWORD_REQUIREMENTS_TITLE, description: describeMissingPasswordItems(missing) });
      return;
    }
    if (password !== confirmPassword) {
      setProblem({
        title: "Passwords don't match",
        description: 'Please make sure both password fields are identical',
      });
      return;
    }
    setProblem(null);
    onJoin({ name: name.trim(), password }).catch((error: unknown) =>
      setProblem({
        title: "Couldn't join",
        description: apiErrorMessage(error) ?? 'Please try again',
        signIn: apiErrorCode(error) === 'EMAIL_TAKEN',
      }),
    );
  };

  return (
    <>
      <h2>Create your account</h2>
      <p>
        Your email: <strong>{email}</strong>
      </p>
      {problem && (
        <FormMessage kind="error">
          <strong>{problem.title}</strong>
          <br />
          {problem.description}
          {problem.signIn && (
            <>
              {' '}
              <Link to={signInPath}>Sign in</Link>
            </>
          )}
        </FormMessage>
      )}
      <form onSubmit={onSubmit} className="form">
        <TextField
          label="Your name"
          autoComplete="name"
          required
          maxLength={100}
          value={name}
          onValueChange={setName}
        />
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
        <button type="submit" className="button button--primary button--block" disabled={pending}>
          {pending ? 'Joining...' : 'Join'}
        </button>
      </form>
      <p>
        Already have an account? <Link to={signInPath}>Sign in</Link>
      </p>
    </>
  );
}
