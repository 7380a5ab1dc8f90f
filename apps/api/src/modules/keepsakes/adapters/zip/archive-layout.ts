import { DEFAULT_LANGUAGE, Language, translator } from '@storyvault/contracts';
import type { KeepsakeStory, KeepsakeVault } from '../../application/ports/keepsake-source';
import { slug } from '../../domain/export';
import { utcDay } from '../book/book-layout';

/**
 * Where each thing of a story goes in the archive, and what its written files say. Paths are
 * decided from the story alone, so the story files and stories.json always agree.
 */
export interface ArchivePaths {
  markdown: string;
  /** The story's page for people (index.html links to it). */
  html: string;
  /** By the file's id. */
  media: Map<string, string>;
  email: string | null;
}

const pad = (n: number) => String(n).padStart(3, '0');

/** A filename safe in any unpacker: no folders, no control or reserved characters, at most 100 characters. */
function safeName(filename: string): string {
  const cleaned = filename
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is taken out
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '_')
    .replace(/^\.+/, '')
    .trim();
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  const stem = (ext ? cleaned.slice(0, dot) : cleaned).slice(0, 100 - ext.length);
  return (stem || 'file') + ext;
}

export function archivePaths(story: KeepsakeStory): ArchivePaths {
  const stem = `${pad(story.number)}-${slug(story.title) || 'story'}`;
  const media = new Map<string, string>();
  const taken = new Set<string>();
  for (const file of story.files) {
    let name = safeName(file.filename);
    for (let n = 2; taken.has(name.toLowerCase()); n++) {
      const dot = name.lastIndexOf('.');
      name = dot > 0 ? `${name.slice(0, dot)}-${n}${name.slice(dot)}` : `${name}-${n}`;
    }
    taken.add(name.toLowerCase());
    media.set(file.id, `media/${pad(story.number)}-${name}`);
  }
  return {
    markdown: `stories/${stem}.md`,
    html: `stories/${stem}.html`,
    media,
    email: story.inboundMessageId ? `emails/${stem}.eml` : null,
  };
}

/** A story as a page anyone can read: Markdown, so it reads as plain text too; its own words in the vault's language. */
export function storyMarkdown(
  story: KeepsakeStory,
  paths: ArchivePaths,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const t = translator(language);
  // Two spaces end a Markdown line without starting a paragraph.
  const lines = [`# ${story.title}`, ''];
  if (story.title !== story.questionText)
    lines.push(`${t('archive.markdown.question', { question: story.questionText })}  `);
  lines.push(`${t('archive.markdown.date', { date: utcDay(story.createdAt) })}  `);
  if (story.period) lines.push(`${t('archive.markdown.period', { period: story.period })}  `);
  lines.push(`${t('archive.markdown.answered', { type: story.responseType, source: story.source })}  `);
  if (story.tags.length) lines.push(`${t('archive.markdown.tags', { tags: story.tags.join(', ') })}  `);
  lines.push('', story.text || t('book.archive.noWords'));
  if (story.textTranscribed) lines.push('', `_${t('book.archive.transcribed')}_`);
  if (story.files.length) {
    lines.push('', `## ${t('archive.markdown.files')}`, '');
    for (const file of story.files) lines.push(`- [${file.filename}](../${paths.media.get(file.id)})`);
  }
  if (story.comments.length) {
    lines.push('', `## ${t('book.archive.comments')}`, '');
    for (const c of story.comments) {
      const comment = { author: c.author, date: utcDay(c.createdAt), text: c.text.replace(/\n+/g, ' ') };
      lines.push(`- ${t('archive.markdown.comment', comment)}`);
    }
  }
  return lines.join('\n') + '\n';
}

