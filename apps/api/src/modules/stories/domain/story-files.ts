export type AttachmentKind = 'photo' | 'audio' | 'file';

/** A file of a story, stored under `mediaKey`. */
export interface StoryAttachment {
  id: string;
  kind: AttachmentKind;
  filename: string;
  contentType: string;
  sizeBytes: number;
  mediaKey: string;
  /**
   * Who added it, for a photo the family added to the story (their name as it was then; the
   * account's id while it exists); absent for the files that came with the answer.
   */
  addedBy?: PhotoAdder | null;
}

/** A family member who added a photo to a story. */
export interface PhotoAdder {
  userId: string | null;
  name: string;
}

/** A file the answer's email brought that the story cannot hold; it stays with the original email. */
export interface LeftOutFile {
  filename: string;
  sizeBytes: number;
}

export type NewAttachment = Omit<StoryAttachment, 'id'>;

export function attachmentKind(contentType: string): AttachmentKind {
  if (contentType.startsWith('image/')) return 'photo';
  if (contentType.startsWith('audio/')) return 'audio';
  return 'file';
}

/**
 * A file name safe to keep and show: no folders, no control or format characters (a right-to-left
 * override makes `photo\u202egpj.exe` read as `photoexe.jpg`), none of `"<>|:*?`, not too long.
 */
export function safeFilename(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}"<>|:*?]/gu, '')
    .trim();
  const short = [...cleaned].slice(-120).join('').trim();
  return short.replace(/^\.+$/, '') || fallback;
}

const TOKEN = /^[a-z0-9!#$&^_.+-]+$/;

/**
 * A media type fit to store and serve: `type/subtype` in lower case, at most 127 characters
 * (RFC 6838), or application/octet-stream for anything else (parameters, junk, a 200-character type).
 */
export function saneContentType(value: string | undefined | null): string {
  const type = (value ?? '').split(';')[0].trim().toLowerCase();
  const [main, sub, ...rest] = type.split('/');
  if (rest.length || !main || !sub || type.length > 127 || !TOKEN.test(main) || !TOKEN.test(sub))
    return 'application/octet-stream';
  return type;
}

/** Room for `<n>-` in a key part of at most 255 bytes (the object store's key rule), with some to spare. */
const MAX_KEY_FILENAME_BYTES = 200;

/**
 * Where a story keeps its file number `index` (from 0): stories/<story id>/<n>-<name>. A name too
 * long for a key part keeps its last 200 bytes (the extension with them); the story keeps it whole.
 */
/**
 * Where the copy of a story's photo that members are shown is kept (upright, resized, without
 * metadata), beside the story's files; the original stays as it came.
 */
export function servedPhotoKey(storyId: string, attachmentId: string, copy: ServedStoryPhoto = 'web'): string {
  return `stories/${storyId}/served/${attachmentId}${copy === 'thumb' ? '-thumb' : ''}.jpg`;
}

/** The copies of a story's photo that are served: the screen's (1600 px) and the small one (320 px). */
export type ServedStoryPhoto = 'web' | 'thumb';
export const SERVED_STORY_PHOTOS: readonly ServedStoryPhoto[] = ['web', 'thumb'];

export function storyFileKey(storyId: string, index: number, filename: string): string {
  let name = filename;
  while (Buffer.byteLength(name) > MAX_KEY_FILENAME_BYTES) name = [...name].slice(1).join('');
  return `stories/${storyId}/${index + 1}-${name}`;
}

/**
 * The `position`th (from 1) file of story `storyId` as it will be kept: a safe name, a sane type,
 * its kind, and where its bytes go (written before the story that owns them is saved).
 */
export function storyFile(
  storyId: string,
  position: number,
  file: { filename: string | undefined; contentType: string | undefined | null; sizeBytes: number },
): NewAttachment {
  const contentType = saneContentType(file.contentType);
  const kind = attachmentKind(contentType);
  const filename = safeFilename(file.filename, `${kind}-${position}`);
  return {
    kind,
    filename,
    contentType,
    sizeBytes: file.sizeBytes,
    mediaKey: storyFileKey(storyId, position - 1, filename),
  };
}
