// Unwrapping on the reply corpora vendored in test/fixtures/reply-corpora: the extractor's exact
// matches stay exactly as many when both sides are unwrapped (unwrap(expected) vs
// unwrap(extracted)), no word ever moves, and the corpora's hard-wrapped replies do get unwrapped.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadLongStories, longStoryBody, normaliseReplyText } from '@storyvault/testing';
import { simpleParser } from 'mailparser';
import { extractReply, type ReplyInput } from '../../../inbound/domain/reply/extract-reply';
import { unwrapHardWrapped } from './unwrap';

// apps/api/src/modules/stories/domain/story-text → the repository root is seven folders up.
const repoRoot = path.resolve(__dirname, '..', '..', '..', '..', '..', '..', '..');
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

interface ManifestEntry {
  input: string;
  expected: string | null;
  compare: 'strip' | 'ignore_all_whitespace';
  input_format: 'text' | 'eml' | 'html';
}

interface Case {
  file: string;
  hash: string;
  extracted: string;
  expected: string;
  compare: ManifestEntry['compare'];
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

const words = (text: string) => text.split(/\s+/u).filter(Boolean).join(' ');

async function readInput(entry: ManifestEntry, raw: Buffer): Promise<ReplyInput> {
  if (entry.input_format === 'text') return { text: raw.toString('utf8') };
  if (entry.input_format === 'html') return { html: raw.toString('utf8') };
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true });
  if (mail.text && mail.text.trim() !== '') return { text: mail.text };
  return { html: typeof mail.html === 'string' ? mail.html : '' };
}

async function cases(corpus: string): Promise<Case[]> {
  const dir = path.join(corporaDir, corpus);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as ManifestEntry[];
  const found: Case[] = [];
  for (const entry of manifest) {
    if (entry.expected === null) continue;
    const raw = readFileSync(path.join(dir, entry.input));
    found.push({
      file: `${corpus}/${entry.input}`,
      hash: createHash('sha256').update(raw).digest('hex'),
      extracted: extractReply(await readInput(entry, raw)).fullText,
      expected: readFileSync(path.join(dir, entry.expected), 'utf8'),
      compare: entry.compare,
    });
  }
  return found;
}

describe('unwrapping hard-wrapped replies, on the reply corpora', () => {
  it('keeps the exact-match score, moves no word, and unwraps the wrapped replies', async () => {
    if (!existsSync(corporaDir)) throw new Error(`The reply corpora are missing: expected them at ${corporaDir}`);
    const seen = new Set<string>();
    const pooled = (await Promise.all(CORPORA.map(cases))).flat().filter((c) => !seen.has(c.hash) && seen.add(c.hash));

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
