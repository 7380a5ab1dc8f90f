import { readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

// The long-story reply corpus in test/fixtures/long-stories (see its README.md): replies as the
// mail clients sent them and the text that must be kept from each.

export const LONG_STORIES_DIR = path.resolve(__dirname, '..', '..', '..', 'test', 'fixtures', 'long-stories');

export interface LongStoryCase {
  /** The input's path in the corpus, e.g. "replies/en-gmail-dashes-first-home.txt". */
  file: string;
  inputFormat: 'text' | 'eml';
  language: string;
  client: string;
  notes: string;
  /** The reply as the client sent it: a text/plain body, or a whole RFC 822 message. */
  raw: Buffer;
  /** Everything the senior wrote: what the extractor must keep. */
  expected: string;
}

interface ManifestEntry {
  input: string;
  expected: string;
  input_format: 'text' | 'eml';
  language: string;
  client: string;
  notes: string;
}

export function loadLongStories(dir = LONG_STORIES_DIR): LongStoryCase[] {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as ManifestEntry[];
  return manifest.map((entry) => ({
    file: entry.input,
    inputFormat: entry.input_format,
    language: entry.language,
    client: entry.client,
    notes: entry.notes,
    raw: readFileSync(path.join(dir, entry.input)),
    expected: readFileSync(path.join(dir, entry.expected), 'utf8'),
  }));
}

/** The reply's body as the extractor takes it: the text, or an eml's first text/plain part (else its HTML). */
export async function longStoryBody(story: LongStoryCase): Promise<{ text?: string; html?: string }> {
  if (story.inputFormat === 'text') return { text: story.raw.toString('utf8') };
  const mail = await simpleParser(story.raw, { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true });
  if (mail.text && mail.text.trim() !== '') return { text: mail.text };
  return { html: typeof mail.html === 'string' ? mail.html : '' };
}

/** The corpus's comparison: LF endings, no trailing spaces, the whole text stripped. */
export function normaliseReplyText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}
