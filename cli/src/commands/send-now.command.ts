import { Command } from 'commander';
import { emailAddress } from '../options';
import { lazyAction } from '../lazy-action';

export function sendNowCommand(): Command {
  return new Command('send-now')
    .description("send a senior's next queued question right away; the schedule continues from then")
    .argument('<email>', "the senior's email (or the owner's)", emailAddress)
    .option('--force', 'send it even though the senior paused or stopped the questions')
    .action(lazyAction(() => import('./send-now.action').then((m) => m.sendNow)));
}
