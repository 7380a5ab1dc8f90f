// Scores the extractor on the reply corpora vendored in test/fixtures/reply-corpora,
// on every input with a full expected text, compared as the corpora's README says.
// The synthetic webridge corpus is scored only by `npm run bench:replies`.
import { existsSync } from 'node:fs';
import { corporaDir, expectedCases, replyInput, sameReply, SCORED_CORPORA } from '@storyvault/testing';
import { extractReply } from './extract-reply';

const POOLED_MINIMUM = 0.8;

interface Case {
  corpus: string;
  file: string;
  hash: string;
  pass: boolean;
}

async function score(corpus: string): Promise<Case[]> {
  const cases: Case[] = [];
  for (const { entry, raw, expected, hash } of expectedCases(corpus)) {
    const { fullText } = extractReply(await replyInput(entry, raw));
    cases.push({ corpus, file: entry.input, hash, pass: sameReply(fullText, expected, entry.compare) });
  }
  return cases;
}

const rate = (cases: readonly Case[]) => cases.filter((c) => c.pass).length / cases.length;
const row = (label: string, cases: readonly Case[]) =>
  `${label.padEnd(36)} ${String(cases.filter((c) => c.pass).length).padStart(4)}/${String(cases.length).padEnd(4)} ${(100 * rate(cases)).toFixed(1).padStart(5)}%`;

describe('reply extraction on the corpora', () => {
  it(`matches at least ${100 * POOLED_MINIMUM}% of the expected texts, pooled and deduplicated`, async () => {
    if (!existsSync(corporaDir)) throw new Error(`The reply corpora are missing: expected them at ${corporaDir}`);
    const byCorpus = await Promise.all(SCORED_CORPORA.map(async (corpus) => [corpus, await score(corpus)] as const));

    // 23 inputs appear in more than one corpus; the first occurrence counts for the pool.
    const seen = new Set<string>();
    const pooled = byCorpus.flatMap(([, cases]) => cases).filter((c) => !seen.has(c.hash) && seen.add(c.hash));
    const misses = pooled.filter((c) => !c.pass).map((c) => `  miss: ${c.corpus} ${c.file}`);
    console.log(
      [
        'Reply extraction, exact matches per corpus:',
        ...byCorpus.map(([corpus, cases]) => row(corpus, cases)),
        row('pooled (deduplicated)', pooled),
        ...misses,
      ].join('\n'),
    );

    expect(byCorpus.every(([, cases]) => cases.length > 0)).toBe(true);
    expect(rate(pooled)).toBeGreaterThanOrEqual(POOLED_MINIMUM);
  });
});
