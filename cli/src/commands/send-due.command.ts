import { Command } from 'commander';
import { lazyAction } from '../lazy-action';

export function sendDueCommand(): Command {
  return new Command('send-due')
    .description('send every email that is due now (what the worker does on its own), with a summary')
    .option('--dry-run', 'only list what would be sent')
    .option('--json', 'print JSON: the summary, or with --dry-run the list')
    .action(lazyAction(() => import('./send-due.action').then((m) => m.sendDue)));
}
