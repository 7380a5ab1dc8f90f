// Unwrapping on the reply corpora vendored in test/fixtures/reply-corpora: the extractor's exact
// matches stay exactly as many when both sides are unwrapped (unwrap(expected) vs
// unwrap(extracted)), no word ever moves, and the corpora's hard-wrapped replies do get unwrapped.
import { existsSync } from 'node:fs';
import {
  corporaDir,
  expectedCases,
  loadLongStories,
  longStoryBody,
  normaliseReplyText,
  replyInput,
  sameReply as same,
  SCORED_CORPORA,
  type CompareMode,
} from '@storyvault/testing';
import { extractReply } from '../../../inbound/domain/reply/extract-reply';
import { unwrapHardWrapped } from './unwrap';

interface Case {
  file: string;
  hash: string;
  extracted: string;
  expected: string;
  compare: CompareMode;
}

const words = (text: string) => text.split(/\s+/u).filter(Boolean).join(' ');

async function cases(corpus: string): Promise<Case[]> {
  const found: Case[] = [];
  for (const { entry, raw, expected, hash } of expectedCases(corpus)) {
    found.push({
      file: `${corpus}/${entry.input}`,
      hash,
      extracted: extractReply(await replyInput(entry, raw)).fullText,
      expected,
      compare: entry.compare,
    });
  }
  return found;
}

describe('unwrapping hard-wrapped replies, on the reply corpora', () => {
  it('keeps the exact-match score, moves no word, and unwraps the wrapped replies', async () => {
    if (!existsSync(corporaDir)) throw new Error(`The reply corpora are missing: expected them at ${corporaDir}`);
    const seen = new Set<string>();
    const pooled = (await Promise.all(SCORED_CORPORA.map(cases)))
      .flat()
      .filter((c) => !seen.has(c.hash) && seen.add(c.hash));

    const changedScore = pooled
      .filter(
        (c) =>
          same(c.extracted, c.expected, c.compare) !==
          same(unwrapHardWrapped(c.extracted), unwrapHardWrapped(c.expected), c.compare),
      )
      .map((c) => c.file);
    const movedWords = pooled
      .flatMap((c) => [c.extracted, c.expected].map((text) => ({ file: c.file, text })))
      .filter(({ text }) => words(unwrapHardWrapped(text)) !== words(text))
      .map(({ file }) => file);
    const notIdempotent = pooled
      .filter((c) => unwrapHardWrapped(unwrapHardWrapped(c.expected)) !== unwrapHardWrapped(c.expected))
      .map((c) => c.file);
    const unwrapped = pooled.filter((c) => unwrapHardWrapped(c.expected) !== c.expected);
    const passes = pooled.filter((c) => same(c.extracted, c.expected, c.compare)).length;
    console.log(
      `Unwrapping on the reply corpora: ${pooled.length} expected texts, ${passes} exact matches before and after; ` +
        `${unwrapped.length} expected texts were hard-wrapped and are unwrapped:\n` +
        unwrapped.map((c) => `  ${c.file}`).join('\n'),
    );

    expect(pooled.length).toBeGreaterThan(100);
    expect(changedScore).toEqual([]);
    expect(movedWords).toEqual([]);
    expect(notIdempotent).toEqual([]);
    expect(unwrapped.length).toBeGreaterThan(0);
  });

  it('on the long-story corpus: all still exact, no word moved, and the lines the writer ended stay ended', async () => {
    const stories = loadLongStories();
    expect(stories.length).toBeGreaterThanOrEqual(40);
    const problems: string[] = [];
    let unwrapped = 0;
    for (const story of stories) {
      const extracted = extractReply(await longStoryBody(story)).fullText;
      const expected = normaliseReplyText(story.expected);
      const out = unwrapHardWrapped(expected);
      if (out !== expected) unwrapped += 1;
      if (normaliseReplyText(unwrapHardWrapped(extracted)) !== normaliseReplyText(out))
        problems.push(`${story.file}: score`);
      if (words(out) !== words(expected)) problems.push(`${story.file}: words moved`);
      if (unwrapHardWrapped(out) !== out) problems.push(`${story.file}: not idempotent`);
      // Poem lines, list items, section breaks, sign-offs: short lines end where the writer ended them.
      const ends = out.split('\n').map((line) => line.trimEnd());
      for (const line of expected.split('\n').map((l) => l.trim())) {
        if (line && line.length <= 45 && !ends.some((end) => end.endsWith(line)))
          problems.push(`${story.file}: joined "${line}"`);
      }
    }
    console.log(
      `Unwrapping on the long-story corpus: ${stories.length} stories, ${unwrapped} hard-wrapped ones unwrapped`,
    );
    expect(problems).toEqual([]);
    expect(unwrapped).toBeGreaterThanOrEqual(5);
  });
});
