import { translator } from '@storyvault/contracts';
import type { KeepsakeStory, KeepsakeVault } from '../../application/ports/keepsake-source';
import { utcDay } from '../book/book-layout';
import { escapeHtml, foldForSearch, htmlPage, relativeUrl, storyDates } from './archive-html';
import { archivePaths } from './archive-layout';

/**
 * The offline search: the index's words are folded (lower case, no accents) when the archive is
 * made, the query the same way in the browser; a story matches when it holds every word typed,
 * in any order. Plain ES5 so that an old browser runs it too.
 */
const SEARCH_SCRIPT = `
(function () {
  var entries = JSON.parse(document.getElementById('search-index').textContent);
  var input = document.getElementById('search');
  var status = document.getElementById('search-status');
  var said = JSON.parse(document.getElementById('search-words').textContent);
  function fold(text) {
    var s = text.normalize ? text.normalize('NFKD') : text;
    return s.replace(/[\\u0300-\\u036f]/g, '').toLowerCase();
  }
  function run() {
    var words = fold(input.value).split(/\\s+/).filter(function (w) { return w.length > 0; });
    var found = 0;
    for (var i = 0; i < entries.length; i++) {
      var item = document.getElementById('story-' + entries[i].id);
      if (!item) continue;
      var hit = words.every(function (w) { return entries[i].words.indexOf(w) >= 0; });
      item.hidden = !hit;
      if (hit) found++;
    }
    status.textContent = words.length === 0 ? '' :
      found === 0 ? said.none : said.found[found - 1];
  }
  input.addEventListener('input', run);
  document.getElementById('search-form').addEventListener('submit', function (e) { e.preventDefault(); run(); });
})();
`;

/** What the search looks through for a story: its title, question, words, tags, period and comments. */
export function searchEntry(story: KeepsakeStory): { id: string; words: string } {
  const words = [
    story.title,
    story.questionText,
    story.text,
    story.tags.join(' '),
    story.period ?? '',
    ...story.comments.map((c) => `${c.author} ${c.text}`),
  ].join(' ');
  return { id: story.id, words: foldForSearch(words) };
}

/** JSON safe inside a <script> element: no "</script>" or "<!--" can close or bend it. */
const inlineJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * index.html, written as it is read: the list of stories (one pass over them), then the search
 * index (a second pass), so no more than a page of stories is ever held.
 */
export async function* archiveIndex(
  vault: KeepsakeVault,
  exportedAt: Date,
  stories: () => AsyncIterable<KeepsakeStory>,
): AsyncGenerator<Buffer> {
  const { language } = vault;
  const t = translator(language);
  const [head, tail] = htmlPage(vault.title, '\u0000', language).split('\u0000');
  const search = escapeHtml(t('book.archive.search'));
  yield Buffer.from(
    head +
      `<main>
<h1>${escapeHtml(vault.title)}</h1>
<p class="lead">${escapeHtml(t('book.archive.lead', { name: vault.seniorName, date: utcDay(exportedAt) }))}
${escapeHtml(t('book.archive.choose'))}</p>
<form id="search-form" role="search" aria-label="${search}">
<label for="search">${search}</label>
<input id="search" type="search" autocomplete="off">
<p id="search-status" role="status" aria-live="polite"></p>
</form>
<h2>${escapeHtml(t('book.archive.stories'))}</h2>
<ol class="story-list">
`,
  );
  let count = 0;
  for await (const story of stories()) {
    count++;
    const href = escapeHtml(relativeUrl(archivePaths(story).html, false));
    yield Buffer.from(
      `<li id="story-${escapeHtml(story.id)}"><a href="${href}">${escapeHtml(story.title)}</a>` +
        `<span class="dates">${escapeHtml(storyDates(story, language))}</span></li>\n`,
    );
  }
  if (count === 0) yield Buffer.from(`<li>${escapeHtml(t('book.archive.none'))}</li>\n`);
  yield Buffer.from(`</ol>\n</main>\n<script type="application/json" id="search-index">[`);
  let first = true;
  for await (const story of stories()) {
    yield Buffer.from((first ? '' : ',\n') + inlineJson(searchEntry(story)));
    first = false;
  }
  // What the search says, written out for each number of stories it can find: the page runs offline,
  // with no message formatter, and each language says "3 stories found" its own way.
  const said = {
    none: t('book.archive.noMatch'),
    found: Array.from({ length: count }, (_, i) => t('book.archive.found', { count: i + 1 })),
  };
  yield Buffer.from(
    `]</script>\n<script type="application/json" id="search-words">${inlineJson(said)}</script>\n` +
      `<script>${SEARCH_SCRIPT}</script>\n` +
      tail,
  );
}
