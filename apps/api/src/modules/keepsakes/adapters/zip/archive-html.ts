import { DEFAULT_LANGUAGE, Language, translator } from '@storyvault/contracts';
import type { KeepsakeStory, KeepsakeVault } from '../../application/ports/keepsake-source';
import { utcDay } from '../book/book-layout';
import type { ArchivePaths } from './archive-layout';

/**
 * The archive's pages for people: index.html and a page per story, read in any browser from the
 * unpacked folder with no internet. Everything is inline (style, a small script) and every link
 * is relative, so the pages work from a USB stick in twenty years; every word from a story is
 * escaped, since a story is whatever the family typed.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** A path inside the archive as a relative URL (a file named "my voice.wav" or "a#b.jpg" still loads). */
export function relativeUrl(path: string, fromFolder: boolean): string {
  const url = path.split('/').map(encodeURIComponent).join('/');
  return fromFolder ? `../${url}` : url;
}

/** Words as they are searched: lower case, without accents ("Kovács" is found as "kovacs"). */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A day in the archive's language ("March 4, 2024", "4. März 2024"), as it was in UTC. */
export const archiveDay = (d: Date, language: Language = DEFAULT_LANGUAGE) =>
  d.toLocaleDateString(language === 'en' ? 'en-US' : language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The dates a reader sees beside a story: when it happened (if known) and when it was told. */
export function storyDates(story: KeepsakeStory, language: Language = DEFAULT_LANGUAGE): string {
  const told = translator(language)('book.toldOn', { date: utcDay(story.createdAt) });
  return story.period ? `${story.period} · ${told}` : told;
}

const STYLE = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
html { font-size: 125%; }
body { margin: 0; font-family: Georgia, 'Times New Roman', serif; font-size: 1rem; line-height: 1.6;
  color: #1d1d1d; background: #fffdf8; }
main { max-width: 42rem; margin: 0 auto; padding: 1.5rem 1rem 4rem; }
h1 { font-size: 1.8rem; line-height: 1.25; margin: 0.5rem 0 0.75rem; }
h2 { font-size: 1.3rem; margin: 2rem 0 0.75rem; }
a { color: #0b4f8a; }
a:focus, input:focus { outline: 3px solid #b35c00; outline-offset: 2px; }
.dates, .lead { color: #4a4a4a; }
.story-list { list-style: none; padding: 0; margin: 0; }
.story-list li { border-top: 1px solid #ddd5c4; padding: 0.9rem 0; }
.story-list a { font-size: 1.1rem; display: inline-block; min-height: 48px; padding: 0.35rem 0; }
.story-list .dates { display: block; font-size: 0.95rem; }
label { display: block; font-weight: bold; margin-bottom: 0.25rem; }
input[type=search] { width: 100%; font-size: 1rem; padding: 0.6rem; border: 2px solid #6b6257; border-radius: 6px;
  min-height: 48px; }
figure { margin: 1rem 0 1.5rem; }
img { max-width: 100%; height: auto; border-radius: 4px; }
figcaption { color: #4a4a4a; font-size: 0.95rem; }
audio { width: 100%; }
.text p { margin: 0 0 1rem; white-space: pre-line; }
.comments { padding-left: 1.2rem; }
.comments li { margin-bottom: 0.75rem; }
nav a { display: inline-block; min-height: 48px; padding: 0.5rem 0; }
`;

export function htmlPage(title: string, body: string, language: Language = DEFAULT_LANGUAGE): string {
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/** A caption for a story's photo: the story's title and when it happened (its alt text too). */
function photoCaption(story: KeepsakeStory, index: number, count: number, language: Language): string {
  const caption = story.period ? `${story.title} (${story.period})` : story.title;
  return count > 1 ? translator(language)('book.archive.photoN', { caption, n: index + 1, count }) : caption;
}

/** A story's own page: its words, photos, recordings, other files and comments. */
export function storyPage(vault: KeepsakeVault, story: KeepsakeStory, paths: ArchivePaths): string {
  const { language } = vault;
  const t = translator(language);
  const media = (id: string) => escapeHtml(relativeUrl(paths.media.get(id)!, true));
  const parts = [
    `<main>`,
    `<nav aria-label="${escapeHtml(t('book.archive.back'))}"><a href="../index.html">${escapeHtml(t('book.archive.allOf', { title: vault.title }))}</a></nav>`,
    `<article>`,
    `<h1>${escapeHtml(story.title)}</h1>`,
    `<p class="dates">${escapeHtml(storyDates(story, language))}</p>`,
  ];
  if (story.title !== story.questionText)
    parts.push(`<p class="lead">${escapeHtml(t('book.archive.question', { question: story.questionText }))}</p>`);
  const recordings = story.files.filter((f) => f.kind === 'audio');
  if (recordings.length) {
    parts.push(`<h2>${escapeHtml(t('book.archive.listen'))}</h2>`);
    recordings.forEach((file, i) => {
      const label =
        recordings.length > 1
          ? t('book.archive.recordingN', { n: i + 1, title: story.title })
          : t('book.archive.recording', { title: story.title });
      parts.push(
        `<p><audio controls preload="metadata" aria-label="${escapeHtml(label)}">` +
          `<source src="${media(file.id)}" type="${escapeHtml(file.contentType)}">` +
          `<a href="${media(file.id)}">${escapeHtml(file.filename)}</a></audio></p>`,
      );
    });
  }
  const paragraphs = (story.text || t('book.archive.noWords'))
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p.trim())}</p>`);
  parts.push(`<h2>${escapeHtml(t('book.archive.story'))}</h2>`, `<div class="text">${paragraphs.join('\n')}</div>`);
  if (story.textTranscribed) parts.push(`<p class="lead"><em>${escapeHtml(t('book.archive.transcribed'))}</em></p>`);
  const photos = story.files.filter((f) => f.kind === 'photo');
  if (photos.length) {
    parts.push(`<h2>${escapeHtml(t('book.archive.photos'))}</h2>`);
    photos.forEach((file, i) => {
      const caption = escapeHtml(photoCaption(story, i, photos.length, language));
      const by = file.addedBy ? ` ${escapeHtml(t('book.archive.addedBy', { name: file.addedBy }))}` : '';
      parts.push(
        `<figure><a href="${media(file.id)}"><img src="${media(file.id)}" alt="${caption}"></a>` +
          `<figcaption>${caption}.${by}</figcaption></figure>`,
      );
    });
  }
  const others = story.files.filter((f) => f.kind === 'file');
  if (others.length) {
    parts.push(`<h2>${escapeHtml(t('book.archive.otherFiles'))}</h2>`, `<ul>`);
    for (const file of others) parts.push(`<li><a href="${media(file.id)}">${escapeHtml(file.filename)}</a></li>`);
    parts.push(`</ul>`);
  }
  if (story.comments.length) {
    parts.push(`<h2>${escapeHtml(t('book.archive.comments'))}</h2>`, `<ul class="comments">`);
    for (const c of story.comments)
      parts.push(
        `<li><strong>${escapeHtml(c.author)}</strong> <span class="dates">(${archiveDay(c.createdAt, language)})</span>: ` +
          `${escapeHtml(c.text)}</li>`,
      );
    parts.push(`</ul>`);
  }
  parts.push(`</article>`, `</main>`);
  return htmlPage(`${story.title} · ${vault.title}`, parts.join('\n'), language);
}
