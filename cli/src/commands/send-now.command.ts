import { Command } from 'commander';
import { SendNow } from '@storyvault/api/modules/delivery/delivery.public';
import { withApp } from '../context';
import { vaultFor } from '../vault-lookup';
import { say } from '../output';
import { refuseWhilePaused } from '../pause-state';
import { emailAddress } from '../options';

export function sendNowCommand(): Command {
  return new Command('send-now')
    .description("send a senior's next queued question right away; the schedule continues from then")
    .argument('<email>', "the senior's email (or the owner's)", emailAddress)
    .option('--force', 'send it even though the senior paused or stopped the questions')
    .action(async (email: string, options: { force?: boolean }) => {
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
    });
}
