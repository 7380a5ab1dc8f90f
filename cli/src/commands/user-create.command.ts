import { Command } from 'commander';
import { emailAddress, languageCode, nonEmpty } from '../options';
import { lazyAction } from '../lazy-action';

export function userCreateCommand(): Command {
  return new Command('user:create')
    .description('create an account; the password is asked for, or read from stdin when piped')
    .requiredOption('--email <email>', "the account's email", emailAddress)
    .requiredOption('--name <name>', "the account holder's full name", nonEmpty)
    .option('--full-access', 'give the account full access at once', false)
    .option(
      '--language <code>',
      "the person's language: en, de, es, fr or nl (their emails and dashboard)",
      languageCode,
      'en',
    )
    .action(lazyAction(() => import('./user-create.action').then((m) => m.createUser)));
}
