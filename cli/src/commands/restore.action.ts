import { resolve } from 'node:path';
import { runRestore } from '@storyvault/api/operations/backup/restore';
import { cliConfig } from '../context';
import { progressBar, ProgressBar } from '../progress';
import { printJson, say, warn } from '../output';
import { fileSize } from '../format';
import { backupFacts, plainly } from './backup.action';

const LABELS = { 'checking media': 'Checking media', database: 'Database', media: 'Media' } as const;

/** `storyvault restore DIR`: into an empty database and media store, beneath the modules. */
export async function restore(from: string, options: { json?: boolean }): Promise<void> {
  const dir = resolve(from);
  let bar: ProgressBar | undefined;
  const { manifest, rows } = await plainly(() =>
    runRestore({
      config: cliConfig(),
      dir,
      log: warn,
      onStage: (stage) => {
        bar?.stop();
        bar = stage === 'database' ? undefined : progressBar(LABELS[stage]);
      },
      onProgress: (done, total) => bar?.update(done, total),
    }).finally(() => bar?.stop()),
  );
  const facts = backupFacts(manifest, rows);
  if (options.json) return printJson({ dir, ...facts });
  say(`Restored the backup of ${manifest.createdAt} from ${dir}:`);
  say(`  database  ${facts.rows} rows in ${facts.tables} tables`);
  say(
    facts.mediaStore === 'disk'
      ? `  media     ${facts.mediaObjects} files, ${fileSize(facts.mediaBytes)}, each checked against the manifest`
      : `  media     all ${facts.mediaObjects} objects are in the bucket, unchanged`,
  );
}
