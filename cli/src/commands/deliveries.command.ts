import { Command } from 'commander';
import { lazyAction } from '../lazy-action';
import { emailAddress } from '../options';

export function deliveriesCommand(): Command {
  return new Command('deliveries')
    .description(
      "a vault's emails, newest first, with their states (tokens shown by their start only), the senior's confirmations and the owner's notices among them; whether her questions are paused",
    )
    .argument('<email>', "the senior's email (or the owner's)", emailAddress)
    .option('--json', 'print JSON')
    .action(lazyAction(() => import('./deliveries.action').then((m) => m.listDeliveries)));
}
