import { Command } from 'commander';
import { RegisterUser } from '@storyvault/api/modules/auth/application/register-user.use-case';
import { CliError, withApp } from '../context';
import { askHidden, readStdin } from '../prompt';
import { say } from '../output';
import { emailAddress, nonEmpty } from '../options';

async function obtainPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readStdin();
  const password = await askHidden('Password: ');
  if ((await askHidden('Repeat the password: ')) !== password) throw new CliError("Passwords don't match");
  return password;
}

export function userCreateCommand(): Command {
  return new Command('user:create')
    .description('create an account; the password is asked for, or read from stdin when piped')
    .requiredOption('--email <email>', "the account's email", emailAddress)
    .requiredOption('--name <name>', "the account holder's full name", nonEmpty)
    .option('--full-access', 'give the account full access at once', false)
    .action(async (options: { email: string; name: string; fullAccess: boolean }) => {
      const password = await obtainPassword();
      await withApp(async (app) => {
        const user = await app
          .get(RegisterUser)
          .execute({ name: options.name, email: options.email, password, hasFullAccess: options.fullAccess });
        say(`Created ${user.name} <${user.email}>${user.hasFullAccess ? ' with full access' : ''}.`);
      });
    });
}
