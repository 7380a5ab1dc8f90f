import { Command } from 'commander';
import { ListDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { withApp } from '../context';
import { vaultFor } from '../vault-lookup';
import { say, printJson } from '../output';
import { emailAddress } from '../options';
import { pauseLine } from '../pause-state';

const when = (d: Date | null) => (d ? d.toISOString().replace('T', ' ').slice(0, 16) : '—');

export function deliveriesCommand(): Command {
  return new Command('deliveries')
    .description(
      "a vault's emails, newest first, with their states (tokens shown by their start only), the senior's confirmations and the owner's notices among them; whether her questions are paused",
    )
    .argument('<email>', "the senior's email (or the owner's)", emailAddress)
    .option('--json', 'print JSON')
    .action(async (email: string, options: { json?: boolean }) => {
      await withApp(async (app) => {
        const vault = await vaultFor(app, email);
        const records = await app.get(ListDeliveries).execute(vault.id);
        if (options.json) {
          printJson(records);
          return;
        }
        say(`${vault.seniorName} <${vault.seniorEmail}>: ${records.length} email(s)`);
        say(`Questions: ${pauseLine(vault)}`);
        for (const r of records) {
          const extra = [
            r.token && `token ${r.token}`,
            r.answeredAt && `answered ${when(r.answeredAt)}`,
            r.skippedAt && `skipped ${when(r.skippedAt)}`,
            r.lastError && `last error: ${r.lastError}`,
          ]
            .filter(Boolean)
            .join(', ');
          say(
            `  ${when(r.createdAt)}  ${r.kind.padEnd(12)} ${r.state.padEnd(7)} tries ${r.attempts}  sent ${when(r.sentAt)}  ${r.questionText ? `“${r.questionText}”` : ''}${extra ? `  (${extra})` : ''}`,
          );
        }
      });
    });
}
