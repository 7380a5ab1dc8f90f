import { Readable } from 'node:stream';
import sharp from 'sharp';
import { stillImageTypeOf } from './image-signature';
import { PhotoUndecodableError } from './photo-copier';
import { SharpPhotoCopier } from './sharp-photo.copier';

/** The GPS IFD pointer (tag 0x8825) of an EXIF block, in either byte order. */
function hasGpsPointer(exif: Buffer): boolean {
  return exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));
}

/**
 * A photo as a phone writes it: 2400 × 1200 pixels stored sideways (EXIF orientation 6: shown
 * turned a quarter clockwise, so 1200 × 2400 upright), with the camera's make and a location.
 * Its left half is red and its right half blue, so which way it was turned shows in the copies.
 */
async function phonePhoto(): Promise<Buffer> {
  const half = { width: 1200, height: 1200, channels: 3 as const };
  return sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#0000ff' } })
    .composite([{ input: { create: { ...half, background: '#ff0000' } }, left: 0, top: 0 }])
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 0/1' },
    })
    .jpeg()
    .toBuffer();
}

async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

const isRed = ([r, g, b]: number[]) => r > 200 && g < 60 && b < 60;
const isBlue = ([r, g, b]: number[]) => b > 200 && r < 60 && g < 60;

describe('SharpPhotoCopier', () => {
  const copier = new SharpPhotoCopier();

  it('turns a phone photo upright, resizes it for email, web and thumbnails, and keeps no EXIF or location', async () => {
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(hasGpsPointer(before.exif!)).toBe(true);

    const copies = await copier.copies(Readable.from([original]));
    expect([copies.width, copies.height]).toEqual([1200, 2400]);
    const sizes = { email: [1200, 2400], web: [800, 1600], thumb: [160, 320] };
    for (const [name, [width, height]] of Object.entries(sizes)) {
      const copy = copies[name as keyof typeof sizes];
      const meta = await sharp(copy).metadata();
      expect({ name, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        name,
        format: 'jpeg',
        width,
        height,
      });
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(copy.includes(Buffer.from('Exif\0'))).toBe(false);
      expect(copy.includes(Buffer.from('PhoneMaker'))).toBe(false);
      // Turned a quarter clockwise: the stored left (red) half is now on top.
      expect(isRed(await pixel(copy, Math.floor(width / 2), Math.floor(height / 4)))).toBe(true);
      expect(isBlue(await pixel(copy, Math.floor(width / 2), Math.floor((height * 3) / 4)))).toBe(true);
    }
  });

  it.each(['webCopy', 'printCopy'] as const)('makes the %s alone, upright and without metadata', async (which) => {
    const copy = await copier[which](Readable.from([await phonePhoto()]));
    const meta = await sharp(copy).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation]).toEqual([
      'jpeg',
      800,
      1600,
      undefined,
      undefined,
    ]);
    expect(isRed(await pixel(copy, 400, 400))).toBe(true);
  });

  it('makes the small copy alone, at most 320 px, upright and without metadata', async () => {
    const copy = await copier.thumbCopy(Readable.from([await phonePhoto()]));
    const meta = await sharp(copy).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation]).toEqual([
      'jpeg',
      160,
      320,
      undefined,
      undefined,
    ]);
    expect(isRed(await pixel(copy, 80, 80))).toBe(true);
  });

  it('never enlarges a small photo, and flattens a transparent PNG onto white', async () => {
    const png = await sharp({
      create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const copies = await copier.copies(Readable.from([png]));
    const email = await sharp(copies.email).metadata();
    expect([email.width, email.height, email.format, email.hasAlpha]).toEqual([200, 100, 'jpeg', false]);
    expect((await pixel(copies.web, 100, 50)).every((v) => v > 240)).toBe(true);
  });

  it('refuses bytes that only look like a photo', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)]);
    await expect(copier.copies(Readable.from([fake]))).rejects.toBeInstanceOf(PhotoUndecodableError);
  });
});

describe('stillImageTypeOf', () => {
  it('tells JPEG, PNG, WebP and an iPhone HEIC by their first bytes, and nothing else', async () => {
    const head = async (format: 'jpeg' | 'png' | 'webp') =>
      (
        await sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } })
          .toFormat(format)
          .toBuffer()
      ).subarray(0, 12);
    expect(stillImageTypeOf(await head('jpeg'))).toBe('image/jpeg');
    expect(stillImageTypeOf(await head('png'))).toBe('image/png');
    expect(stillImageTypeOf(await head('webp'))).toBe('image/webp');
    const heic = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypheic')]);
    expect(stillImageTypeOf(heic)).toBe('image/heic');
    expect(stillImageTypeOf(Buffer.from('GIF89a......'))).toBeNull();
    expect(stillImageTypeOf(Buffer.from('<svg xmlns="'))).toBeNull();
  });
});
