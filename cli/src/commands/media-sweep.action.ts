import { SweepOrphanedObjects } from '@storyvault/api/shared/storage/sweep-orphaned-objects';
import { withApp } from '../context';
import { printJson } from '../format';
import { say } from '../output';

/** `storyvault media:sweep`: every module answers for its own files, so it runs in the whole application. */
export async function sweepMedia(options: { dryRun?: boolean; json?: boolean }): Promise<void> {
  await withApp(async (app) => {
    const dryRun = Boolean(options.dryRun);
    const { orphaned, checked } = await app.get(SweepOrphanedObjects).execute({ dryRun });
    if (options.json) return printJson({ dryRun, checked, orphaned: orphaned.map(({ key, size }) => ({ key, size })) });
    for (const { key, size } of orphaned) say(`${dryRun ? 'Would delete' : 'Deleted'} ${key} (${size} bytes)`);
    const files = (n: number) => `${n} file${n === 1 ? '' : 's'}`;
    say(
      orphaned.length
        ? `${dryRun ? 'Would delete' : 'Deleted'} ${files(orphaned.length)} no row names, of ${files(checked)} checked.`
        : `Nothing to delete: every one of ${files(checked)} checked is named by its row.`,
    );
  });
}
