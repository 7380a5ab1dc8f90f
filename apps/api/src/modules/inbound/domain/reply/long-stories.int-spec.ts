// The long-story corpus (test/fixtures/long-stories): long replies with section breaks, P.S.
// lines, lists, poems, recipes, letters and ">" arrows, in several clients and languages. Every
// word the senior wrote must be kept, exactly.
import { loadLongStories, longStoryBody, normaliseReplyText } from '@storyvault/testing';
import { extractReply } from './extract-reply';

const stories = loadLongStories();

describe('reply extraction on the long-story corpus', () => {
  it('has at least 40 cases in six languages', () => {
    expect(stories.length).toBeGreaterThanOrEqual(40);
    expect(new Set(stories.map((s) => s.language))).toEqual(new Set(['en', 'de', 'fr', 'es', 'nl', 'it']));
  });

  it.each(stories.map((story) => [story.file, story] as const))(
    'keeps all the sender wrote in %s',
    async (_file, story) => {
      const { fullText } = extractReply(await longStoryBody(story));
      expect(normaliseReplyText(fullText)).toBe(normaliseReplyText(story.expected));
    },
  );
});
