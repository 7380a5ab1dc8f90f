import { Language } from '@storyvault/contracts';
import { RegisterUser } from '@storyvault/api/modules/auth/application/register-user.use-case';
import { CliError, withApp } from '../context';
import { askHidden, readStdin } from '../prompt';
import { say } from '../output';

async function obtainPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readStdin();
  const password = await askHidden('Password: ');
  if ((await askHidden('Repeat the password: ')) !== password) throw new CliError("Passwords don't match");
  return password;
}

/** `storyvault user:create`: it creates an account, so it runs in the whole application. */
export async function createUser(options: {
  email: string;
  name: string;
  fullAccess: boolean;
  language: Language;
}): Promise<void> {
  const password = await obtainPassword();
  await withApp(async (app) => {
    const user = await app.get(RegisterUser).execute({
      name: options.name,
      email: options.email,
      password,
      hasFullAccess: options.fullAccess,
      language: options.language,
    });
    say(
      `Created ${user.name} <${user.email}>${user.hasFullAccess ? ' with full access' : ''}, language ${user.language}.`,
    );
  });
}
