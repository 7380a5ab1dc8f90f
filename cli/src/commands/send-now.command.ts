import { Command } from 'commander';
import { SendNow } from '@storyvault/api/modules/delivery/delivery.public';
import { withApp } from '../context';
import { vaultFor } from '../vault-lookup';

export function sendNowCommand(): Command {
  return new Command('send-now')
    .description("send a senior's next queued question right away; the schedule continues from then")
    .argument('<email>', "the senior's email (or the owner's)")
    .action(async (email: string) => {
      await withApp(async (app) => {
        const vault = await vaultFor(app, email);
        const summary = await app.get(SendNow).execute(vault.id);
        if (summary.failed) {
          console.log(
            `The question to ${vault.seniorEmail} could not be sent now; it will be retried. See \`storyvault deliveries ${vault.seniorEmail}\`.`,
          );
          process.exitCode = 1;
          return;
        }
        console.log(`Sent the next question to ${vault.seniorName} <${vault.seniorEmail}>.`);
      });
    });
}
