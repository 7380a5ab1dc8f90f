import { Command, Option } from 'commander';
import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { finished } from 'node:stream/promises';
import { MakeKeepsake } from '@storyvault/api/modules/keepsakes/keepsakes.public';
import { CliError, withApp } from '../context';
import { progressBar } from '../progress';
import { printJson, say } from '../output';

interface ExportOptions {
  format: 'pdf' | 'zip';
  out: string;
  vault?: string;
  pageSize?: '6x9' | 'a4';
  chapters?: 'category' | 'period';
  title?: string;
  json?: boolean;
}

export function exportCommand(): Command {
  return new Command('export')
    .description(
      "make an owner's keepsake here, with progress: the book (pdf) or everything (zip: every story, recording, " +
        'photo and email); the file appears at --out only once it is whole',
    )
    .argument('<email>', "the owner's account")
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
    .option('--json', 'print JSON')
    .action(async (email: string, options: ExportOptions) => {
      const out = resolve(options.out);
      const partial = join(dirname(out), `.${basename(out)}.partial`);
      await withApp(async (app) => {
        const make = app.get(MakeKeepsake);
        const { vaultId, seniorName } = await make.prepare({ email, vaultId: options.vault });
        const bar = progressBar(options.format === 'pdf' ? 'Book' : 'Everything');
        const file = createWriteStream(partial);
        let stories = 0;
        let exportId = '';
        try {
          ({ exportId } = await make.execute(
            vaultId,
            {
              format: options.format,
              ...(options.pageSize ? { pageSize: options.pageSize } : {}),
              ...(options.chapters ? { chapters: options.chapters } : {}),
              ...(options.title ? { title: options.title } : {}),
            },
            file,
            (done, total) => {
              stories = Math.max(stories, done);
              bar.update(done, total);
            },
          ));
          await finished(file);
          await rename(partial, out);
        } catch (error) {
          file.destroy();
          await rm(partial, { force: true });
          if (error instanceof Error && /ENOENT|EACCES/.test(error.message))
            throw new CliError(`Cannot write ${options.out}: ${error.message}`);
          throw error;
        } finally {
          bar.stop();
        }
        const { size } = await stat(out);
        if (options.json)
          return printJson({
            vaultId,
            format: options.format,
            file: out,
            sizeBytes: size,
            ...(options.format === 'pdf' ? { bookId: exportId } : {}),
          });
        say(
          `Wrote ${options.out}: ${seniorName}'s ${options.format === 'pdf' ? 'book' : 'stories, every file and email'} (${(size / 1024 / 1024).toFixed(1)} MB).`,
        );
        // The owner turns a book's listen links off by its id (POST /api/vaults/{id}/exports/{bookId}/revoke-links).
        if (options.format === 'pdf') say(`Its listen links (QR codes) belong to book ${exportId}.`);
      });
    });
}
