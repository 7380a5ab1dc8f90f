import { Command, Option } from 'commander';
import { lazyAction } from '../lazy-action';

export function exportCommand(): Command {
  return new Command('export')
    .description(
      "make an owner's keepsake here, with progress: the book (pdf) or everything (zip: every story, recording, " +
        'photo and email); the file appears at --out only once it is whole',
    )
    .argument('<email>', "the owner's account (or the senior's email)")
    .addOption(
      new Option('--format <format>', 'pdf (the book) or zip (everything)')
        .choices(['pdf', 'zip'])
        .makeOptionMandatory(),
    )
    .requiredOption('--out <file>', 'where to write it')
    .option('--vault <id>', 'which vault, when the account owns several')
    .addOption(new Option('--page-size <size>', 'the book: 6x9 (inches) or a4').choices(['6x9', 'a4']))
    .addOption(
      new Option('--chapters <by>', 'the book: chapters by category or by period').choices(['category', 'period']),
    )
    .option('--title <title>', "the book's title (the vault's by default)")
    .option('--force', 'replace --out when it exists')
    .option('--json', 'print JSON')
    .action(lazyAction(() => import('./export.action').then((m) => m.exportKeepsake)));
}
