import { Command } from 'commander';
import { lazyAction } from '../lazy-action';

export function mediaSweepCommand(): Command {
  return new Command('media:sweep')
    .description(
      'delete the stored files no story, export or photo question names any more (a crashed upload, a deleted ' +
        "vault's exports), as the workers do daily; files written in the last 24 hours are left alone",
    )
    .option('--dry-run', 'only print what would be deleted')
    .option('--json', 'print JSON')
    .action(lazyAction(() => import('./media-sweep.action').then((m) => m.sweepMedia)));
}
