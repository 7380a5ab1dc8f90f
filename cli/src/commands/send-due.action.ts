import { DispatchDeliveries, PlanDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { withApp } from '../context';
import { printJson } from '../format';
import { progressBar } from '../progress';
import { say } from '../output';

/** `storyvault send-due`: it sends, so it runs in the whole application. */
export async function sendDue(options: { dryRun?: boolean; json?: boolean }): Promise<void> {
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
}
