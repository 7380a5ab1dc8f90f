import { createRequire } from 'node:module';
import { crc32 } from 'node:zlib';

let swapped = false;

/**
 * yazl checksums every byte of the archive with buffer-crc32, in JavaScript: about 400 MB/s on
 * our 2-CPU machine, a third of an archive's time. Node's zlib.crc32 (native, Node ≥ 20.15) gives
 * the same CRC-32 at about 2 GB/s. yazl looks the function up on buffer-crc32's exports at each
 * call, so it is replaced there, once (docs/decisions/0061-archive-of-everything-zip.md).
 */
export function useNativeCrc32(): void {
  if (swapped) return;
  const bufferCrc32 = createRequire(require.resolve('yazl'))('buffer-crc32') as {
    unsigned: (data: Buffer, previous?: number) => number;
  };
  bufferCrc32.unsigned = (data, previous) => crc32(data, previous ?? 0) >>> 0;
  swapped = true;
}
