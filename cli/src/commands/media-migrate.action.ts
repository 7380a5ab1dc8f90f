import { migrateMedia, MediaMigrationSummary } from '@storyvault/api/operations/media-migration/migrate-media';
import { journalPath, MigrationJournal } from '@storyvault/api/operations/media-migration/migration-journal';
import {
  createObjectStore,
  describeObjectStore,
  MediaStoreKind,
} from '@storyvault/api/shared/storage/create-object-store';
import { ObjectStore } from '@storyvault/api/shared/storage/object-store';
import { CliError, cliConfig } from '../context';
import { printJson, say } from '../output';
import { progressBar } from '../progress';

/** Failed keys listed in the text summary; --json lists them all. */
const SHOWN_FAILURES = 20;

async function reachable(store: ObjectStore, place: string): Promise<void> {
  try {
    // The first page of its listing is enough to know the store answers.
    const listing = store.list('')[Symbol.asyncIterator]();
    await listing.next();
    await listing.return?.();
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] || error.name : String(error);
    throw new CliError(`Cannot read the store ${place}: ${reason}`);
  }
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** `storyvault media:migrate`: object store to object store, beneath the modules. */
export async function copyMedia(options: { to: MediaStoreKind; json?: boolean }): Promise<void> {
  const config = cliConfig();
  const from = config.MEDIA_STORE;
  if (options.to === from)
    throw new CliError(
      `MEDIA_STORE is already ${from}: the media is there. Copy it the other way with --to ${from === 's3' ? 'disk' : 's3'}.`,
    );
  if (options.to === 's3' && !config.S3_BUCKET)
    throw new CliError(
      'S3_BUCKET is not set: name the bucket to copy into (and S3_ENDPOINT and its keys, if not AWS).',
    );
  const source = createObjectStore(config, from);
  const target = createObjectStore(config, options.to);
  const targetPlace = describeObjectStore(config, options.to);
  const journal = await MigrationJournal.open(journalPath(config.dataDir, options.to, targetPlace));
  const bar = progressBar('Objects');
  let summary: MediaMigrationSummary;
  try {
    // A store out of reach (a wrong endpoint, a missing bucket) said once, not once per object.
    await reachable(source, describeObjectStore(config, from));
    await reachable(target, targetPlace);
    summary = await migrateMedia({
      source,
      target,
      journal,
      onProgress: (p) => bar.update(p.objects, p.totalObjects, `(${megabytes(p.bytes)} of ${megabytes(p.totalBytes)})`),
    });
  } finally {
    bar.stop();
    source.close?.();
    target.close?.();
  }
  if (summary.failed.length) process.exitCode = 1;
  if (options.json)
    return printJson({
      from,
      to: options.to,
      ...summary,
      complete: summary.failed.length === 0,
      journal: journal.path,
    });
  say(
    `${summary.objects} object${summary.objects === 1 ? '' : 's'} (${megabytes(summary.bytes)}) ` +
      `${describeObjectStore(config, from)} → ${targetPlace}: ${summary.copied} copied, ` +
      `${summary.alreadyThere} already there, ${summary.verified} verified, ${summary.failed.length} failed` +
      `${summary.vanished ? `, ${summary.vanished} deleted meanwhile` : ''} in ${summary.seconds.toFixed(1)} s.`,
  );
  if (summary.objects > 0 && summary.copied === 0 && !summary.failed.length)
    say('Nothing to copy: every object was there already.');
  if (summary.failed.length) {
    say('These objects are not copied (run the command again; they are tried anew):');
    for (const { key, reason } of summary.failed.slice(0, SHOWN_FAILURES)) say(`  ${key}: ${reason}`);
    if (summary.failed.length > SHOWN_FAILURES)
      say(`  … and ${summary.failed.length - SHOWN_FAILURES} more (--json lists them all).`);
    return;
  }
  say(`Every object is copied and verified: set MEDIA_STORE=${options.to} and restart.`);
  say('Anything saved while it ran is copied by one more run: run it again right before you switch.');
}
