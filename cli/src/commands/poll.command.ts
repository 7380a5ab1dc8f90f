import { Command } from 'commander';
import { lazyAction } from '../lazy-action';

export function pollCommand(): Command {
  return new Command('poll')
    .description('read the inbound IMAP mailbox once (what the worker does continuously), with progress')
    .action(lazyAction(() => import('./poll.action').then((m) => m.poll)));
}
