import { Command } from 'commander';
import { lazyAction } from '../lazy-action';

export function backupCommand(): Command {
  return new Command('backup')
    .description(
      'write a consistent backup into a new folder: the database (pg_dump, or a copy of the embedded one), then ' +
        'the media (disk: every file; S3: their list and checksums), with a manifest of checksums',
    )
    .requiredOption('--out <dir>', 'a new or empty folder')
    .option('--json', 'print JSON')
    .action(lazyAction(() => import('./backup.action').then((m) => m.backup)));
}
