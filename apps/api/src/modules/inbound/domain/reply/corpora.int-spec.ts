// Scores the extractor on the reply corpora vendored in test/fixtures/reply-corpora,
// on every input with a full expected text, compared as the corpora's README says.
// The synthetic webridge corpus is scored only by `npm run bench:replies`.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { extractReply, type ReplyInput } from './extract-reply';

// apps/api/src/modules/inbound/domain/reply → the repository root is seven folders up.
const repoRoot = path.resolve(__dirname, '..', '..', '..', '..', '..', '..', '..');
// The reply corpora are vendored in test/fixtures/reply-corpora (each with its LICENSE and SOURCE.md);
// REPLY_CORPORA_DIR points elsewhere to score another copy.
const corporaDir = process.env.REPLY_CORPORA_DIR ?? path.join(repoRoot, 'test', 'fixtures', 'reply-corpora');
const CORPORA = [
  'discourse_email_reply_trimmer',
  'mailgun_talon',
  'crisp_email_reply_parser',
  'edgetier_email_reply_parser',
  'github_email_reply_parser',
  'alfonsrv_mail_parser_reply',
  'fiedl_extended_email_reply_parser',
];
const POOLED_MINIMUM = 0.8;

interface ManifestEntry {
  input: string;
  expected: string | null;
  compare: 'strip' | 'ignore_all_whitespace';
  input_format: 'text' | 'eml' | 'html';
}

interface Case {
  corpus: string;
  file: string;
  hash: string;
  pass: boolean;
}

const normalise = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();

function same(actual: string, expected: string, mode: ManifestEntry['compare']): boolean {
  const [a, e] = [normalise(actual), normalise(expected)];
  return mode === 'ignore_all_whitespace' ? a.replace(/\s/gu, '') === e.replace(/\s/gu, '') : a === e;
}

async function readInput(entry: ManifestEntry, raw: Buffer): Promise<ReplyInput> {
  if (entry.input_format === 'text') return { text: raw.toString('utf8') };
  if (entry.input_format === 'html') return { html: raw.toString('utf8') };
  // The first text/plain part; a message without one is scored on its HTML.
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true });
  if (mail.text && mail.text.trim() !== '') return { text: mail.text };
  return { html: typeof mail.html === 'string' ? mail.html : '' };
}

async function score(corpus: string): Promise<Case[]> {
  const dir = path.join(corporaDir, corpus);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as ManifestEntry[];
  const cases: Case[] = [];
  for (const entry of manifest) {
    if (entry.expected === null) continue;
    const raw = readFileSync(path.join(dir, entry.input));
    const expected = readFileSync(path.join(dir, entry.expected), 'utf8');
    const { fullText } = extractReply(await readInput(entry, raw));
    cases.push({
      corpus,
      file: entry.input,
      hash: createHash('sha256').update(raw).digest('hex'),
      pass: same(fullText, expected, entry.compare),
    });
  }
  return cases;
}

const rate = (cases: readonly Case[]) => cases.filter((c) => c.pass).length / cases.length;
const row = (label: string, cases: readonly Case[]) =>
  `${label.padEnd(36)} ${String(cases.filter((c) => c.pass).length).padStart(4)}/${String(cases.length).padEnd(4)} ${(100 * rate(cases)).toFixed(1).padStart(5)}%`;

describe('reply extraction on the corpora', () => {
  it(`matches at least ${100 * POOLED_MINIMUM}% of the expected texts, pooled and deduplicated`, async () => {
    if (!existsSync(corporaDir)) throw new Error(`The reply corpora are missing: expected them at ${corporaDir}`);
    const byCorpus = await Promise.all(CORPORA.map(async (corpus) => [corpus, await score(corpus)] as const));

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
