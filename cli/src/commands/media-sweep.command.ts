import { Command } from 'commander';
import { SweepOrphanedObjects } from '@storyvault/api/shared/storage/sweep-orphaned-objects';
import { withApp } from '../context';
import { printJson } from '../format';
import { say } from '../output';

export function mediaSweepCommand(): Command {
  return new Command('media:sweep')
    .description(
      'delete the stored files no story, export or photo question names any more (a crashed upload, a deleted ' +
        "vault's exports), as the workers do daily; files written in the last 24 hours are left alone",
    )
    .option('--dry-run', 'only print what would be deleted')
    .option('--json', 'print JSON')
    .action(async (options: { dryRun?: boolean; json?: boolean }) => {
      await withApp(async (app) => {
        const dryRun = Boolean(options.dryRun);
        const { orphaned, checked } = await app.get(SweepOrphanedObjects).execute({ dryRun });
        if (options.json)
          return printJson({ dryRun, checked, orphaned: orphaned.map(({ key, size }) => ({ key, size })) });
        for (const { key, size } of orphaned) say(`${dryRun ? 'Would delete' : 'Deleted'} ${key} (${size} bytes)`);
        const files = (n: number) => `${n} file${n === 1 ? '' : 's'}`;
        say(
          orphaned.length
            ? `${dryRun ? 'Would delete' : 'Deleted'} ${files(orphaned.length)} no row names, of ${files(checked)} checked.`
            : `Nothing to delete: every one of ${files(checked)} checked is named by its row.`,
        );
      });
    });
}
