import { SendNow } from '@storyvault/api/modules/delivery/delivery.public';
import { withApp } from '../context';
import { vaultFor } from '../vault-lookup';
import { say } from '../output';
import { refuseWhilePaused } from '../pause-state';

/** `storyvault send-now`: it sends, so it runs in the whole application. */
export async function sendNow(email: string, options: { force?: boolean }): Promise<void> {
  await withApp(async (app) => {
    const vault = await vaultFor(app, email);
    refuseWhilePaused(vault, 'the next question', options.force);
    const summary = await app.get(SendNow).execute(vault.id);
    if (summary.failed) {
      say(
        `The question to ${vault.seniorEmail} could not be sent now; it will be retried. See \`storyvault deliveries ${vault.seniorEmail}\`.`,
      );
      process.exitCode = 1;
      return;
    }
    say(`Sent the next question to ${vault.seniorName} <${vault.seniorEmail}>.`);
  });
}
