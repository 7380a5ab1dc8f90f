import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { ObjectStore } from './object-store';

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The service's own name for a failure (S3's NoSuchBucket, AccessDenied…) with its words. */
function explain(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const named = error.name && error.name !== 'Error' && !error.message.includes(error.name);
  return named ? `${error.name} (${error.message || 'no message'})` : error.message || error.name;
}

/**
 * What the app does with a store, once each, on a probe object of its own: write, read back,
 * read a byte range (playback), delete, and find it gone. Resolves with nothing, or throws an
 * Error whose message begins with the step that failed ("writing: Access Denied").
 */
export async function probeObjectStore(store: ObjectStore): Promise<void> {
  const key = `doctor/probe-${randomBytes(6).toString('hex')}`;
  const content = Buffer.from(`storyvault doctor ${new Date().toISOString()}`);
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw new Error(`${name}: ${explain(error)}`);
    }
  };
  await step('writing', () => store.put(key, Readable.from([content]), { contentType: 'text/plain' }));
  try {
    const whole = await step('reading', async () => {
      const got = await store.get(key);
      return got ? bytesOf(got.body) : null;
    });
    if (!whole?.equals(content)) throw new Error('reading: the probe came back different from what was written');
    const part = await step('reading a range', async () => {
      const got = await store.get(key, { start: 2, end: 9 });
      return got ? bytesOf(got.body) : null;
    });
    if (!part?.equals(content.subarray(2, 10)))
      throw new Error('reading a range: the bytes asked for did not come back (HTTP Range not honoured)');
  } finally {
    await step('deleting', () => store.delete(key));
  }
  if (await step('deleting', () => store.head(key))) throw new Error('deleting: the probe is still there after delete');
}
