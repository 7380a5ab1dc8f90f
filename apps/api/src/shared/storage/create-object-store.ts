import { join } from 'node:path';
import { AppConfig } from '../../config/app-config';
import { LocalDiskObjectStore } from './local-disk-object.store';
import { ObjectStore } from './object-store';
import type { S3ObjectStore } from './s3-object.store';

export type MediaStoreKind = AppConfig['MEDIA_STORE'];

/** A store that holds connections open (the S3 client's sockets) and can let them go. */
export interface ClosableStore {
  close?(): void;
}

/**
 * The object store the settings name: DATA_DIR/media on this machine, or the S3 bucket. `kind`
 * defaults to MEDIA_STORE; `storyvault media:migrate` and `backup` open the other one too.
 */
export function createObjectStore(
  config: AppConfig,
  kind: MediaStoreKind = config.MEDIA_STORE,
): ObjectStore & ClosableStore {
  if (kind === 'disk') return new LocalDiskObjectStore(join(config.dataDir, 'media'));
  if (!config.S3_BUCKET) throw new Error('S3_BUCKET is not set: the S3 store needs a bucket (MEDIA_STORE=s3).');
  // The AWS SDK is loaded only by a process that uses a bucket (a few MB that a disk install never needs).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { S3ObjectStore: Store } = require('./s3-object.store') as { S3ObjectStore: typeof S3ObjectStore };
  return new Store({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.s3PathStyle,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}

/** Where the media is, in words for the banner and `storyvault status`. */
export function describeObjectStore(config: AppConfig, kind: MediaStoreKind = config.MEDIA_STORE): string {
  if (kind === 'disk') return `on disk in ${join(config.dataDir, 'media')}`;
  return `S3 bucket ${config.S3_BUCKET} at ${config.S3_ENDPOINT ?? `AWS ${config.S3_REGION}`}`;
}
