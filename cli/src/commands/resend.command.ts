import { Command } from 'commander';
import { emailAddress } from '../options';
import { lazyAction } from '../lazy-action';

export function resendCommand(): Command {
  return new Command('resend')
    .description("send a senior's latest question again, with the same answer links")
    .argument('<email>', "the senior's email (or the owner's)", emailAddress)
    .option('--force', 'send it again even though it has been answered already, or the senior paused the questions')
    .action(lazyAction(() => import('./resend.action').then((m) => m.resend)));
}
