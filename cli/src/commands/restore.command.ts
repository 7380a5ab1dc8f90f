import { Command } from 'commander';
import { lazyAction } from '../lazy-action';

export function restoreCommand(): Command {
  return new Command('restore')
    .description(
      'restore a backup made by `storyvault backup` into an empty database and an empty media store; ' +
        'every media file is checked against the manifest first, so a refusal changes nothing',
    )
    .argument('<dir>', 'the backup folder')
    .option('--json', 'print JSON')
    .action(lazyAction(() => import('./restore.action').then((m) => m.restore)));
}
