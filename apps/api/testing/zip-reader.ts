import { crc32 } from 'node:zlib';
import * as yauzl from 'yauzl';

export interface UnzippedEntry {
  bytes: Buffer;
  /** 0: stored as is; 8: deflated. */
  compressionMethod: number;
  mtime: Date;
}

/**
 * Every file of a ZIP (a file's path or its bytes), read with yauzl, each checked against the
 * CRC-32 the archive records for it: a broken or cut archive throws.
 */
export async function unzip(source: Buffer | string): Promise<Map<string, UnzippedEntry>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => {
    const done = (error: Error | null, file: yauzl.ZipFile) => (error ? reject(error) : resolve(file));
    if (typeof source === 'string') yauzl.open(source, { lazyEntries: true }, done);
    else yauzl.fromBuffer(source, { lazyEntries: true }, done);
  });
  const entries = new Map<string, UnzippedEntry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', resolve);
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          const bytes = Buffer.concat(chunks);
          if (crc32(bytes) >>> 0 !== entry.crc32 >>> 0) return reject(new Error(`${entry.fileName}: CRC-32 mismatch`));
          entries.set(entry.fileName, {
            bytes,
            compressionMethod: entry.compressionMethod,
            mtime: entry.getLastModDate(),
          });
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
  return entries;
}
