// The reply corpora (test/fixtures/reply-corpora, real mail from other projects' tests) and the
// long-story corpus: none of their replies asks StoryVault to skip, pause, resume or stop, so
// none may read as a command, nor as an unclear reply the senior would be asked about; nor may
// the first few lines of a long story.
import { expectedCases, loadLongStories, SCORED_CORPORA } from '@storyvault/testing';
import { classifyReply } from './reply-classification';

const now = new Date('2026-01-15T08:00:00Z');

describe('the reply words on the reply corpora', () => {
  it.each(SCORED_CORPORA)('%s: every expected reply is a story', (corpus) => {
    const cases = expectedCases(corpus);
    const misread = cases
      .map(({ entry, expected }) => ({ file: entry.input, kind: classifyReply(expected, now).kind }))
      .filter((c) => c.kind !== 'story');
    expect(cases.length).toBeGreaterThan(0);
    expect(misread).toEqual([]);
  });

  it('every long story, and its first 300 characters, is a story', () => {
    const misread = loadLongStories()
      .flatMap((s) => [s.expected, s.expected.slice(0, 300)].map((text) => ({ file: s.file, text })))
      .filter(({ text }) => classifyReply(text, now).kind !== 'story');
    expect(misread).toEqual([]);
  });
});