/** One story in stories.json (the schema README.txt describes). */
export function storyRecord(story: KeepsakeStory, paths: ArchivePaths): Record<string, unknown> {
  return {
    number: story.number,
    id: story.id,
    title: story.title,
    question: story.questionText,
    category: story.category,
    period: story.period,
    createdAt: story.createdAt.toISOString(),
    responseType: story.responseType,
    source: story.source,
    tags: story.tags,
    text: story.text,
    textTranscribed: story.textTranscribed,
    rawText: story.rawText,
    transcript: story.transcript,
    markdown: paths.markdown,
    email: paths.email,
    files: story.files.map((f) => ({
      id: f.id,
      kind: f.kind,
      filename: f.filename,
      contentType: f.contentType,
      sizeBytes: f.sizeBytes,
      path: paths.media.get(f.id),
      addedBy: f.addedBy ?? null,
    })),
    leftOutFiles: story.leftOutFiles.map((f) => ({ filename: f.filename, sizeBytes: f.sizeBytes })),
    revisions: story.revisions.map((r) => ({
      id: r.id,
      title: r.title,
      period: r.period,
      text: r.fullText,
      tags: r.tags,
      revisedBy: r.revisedBy,
      revisedAt: r.revisedAt.toISOString(),
    })),
    comments: story.comments.map((c) => ({ author: c.author, text: c.text, createdAt: c.createdAt.toISOString() })),
  };
}

/** What each file or folder of the archive holds, by the name README.txt lists it under. */
const README_ENTRIES = [
  ['index.html', 'archive.readme.index'],
  ['stories/', 'archive.readme.stories'],
  ['media/', 'archive.readme.media'],
  ['emails/', 'archive.readme.emails'],
  ['stories.json', 'archive.readme.json'],
] as const;

/**
 * README.txt: how to read the archive, in the vault's language. The description of stories.json
 * is for programs and names its fields as they are, so it stays in English.
 */
export function archiveReadme(vault: KeepsakeVault, exportedAt: Date): string {
  const t = translator(vault.language);
  const entries = README_ENTRIES.map(
    ([name, key]) =>
      `  ${name.padEnd(14)}${t(key)
        .split('\n')
        .join(`\n${' '.repeat(16)}`)}`,
  );
  return `${vault.title}
${'='.repeat(vault.title.length)}

${t('archive.readme.intro', { name: vault.seniorName, date: utcDay(exportedAt) })}

${t('archive.readme.howToRead')}

${entries.join('\n')}

stories.json
------------
{
  "format": "storyvault-archive",
  "version": 1,
  "exportedAt": ISO 8601 time of this archive,
  "vault": { "id", "title", "seniorName", "ownerName", "storyCount" },
  "stories": [ one object per story, oldest first:
    "number"          1, 2, 3 … (the NNN of the file names)
    "id"              the story's id
    "title"           the title given by the family, or the question when none was given
    "question"        the question that was asked
    "category"        the question's category in the StoryVault library ("childhood"), or null
    "period"          when it happened: a year ("1962"), a decade ("1960s"), or null
    "createdAt"       when the answer arrived (ISO 8601)
    "responseType"    "voice" or "written"
    "source"          "email" (a reply) or "link" (the answer page)
    "tags"            the story's tags
    "text"            the story's words as the family keeps them now
    "textTranscribed" true when "text" was written down from the recording
    "rawText"         the answer as it arrived (a whole email, quotes and all), its answer
                      links and reply address masked (the .eml in emails/ has them as sent)
    "transcript"      the recording's words, written down automatically, or null
    "markdown"        the story's page in stories/
    "email"           the reply in emails/, or null when the answer did not come by email
    "files"           [ { "id", "kind" ("audio", "photo" or "file"), "filename", "contentType",
                          "sizeBytes", "path" (in media/), "addedBy" (who added a photo later, or null) } ]
    "leftOutFiles"    [ { "filename", "sizeBytes" } ] files the email also brought that the story
                      cannot hold (too large, not a photo or recording): they are in the email in emails/
    "revisions"       [ the earlier versions, oldest first; the first is the story as it arrived:
                        { "id", "title", "period", "text", "tags", "revisedBy", "revisedAt" } ]
    "comments"        [ { "author", "text", "createdAt" } ], oldest first
  ]
}
`;
}
