import { Command, Option } from 'commander';
import { lazyAction } from '../lazy-action';

export function mediaMigrateCommand(): Command {
  return new Command('media:migrate')
    .description(
      'copy every recording, photo and export from the store MEDIA_STORE names to the other one, checking ' +
        'each copy (size and sha256); run it again to go on after a stop and to catch what was added since. ' +
        'The app keeps reading MEDIA_STORE until you change it; nothing is deleted',
    )
    .addOption(
      new Option('--to <store>', 'where to copy: s3 (S3_BUCKET) or disk (DATA_DIR/media)')
        .choices(['s3', 'disk'])
        .makeOptionMandatory(),
    )
    .option('--json', 'print JSON')
    .action(lazyAction(() => import('./media-migrate.action').then((m) => m.copyMedia)));
}
