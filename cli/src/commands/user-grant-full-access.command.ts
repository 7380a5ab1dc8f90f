import { Command } from 'commander';
import { emailAddress } from '../options';
import { lazyAction } from '../lazy-action';

export function userGrantFullAccessCommand(): Command {
  return new Command('user:grant-full-access')
    .description('give an existing account full access (all frequencies, the whole library)')
    .argument('<email>', "the account's email", emailAddress)
    .action(lazyAction(() => import('./user-grant-full-access.action').then((m) => m.grantFullAccess)));
}
