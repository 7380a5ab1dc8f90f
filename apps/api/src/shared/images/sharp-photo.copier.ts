import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { PHOTO_COPY_SIZES, PhotoCopier, PhotoCopies, PhotoUndecodableError } from './photo-copier';

/** Larger images are refused rather than decoded (a small file can unpack to gigabytes of pixels). */
const MAX_INPUT_PIXELS = 100_000_000;
const JPEG = { quality: 82, mozjpeg: true } as const;

/**
 * PhotoCopier with sharp (libvips). The original is spooled to a private temporary file and read
 * from there, so libvips decodes it from disk; each copy is rotated by its EXIF orientation,
 * flattened onto white, resized, and written as JPEG without any metadata (sharp keeps none
 * unless asked: no EXIF, no GPS, no XMP, no ICC profile beyond sRGB).
 */
export class SharpPhotoCopier extends PhotoCopier {
  async copies(original: Readable): Promise<PhotoCopies> {
    const dir = await mkdtemp(join(tmpdir(), 'storyvault-photo-'));
    const file = join(dir, randomUUID());
    try {
      await pipeline(original, createWriteStream(file, { mode: 0o600 }));
      const source = () =>
        sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
          .rotate()
          .flatten({ background: '#ffffff' });
      let upright: { width: number; height: number };
      try {
        const meta = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
        if (!meta.width || !meta.height) throw new Error('no size');
        const turned = (meta.orientation ?? 1) >= 5;
        upright = turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
        const [email, web, thumb] = await Promise.all([
          source().resize({ width: PHOTO_COPY_SIZES.emailWidth, withoutEnlargement: true }).jpeg(JPEG).toBuffer(),
          source()
            .resize({
              width: PHOTO_COPY_SIZES.web,
              height: PHOTO_COPY_SIZES.web,
              fit: 'inside',
              withoutEnlargement: true,
            })
            .jpeg(JPEG)
            .toBuffer(),
          source()
            .resize({
              width: PHOTO_COPY_SIZES.thumb,
              height: PHOTO_COPY_SIZES.thumb,
              fit: 'inside',
              withoutEnlargement: true,
            })
            .jpeg(JPEG)
            .toBuffer(),
        ]);
        return { email, web, thumb, ...upright };
      } catch (error) {
        throw new PhotoUndecodableError(error instanceof Error ? error.message : String(error));
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
