import { Command } from 'commander';
import { ManageUsers } from '@storyvault/api/modules/auth/application/manage-users.use-case';
import { withApp } from '../context';
import { say } from '../output';
import { emailAddress } from '../options';

export function userGrantFullAccessCommand(): Command {
  return new Command('user:grant-full-access')
    .description('give an existing account full access (all frequencies, the whole library)')
    .argument('<email>', "the account's email", emailAddress)
    .action(async (email: string) => {
      await withApp(async (app) => {
        const user = await app.get(ManageUsers).grantFullAccess(email);
        say(`${user.name} <${user.email}> now has full access.`);
      });
    });
}
