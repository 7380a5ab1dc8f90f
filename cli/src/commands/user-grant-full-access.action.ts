import { ManageUsers } from '@storyvault/api/modules/auth/application/manage-users.use-case';
import { withApp } from '../context';
import { say } from '../output';

/**
 * `storyvault user:grant-full-access`: the change moves the vaults' schedule (an event), so it
 * runs in the whole application.
 */
export async function grantFullAccess(email: string): Promise<void> {
  await withApp(async (app) => {
    const user = await app.get(ManageUsers).grantFullAccess(email);
    say(`${user.name} <${user.email}> now has full access.`);
  });
}
