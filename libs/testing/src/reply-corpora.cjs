// The reply corpora vendored in test/fixtures/reply-corpora (each with its LICENSE and SOURCE.md), read the
// way their README says a harness should: for the extractor's tests and for `npm run bench:replies`.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { simpleParser } = require('mailparser');

/** The corpora scored by the tests and pooled by the benchmark (the synthetic webridge one is the benchmark's alone). */
const SCORED_CORPORA = [
  'discourse_email_reply_trimmer',
  'mailgun_talon',
  'crisp_email_reply_parser',
  'edgetier_email_reply_parser',
  'github_email_reply_parser',
  'alfonsrv_mail_parser_reply',
  'fiedl_extended_email_reply_parser',
];

const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** Where the corpora are: REPLY_CORPORA_DIR points elsewhere to score another copy. */
const corporaDir = process.env.REPLY_CORPORA_DIR || path.join(repoRoot, 'test', 'fixtures', 'reply-corpora');

/** LF endings, no trailing spaces, stripped as a whole. */
function normaliseReply(text) {
  return String(text ?? '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

/** Compared as the corpora's manifest says: exactly after normalising, or ignoring all whitespace. */
function sameReply(actual, expected, mode) {
  const [a, e] = [normaliseReply(actual), normaliseReply(expected)];
  return mode === 'ignore_all_whitespace' ? a.replace(/\s/gu, '') === e.replace(/\s/gu, '') : a === e;
}

/** An input as the extractor takes it; an email is scored on its first text/plain part, or its HTML without one. */
async function replyInput(entry, raw) {
  if (entry.input_format === 'text') return { text: raw.toString('utf8') };
  if (entry.input_format === 'html') return { html: raw.toString('utf8') };
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true });
  if (mail.text && mail.text.trim() !== '') return { text: mail.text };
  return { html: typeof mail.html === 'string' ? mail.html : '' };
}

/** The manifest of one corpus. */
function corpusManifest(corpus) {
  return JSON.parse(readFileSync(path.join(corporaDir, corpus, 'manifest.json'), 'utf8'));
}

/** Every case of a corpus that has a full expected text, with its input's bytes and their hash. */
function expectedCases(corpus) {
  const dir = path.join(corporaDir, corpus);
  return corpusManifest(corpus)
    .filter((entry) => entry.expected !== null)
    .map((entry) => {
      const raw = readFileSync(path.join(dir, entry.input));
      return {
        corpus,
        entry,
        raw,
        expected: readFileSync(path.join(dir, entry.expected), 'utf8'),
        hash: createHash('sha256').update(raw).digest('hex'),
      };
    });
}

module.exports = { SCORED_CORPORA, corporaDir, normaliseReply, sameReply, replyInput, corpusManifest, expectedCases };
