import { createObjectStore, describeObjectStore } from '@storyvault/api/shared/storage/create-object-store';
import { probeObjectStore } from '@storyvault/api/shared/storage/probe-object-store';
import { CheckResult, DoctorInput, fail, invalid, ok, within } from './check';

const CHECK = 'media store';

/** What to change for a failure the S3 service named. */
function s3Fix(message: string): string {
  if (/NoSuchBucket/.test(message)) return 'create the bucket S3_BUCKET names (docs/deploy.md), or correct S3_BUCKET';
  if (/AccessDenied|Forbidden|InvalidAccessKeyId|SignatureDoesNotMatch|InvalidToken|credential/i.test(message))
    return 'check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and that the key may read, write and delete objects in the bucket';
  if (/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|timed out|no answer/i.test(message))
    return 'check S3_ENDPOINT (and that the service is running and reachable from here)';
  return 'check the S3_* settings against your provider (docs/deploy.md, "Running on several machines")';
}

/**
 * The store recordings and photos go to, used as the app uses it: a probe object written, read
 * back whole and by range, and deleted (DATA_DIR/media, or the S3 bucket).
 */
export async function mediaStoreCheck(input: DoctorInput): Promise<CheckResult> {
  const variables = [
    'MEDIA_STORE',
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_BUCKET',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
  ] as const;
  const bad = invalid(CHECK, input, [...variables, 'DATA_DIR']);
  if (bad) return bad;
  const { config } = input;
  const where = describeObjectStore(config);
  const store = createObjectStore(config);
  try {
    await within(input.timeoutMs * 2, probeObjectStore(store));
    return ok(CHECK, `${where}: a probe was written, read back whole and by range, and deleted`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const fix =
      config.MEDIA_STORE === 's3'
        ? s3Fix(message)
        : 'let the user running StoryVault write to DATA_DIR/media, or point DATA_DIR elsewhere';
    return fail(CHECK, `${where}: ${message}`, fix);
  } finally {
    store.close?.();
  }
}
