import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { imageSignatureCheck, imageTypeOf } from './image-signature';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1]);

function through(chunks: Buffer[], accepts: Array<'image/jpeg' | 'image/gif'>) {
  const check = imageSignatureCheck({
    accepts,
    refuse: (found) => new Error(`refused ${found}`),
    missing: () => new Error('missing'),
  });
  return { out: text(Readable.from(chunks).pipe(check.stream)), type: check.type };
}

describe('image signatures', () => {
  it('tells GIF and JPEG by their bytes, and nothing else', () => {
    expect(imageTypeOf(Buffer.from('GIF89a......'))).toBe('image/gif');
    expect(imageTypeOf(JPEG)).toBe('image/jpeg');
    expect(imageTypeOf(Buffer.from('%PDF-1.7....'))).toBeNull();
  });

  it('passes an accepted kind on whole, even when its first bytes come in pieces', async () => {
    const { out, type } = through([JPEG.subarray(0, 5), JPEG.subarray(5)], ['image/jpeg']);
    expect(await out).toBe(JPEG.toString());
    expect(type()).toBe('image/jpeg');
  });

  it('refuses another kind, naming what it found, and an empty file as missing', async () => {
    await expect(through([Buffer.from('GIF89a......')], ['image/jpeg']).out).rejects.toThrow('refused image/gif');
    await expect(through([Buffer.from('<svg xmlns="')], ['image/jpeg']).out).rejects.toThrow('refused null');
    await expect(through([], ['image/jpeg']).out).rejects.toThrow('missing');
    await expect(through([Buffer.from('GIF89a')], ['image/gif']).out).resolves.toBe('GIF89a');
  });
});
