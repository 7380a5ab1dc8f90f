import type { KeepsakeStory, KeepsakeVault } from '../../application/ports/keepsake-source';
import { foldForSearch, relativeUrl, storyPage } from './archive-html';
import { archiveIndex } from './archive-index';
import { archivePaths } from './archive-layout';

const vault: KeepsakeVault = {
  id: 'v1',
  seniorName: 'Rose <b>',
  title: "Rose's Story Collection",
  ownerName: 'Ann',
  language: 'en',
  storyCount: 1,
};

const story = (over: Partial<KeepsakeStory> = {}): KeepsakeStory => ({
  id: 's1',
  number: 1,
  title: 'A "night" at the <opera>',
  questionText: 'What music did you love?',
  category: null,
  period: '1960s',
  createdAt: new Date('2026-05-04T08:00:00Z'),
  responseType: 'voice',
  source: 'email',
  tags: ['music'],
  text: 'First line.\n\nWe sang </script><script>alert(1)</script> with Zoë & Kovács.',
  textTranscribed: false,
  rawText: '',
  transcript: null,
  files: [
    { id: 'a', kind: 'audio', filename: 'my voice #1.wav', contentType: 'audio/wav', sizeBytes: 10, mediaKey: 'k1' },
    { id: 'p', kind: 'photo', filename: 'hall.jpg', contentType: 'image/jpeg', sizeBytes: 10, mediaKey: 'k2' },
  ],
  leftOutFiles: [],
  inboundMessageId: null,
  revisions: [],
  comments: [{ author: 'Ann <Smith>', text: 'Lovely & <i>loud</i>', createdAt: new Date('2026-05-05T08:00:00Z') }],
  ...over,
});

async function text(chunks: AsyncIterable<Buffer>): Promise<string> {
  let out = '';
  for await (const chunk of chunks) out += chunk.toString('utf8');
  return out;
}

describe("the archive's pages", () => {
  it('escapes every word of a story and links its files relatively, percent-encoded', () => {
    const page = storyPage(vault, story(), archivePaths(story()));
    expect(page).not.toMatch(/<script|<opera>|<i>|<b>/);
    expect(page).toContain('<h1>A &quot;night&quot; at the &lt;opera&gt;</h1>');
    expect(page).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; with Zoë &amp; Kovács.');
    expect(page).toContain('<source src="../media/001-my%20voice%20%231.wav" type="audio/wav">');
    expect(page).toContain('alt="A &quot;night&quot; at the &lt;opera&gt; (1960s)"');
    expect(page).toContain('<strong>Ann &lt;Smith&gt;</strong>');
    expect(page).toContain('<p class="dates">1960s · Told on May 4, 2026</p>');
    expect(relativeUrl('stories/001-a.html', false)).toBe('stories/001-a.html');
  });

  it.each([
    [
      'de',
      [
        '<html lang="de">',
        '1960s · Erzählt am 4. Mai 2026',
        '<h2>Die Geschichte</h2>',
        '<h2>Anhören</h2>',
        '<h2>Kommentare</h2>',
        '(5. Mai 2026)',
      ],
      ['Die Geschichten', 'In den Geschichten suchen', '1 Geschichte gefunden.'],
    ],
    [
      'es',
      [
        '<html lang="es">',
        '1960s · Contada el 4 de mayo de 2026',
        '<h2>La historia</h2>',
        '<h2>Escuchar</h2>',
        '<h2>Comentarios</h2>',
        '(5 de mayo de 2026)',
      ],
      ['Las historias', 'Buscar en las historias', '1 historia encontrada.'],
    ],
  ] as const)('speaks the vault’s language (%s) on its pages and in its search', async (language, onPage, onIndex) => {
    const own = { ...vault, language };
    const page = storyPage(own, story(), archivePaths(story()));
    for (const words of onPage) expect(page).toContain(words);
    expect(page).not.toMatch(/Told on|The story|Comments|The question/);
    const index = await text(
      archiveIndex(own, new Date('2026-06-01T12:00:00Z'), async function* () {
        yield story();
      }),
    );
    for (const words of onIndex) expect(index).toContain(words);
    expect(index).not.toMatch(/Search the stories|No story has these words/);
  });

  it('writes index.html with a search index no story can break out of', async () => {
    const index = await text(
      archiveIndex(vault, new Date('2026-06-01T00:00:00Z'), async function* () {
        yield story();
      }),
    );
    expect(index).toContain('<a href="stories/001-a-night-at-the-opera.html">A &quot;night&quot;');
    expect(index).toContain('Every story Rose &lt;b&gt; shared');
    const json = /<script type="application\/json" id="search-index">(.*?)<\/script>/s.exec(index)![1];
    expect(json).not.toContain('<');
    const [entry] = JSON.parse(json);
    expect(entry.id).toBe('s1');
    expect(entry.words).toContain('zoe & kovacs');
    expect(entry.words).toContain('lovely & <i>loud</i>');
    expect(foldForSearch('  Kovács\n ZOË ')).toBe('kovacs zoe');
  });

  it('says so when there is no story yet', async () => {
    const index = await text(archiveIndex(vault, new Date(), async function* () {}));
    expect(index).toContain('<li>No stories yet.</li>');
    expect(index).toContain('id="search-index">[]</script>');
  });
});
