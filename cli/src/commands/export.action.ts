import { createWriteStream, statSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { finished } from 'node:stream/promises';
import { MakeKeepsake } from '@storyvault/api/modules/keepsakes/keepsakes.public';
import { CliError, withApp } from '../context';
import { progressBar } from '../progress';
import { fileSize } from '../format';
import { printJson, say } from '../output';
import { ownerFor } from '../vault-lookup';

interface ExportOptions {
  format: 'pdf' | 'zip';
  out: string;
  vault?: string;
  pageSize?: '6x9' | 'a4';
  chapters?: 'category' | 'period';
  title?: string;
  force?: boolean;
  json?: boolean;
}

/** Refuses, before anything is made, an --out the keepsake could not go to or would silently replace. */
function checkOut(out: string, force: boolean | undefined): void {
  const folder = statSync(dirname(out), { throwIfNoEntry: false });
  if (!folder?.isDirectory()) throw new CliError(`Cannot write ${out}: there is no folder ${dirname(out)}.`);
  const existing = statSync(out, { throwIfNoEntry: false });
  if (existing?.isDirectory()) throw new CliError(`${out} is a folder: give --out a file name.`);
  if (existing && !force) throw new CliError(`${out} already exists: add --force to replace it.`);
}

/** `storyvault export`: it records the export, so it runs in the whole application. */
export async function exportKeepsake(email: string, options: ExportOptions): Promise<void> {
  const out = resolve(options.out);
  const partial = join(dirname(out), `.${basename(out)}.partial`);
  checkOut(out, options.force);
  await withApp(async (app) => {
    const make = app.get(MakeKeepsake);
    const { owner, vaultId: seniorsVault } = await ownerFor(app, email);
    const { vaultId, seniorName } = await make.prepare({
      email: owner.email,
      vaultId: options.vault ?? seniorsVault ?? undefined,
    });
    const bar = progressBar(options.format === 'pdf' ? 'Book' : 'Everything');
    // The family's stories, photos and emails: readable by the operator alone, wherever it is written.
    await rm(partial, { force: true });
    const file = createWriteStream(partial, { mode: 0o600 });
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
      `Wrote ${options.out}: ${seniorName}'s ${options.format === 'pdf' ? 'book' : 'stories, every file and email'} (${fileSize(size)}).`,
    );
    // The owner turns a book's listen links off by its id (POST /api/vaults/{id}/exports/{bookId}/revoke-links).
    if (options.format === 'pdf') say(`Its listen links (QR codes) belong to book ${exportId}.`);
  });
}
