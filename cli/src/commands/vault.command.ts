import { Command } from 'commander';
import { lazyAction } from '../lazy-action';
import { emailAddress } from '../options';

export function vaultCommand(): Command {
  return new Command('vault')
    .description(
      "show an owner's vault: the senior, the schedule, whether her questions are paused, the question queue, the questions she skipped, the emails her reply words brought and the counts",
    )
    .argument('<email>', "the senior's email (or the owner's, for all their vaults)", emailAddress)
    .option('--json', 'print JSON')
    .action(lazyAction(() => import('./vault.action').then((m) => m.showVault)));
}
