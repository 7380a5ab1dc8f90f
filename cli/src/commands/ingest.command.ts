import { Command } from 'commander';
import { lazyAction } from '../lazy-action';

export function ingestCommand(): Command {
  return new Command('ingest')
    .description(
      'run one raw email (.eml) through the inbound pipeline, as if it had arrived by IMAP; ' +
        'exits 1 when the file is not an email or the email is rejected',
    )
    .argument('<file>', 'the .eml file')
    .option('--json', 'print JSON')
    .action(lazyAction(() => import('./ingest.action').then((m) => m.ingestFile)));
}
