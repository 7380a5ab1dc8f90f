import { jpegImage, pngImage } from '@storyvault/testing';
import { imageSize } from 'image-size';
import { MAX_ATTACHMENT_BYTES, selectAttachments, signatureImageIds } from './attachments';
import { ParsedAttachment } from './inbound';
import { safeFilename, saneContentType } from '../../stories/stories.public';

const file = (filename: string, contentType: string, content: Buffer, extra: Partial<ParsedAttachment> = {}) => {
  let dimensions: ParsedAttachment['dimensions'];
  try {
    const { width, height } = imageSize(content);
    dimensions = width && height ? { width, height } : undefined;
  } catch {
    dimensions = undefined;
  }
  return { filename, contentType, size: extra.size ?? content.length, content, dimensions, ...extra };
};

describe('which attachments a story keeps', () => {
  it('keeps a 640×480 photo of 12.8 KB: an image is never a logo for its file size alone', () => {
    const photo = file('kitchen.jpg', 'image/jpeg', jpegImage(640, 480, 12_800));
    expect(photo.dimensions).toEqual({ width: 640, height: 480 });
    expect(selectAttachments([photo], null)).toEqual({ kept: [photo], leftOut: [] });
  });

  it("leaves out what the sender's signature shows inline, and tiny images, saying why", () => {
    const html =
      '<div>My story.</div><div class="gmail_signature" data-smartmail="gmail_signature"><p>Rose</p>' +
      '<img src="cid:LOGO@rose" width="200"></div><img src="cid:porch@rose">';
    const logo = file('logo.jpg', 'image/jpeg', jpegImage(600, 200, 30_000), { contentId: 'logo@rose' });
    const porch = file('porch.jpg', 'image/jpeg', jpegImage(600, 400, 30_000), { contentId: 'porch@rose' });
    const icon = file('icon.png', 'image/png', pngImage(40, 40, 5_000));
    const spacer = file('spacer.gif', 'image/gif', Buffer.alloc(43, 1));
    const { kept, leftOut } = selectAttachments([logo, porch, icon, spacer], html);
    expect(kept.map((a) => a.filename)).toEqual(['porch.jpg']);
    expect(leftOut).toEqual([
      expect.objectContaining({ filename: 'logo.jpg', reason: "a logo in the sender's signature", meant: false }),
      expect.objectContaining({ filename: 'icon.png', reason: 'too small to be a photo (40×40 px)', meant: false }),
      expect.objectContaining({ filename: 'spacer.gif', reason: 'too small to be a photo (under 2 KB)', meant: false }),
    ]);
    // None of them was meant: the story names none of them.
    expect(leftOut.every((f) => !f.meant)).toBe(true);
  });

  it('reads the signatures of Outlook and Thunderbird too, and nothing outside them', () => {
    expect(signatureImageIds('<div id="Signature"><table><tr><td><img src="cid:a"></td></tr></table></div>')).toEqual(
      new Set(['a']),
    );
    expect(signatureImageIds('<div class="moz-signature">-- <br><img src="cid:b"></div><img src="cid:c">')).toEqual(
      new Set(['b']),
    );
    expect(signatureImageIds('<div><img src="cid:c"></div><div class="signature-free">text</div>')).toEqual(new Set());
  });

  it('leaves out a file over 25 MB, other kinds of file and more than 20, each with the reason, and says so', () => {
    const huge = file('huge.mp3', 'audio/mpeg', Buffer.alloc(1), { size: 29 * 1024 * 1024 + 300 * 1024 });
    const pdf = file('letter.pdf', 'application/pdf', Buffer.alloc(9_000));
    const photos = Array.from({ length: 22 }, (_, i) =>
      file(`p${i + 1}.jpg`, 'image/jpeg', jpegImage(800, 600, 4_000)),
    );
    const { kept, leftOut } = selectAttachments([huge, pdf, ...photos], null);
    expect(kept.map((a) => a.filename)).toEqual(photos.slice(0, 20).map((p) => p.filename));
    expect(leftOut.map((f) => [f.filename, f.reason, f.meant])).toEqual([
      ['huge.mp3', '29.3 MB, over the 25 MB a story keeps; kept with the original email', true],
      ['letter.pdf', 'not a photo or recording (application/pdf); kept with the original email', true],
      ['p21.jpg', 'more than 20 files in one email; kept with the original email', true],
      ['p22.jpg', 'more than 20 files in one email; kept with the original email', true],
    ]);
    expect(MAX_ATTACHMENT_BYTES).toBe(25 * 1024 * 1024);
  });
});

describe('what is stored of an attachment', () => {
  it('keeps a media type fit for the column, else application/octet-stream', () => {
    expect(saneContentType('IMAGE/JPEG')).toBe('image/jpeg');
    expect(saneContentType('audio/mp4; codecs=mp4a')).toBe('audio/mp4');
    expect(saneContentType(`image/${'x'.repeat(200)}`)).toBe('application/octet-stream');
    expect(saneContentType('image')).toBe('application/octet-stream');
    expect(saneContentType('text/html/evil')).toBe('application/octet-stream');
    expect(saneContentType(undefined)).toBe('application/octet-stream');
    const odd = file('odd.jpg', `image/${'x'.repeat(150)}`, jpegImage(800, 600, 30_000), {
      detectedType: 'image/jpeg',
    });
    expect(selectAttachments([odd], null).kept).toEqual([{ ...odd, contentType: 'image/jpeg' }]);
  });

  it('cleans file names of bidi overrides and control characters', () => {
    expect(safeFilename('photo\u202egpj.exe', 'photo-1')).toBe('photogpj.exe');
    expect(safeFilename('a\u200fb\u2066c\u0007d\u0085.jpg', 'photo-1')).toBe('abcd.jpg');
    expect(safeFilename('../../etc/passwd', 'x')).toBe('passwd');
    expect(safeFilename('\u202e\u202c', 'photo-1')).toBe('photo-1');
    expect(safeFilename('..', 'photo-1')).toBe('photo-1');
  });
});
