import { INVALID_OBJECT_KEYS } from '@storyvault/api-testing';
import { checkObjectKey, checkObjectPrefix, clampRange } from './object-key';
import { InvalidObjectKeyError, ObjectRangeError } from './object-store';

describe('object keys', () => {
  it.each([
    'stories/6f1c2d9e-0b7a-4c1e-9d3f-2a4b5c6d7e8f/1-recording.wav',
    'stories/6f1c2d9e/2-Grandma’s kitchen (1952).jpg',
    'stories/6f1c2d9e/1-写真.jpg',
    'exports/2026-03-02.zip',
    'a',
    'a..b/c.',
    `stories/${'é'.repeat(127)}`,
  ])('takes %j', (key) => {
    expect(checkObjectKey(key)).toBe(key);
  });

  it.each(INVALID_OBJECT_KEYS.map(([key, reason]) => ({ key, reason })))('refuses a key with $reason', ({ key }) => {
    expect(() => checkObjectKey(key)).toThrow(InvalidObjectKeyError);
  });

  it('says what is wrong, with the code callers map', () => {
    const error = (() => {
      try {
        checkObjectKey('../../etc/passwd');
      } catch (e) {
        return e as InvalidObjectKeyError;
      }
    })();
    expect(error?.code).toBe('INVALID_OBJECT_KEY');
    expect(error?.message).toBe('Invalid object key "../../etc/passwd": a ".." part.');
  });

  it('takes list prefixes that end with a slash or inside a part, and refuses escaping ones', () => {
    for (const prefix of ['', 'stories/', 'stories/6f1c', 'stories/6f1c/1-', 'ex'])
      expect(checkObjectPrefix(prefix)).toBe(prefix);
    for (const prefix of ['/', '/stories', '../', 'stories/../', 'a\\b', 'a\u0000', 'stories//', '.partial/', 'a/.'])
      expect(() => checkObjectPrefix(prefix)).toThrow(InvalidObjectKeyError);
  });
});

describe('byte ranges', () => {
  it('cuts the end to the last byte and refuses a start past it', () => {
    expect(clampRange('k', 10, { start: 0, end: 9 })).toEqual({ start: 0, end: 9 });
    expect(clampRange('k', 10, { start: 3, end: 99 })).toEqual({ start: 3, end: 9 });
    for (const range of [
      { start: 10, end: 10 },
      { start: 4, end: 3 },
      { start: -1, end: 3 },
      { start: 0.5, end: 3 },
      { start: 0, end: Number.NaN },
    ])
      expect(() => clampRange('k', 10, range)).toThrow(ObjectRangeError);
    expect(() => clampRange('k', 0, { start: 0, end: 0 })).toThrow(ObjectRangeError);
  });
});
