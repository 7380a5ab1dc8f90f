import { Command } from 'commander';
import { lazyAction } from '../lazy-action';

export function statusCommand(): Command {
  return new Command('status')
    .description(
      'one screen on the running service: database and migrations, mail and payment settings, ' +
        'the delivery queue, inbound mail, and when mail was last sent, the mailbox last polled and new mail last read',
    )
    .option('--json', 'print JSON')
    .action(lazyAction(() => import('./status.action').then((m) => m.status)));
}
