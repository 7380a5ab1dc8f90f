import { checkObjectKey } from '../../../shared/storage/object-key';
import { storyFileKey } from './record-story.use-case';

describe('storyFileKey', () => {
  it('keeps a story’s files under stories/<story id>/<n>-<name>, as they always were', () => {
    expect(storyFileKey('6f1c2d9e', 0, 'recording.wav')).toBe('stories/6f1c2d9e/1-recording.wav');
    expect(storyFileKey('6f1c2d9e', 2, 'Grandma’s kitchen.jpg')).toBe('stories/6f1c2d9e/3-Grandma’s kitchen.jpg');
  });

  it('keeps the end (and extension) of a name too long for a key part, and the key valid', () => {
    const long = `${'写真'.repeat(59)}.jpeg`;
    const key = storyFileKey('6f1c2d9e', 0, long);
    expect(checkObjectKey(key)).toBe(key);
    const part = key.split('/').pop()!;
    expect(Buffer.byteLength(part)).toBeLessThanOrEqual(255);
    expect(part.endsWith('写真.jpeg')).toBe(true);
    expect(long.endsWith(part.slice(2))).toBe(true);
  });
});
