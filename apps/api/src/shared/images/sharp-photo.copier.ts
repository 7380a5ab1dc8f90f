import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { JpegOptions, ResizeOptions } from 'sharp';
import { PHOTO_COPY_SIZES, PhotoCopier, PhotoCopies, PhotoUndecodableError } from './photo-copier';

/** Larger images are refused rather than decoded (a small file can unpack to gigabytes of pixels). */
const MAX_INPUT_PIXELS = 100_000_000;
/** Served and emailed copies: made once, kept, sent often: mozjpeg's smaller files are worth its time. */
const JPEG = { quality: 82, mozjpeg: true } as const;
/**
 * A book's copies: made by the hundred for one PDF; libjpeg-turbo is about nine times faster than
 * mozjpeg on a detailed photo, for files some 15% larger (docs/decisions/0056-printed-book-photos-memory-speed.md).
 */
const PRINT_JPEG = { quality: 85, mozjpeg: false } as const;
/** sharp and libvips, loaded by the first photo: most processes that hold a copier never make a copy. */
const sharp = async () => (await import('sharp')).default;
const within = (side: number) => ({ width: side, height: side, fit: 'inside' as const, withoutEnlargement: true });

/**
 * PhotoCopier with sharp (libvips). The original is spooled to a private temporary file and read
 * from there, so libvips decodes it from disk; each copy is rotated by its EXIF orientation,
 * flattened onto white, resized, and written as JPEG without any metadata (sharp keeps none
 * unless asked: no EXIF, no GPS, no XMP, no IPTC).
 */
export class SharpPhotoCopier extends PhotoCopier {
  async copies(original: Readable): Promise<PhotoCopies> {
    return this.fromFile(original, async (file) => {
      const meta = await (await sharp())(file, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
      if (!meta.width || !meta.height) throw new Error('the image has no size');
      const turned = (meta.orientation ?? 1) >= 5;
      const [email, web, thumb] = await Promise.all([
        this.copy(file, { width: PHOTO_COPY_SIZES.emailWidth, withoutEnlargement: true }),
        this.copy(file, within(PHOTO_COPY_SIZES.web)),
        this.copy(file, within(PHOTO_COPY_SIZES.thumb)),
      ]);
      return {
        email,
        web,
        thumb,
        width: turned ? meta.height : meta.width,
        height: turned ? meta.width : meta.height,
      };
    });
  }

  async webCopy(original: Readable): Promise<Buffer> {
    return this.fromFile(original, (file) => this.copy(file, within(PHOTO_COPY_SIZES.web)));
  }

  async thumbCopy(original: Readable): Promise<Buffer> {
    return this.fromFile(original, (file) => this.copy(file, within(PHOTO_COPY_SIZES.thumb)));
  }

  async printCopy(original: Readable): Promise<Buffer> {
    return this.fromFile(original, (file) => this.copy(file, within(PHOTO_COPY_SIZES.web), PRINT_JPEG));
  }

  private async copy(file: string, size: ResizeOptions, jpeg: JpegOptions = JPEG): Promise<Buffer> {
    return (await sharp())(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(size)
      .jpeg(jpeg)
      .toBuffer();
  }

  /** The original spooled to a private temporary file for `use`, removed after; a decoding failure is told as such. */
  private async fromFile<T>(original: Readable, use: (file: string) => Promise<T>): Promise<T> {
    const dir = await mkdtemp(join(tmpdir(), 'storyvault-photo-'));
    const file = join(dir, randomUUID());
    try {
      await pipeline(original, createWriteStream(file, { mode: 0o600 }));
      try {
        return await use(file);
      } catch (error) {
        throw new PhotoUndecodableError(error instanceof Error ? error.message : String(error));
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
