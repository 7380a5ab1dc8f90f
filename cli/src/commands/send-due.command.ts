import { Command } from 'commander';
import { DispatchDeliveries, PlanDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { withApp } from '../context';
import { printJson } from '../format';
import { progressBar } from '../progress';
import { say } from '../output';

export function sendDueCommand(): Command {
  return new Command('send-due')
    .description('send every email that is due now (what the worker does on its own), with a summary')
    .option('--dry-run', 'only list what would be sent')
    .option('--json', 'print JSON: the summary, or with --dry-run the list')
    .action(async (options: { dryRun?: boolean; json?: boolean }) => {
      await withApp(async (app) => {
        if (options.dryRun) {
          const plan = await app.get(PlanDeliveries).execute();
          if (options.json) {
            printJson(plan);
            return;
          }
          for (const item of plan)
            say(`${item.kind.padEnd(11)} ${item.recipient}${item.question ? `  “${item.question}”` : ''}`);
          say(`Dry run: ${plan.length} email(s) would be sent. Nothing was sent.`);
          return;
        }
        const bar = progressBar('Sending');
        // The total is what is due as the round starts (the dry run's list); only worth reading when shown.
        const due = bar.visible ? (await app.get(PlanDeliveries).execute()).length : 0;
        const summary = await app.get(DispatchDeliveries).execute({
          onProgress: (s) => bar.update(s.sent + s.skipped + s.failed, due),
        });
        bar.stop();
        if (summary.failed) process.exitCode = 1;
        if (options.json) {
          printJson(summary);
          return;
        }
        say(`Sent ${summary.sent}, skipped ${summary.skipped}, failed ${summary.failed}.`);
        if (summary.failed) {
          say('Failed sends are retried automatically with backoff; `storyvault deliveries EMAIL` shows the errors.');
        }
      });
    });
}
