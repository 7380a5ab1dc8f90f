import { ByteRange, InvalidObjectKeyError, ObjectRangeError } from './object-store';

/** S3's limit on a key, and the usual file-name limit of a disk (NAME_MAX) on each part of it. */
const MAX_KEY_BYTES = 1024;
const MAX_SEGMENT_BYTES = 255;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * A key every store can hold the same way, which no store can resolve outside its root:
 * `/`-separated non-empty parts, relative, no `.` or `..` (nor any part starting with a dot:
 * the stores keep their own bookkeeping there, e.g. the disk's half-written files), no
 * backslash, NUL or other control character, well-formed Unicode, at most 1024 UTF-8 bytes and
 * 255 a part. Returns the key; throws InvalidObjectKeyError.
 */
export function checkObjectKey(key: string): string {
  checkText(key, key);
  if (key === '') throw new InvalidObjectKeyError(key, 'empty');
  for (const segment of key.split('/')) checkSegment(key, segment);
  return key;
}

/** A prefix for `list`: '' (everything), or a key's beginning, which may end with `/` or inside a part. */
export function checkObjectPrefix(prefix: string): string {
  checkText(prefix, prefix);
  const segments = prefix.split('/');
  const last = segments.pop()!;
  for (const segment of segments) checkSegment(prefix, segment);
  if (last !== '') checkSegment(prefix, last);
  return prefix;
}

/** The part of an object of `size` bytes that `range` asks for, its end cut to the last byte. */
export function clampRange(key: string, size: number, range: ByteRange): ByteRange {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start || start >= size)
    throw new ObjectRangeError(key, size);
  return { start, end: Math.min(end, size - 1) };
}

function checkText(key: string, text: string): void {
  if (typeof text !== 'string') throw new InvalidObjectKeyError(String(key), 'not a string');
  if (Buffer.byteLength(text) > MAX_KEY_BYTES)
    throw new InvalidObjectKeyError(key, `longer than ${MAX_KEY_BYTES} bytes`);
  if (CONTROL.test(text)) throw new InvalidObjectKeyError(key, 'a NUL or control character');
  if (text.includes('\\')) throw new InvalidObjectKeyError(key, 'a backslash');
  if (LONE_SURROGATE.test(text)) throw new InvalidObjectKeyError(key, 'not well-formed Unicode');
  if (text.startsWith('/')) throw new InvalidObjectKeyError(key, 'an absolute path');
}

function checkSegment(key: string, segment: string): void {
  if (segment === '') throw new InvalidObjectKeyError(key, 'an empty part (a doubled or trailing slash)');
  if (segment === '.' || segment === '..') throw new InvalidObjectKeyError(key, `a "${segment}" part`);
  if (segment.startsWith('.')) throw new InvalidObjectKeyError(key, 'a part starting with a dot');
  if (Buffer.byteLength(segment) > MAX_SEGMENT_BYTES)
    throw new InvalidObjectKeyError(key, `a part longer than ${MAX_SEGMENT_BYTES} bytes`);
}
