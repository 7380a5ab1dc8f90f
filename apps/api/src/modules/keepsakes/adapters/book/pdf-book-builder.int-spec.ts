import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
import { join } from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { SharpPhotoCopier } from '../../../../shared/images/sharp-photo.copier';
import { InMemoryObjectStore } from '../../../../../testing/in-memory/storage/in-memory-object.store';
import { IssueListenLinks } from '../../application/listen-links.use-cases';
import { KeepsakeSource, KeepsakeStory, KeepsakeVault } from '../../application/ports/keepsake-source';
import { BookOptions } from '../../domain/keepsake';
import { listenTokenHash } from '../../domain/listen-link';
import { InMemoryListenLinkStore } from '../../../../../testing/in-memory/keepsakes/in-memory-listen-link.store';
import { PdfBookBuilder } from './pdf-book-builder';
import type { Language } from '@storyvault/contracts';

const APP_URL = 'https://stories.example';
const VAULT: KeepsakeVault = {
  id: '00000000-0000-4000-8000-000000000001',
  seniorName: 'Grandma Eleni',
  title: "Grandma Eleni's Story Collection",
  ownerName: 'Anna',
  storyCount: 0,
  language: 'en',
};

/** KeepsakeSource over stories held in memory (their files in the object store). */
class StoriesInMemory extends KeepsakeSource {
  constructor(
    private readonly all: KeepsakeStory[],
    private readonly language: Language = 'en',
  ) {
    super();
  }
  async vault(vaultId: string): Promise<KeepsakeVault | null> {
    return vaultId === VAULT.id ? { ...VAULT, storyCount: this.all.length, language: this.language } : null;
  }
  async *stories(): AsyncIterable<KeepsakeStory> {
    yield* this.all;
  }
  async rawEmail(): Promise<Buffer | null> {
    return null;
  }
}

function story(n: number, fields: Partial<KeepsakeStory>): KeepsakeStory {
  const id = `00000000-0000-4000-8000-${String(1000 + n).padStart(12, '0')}`;
  return {
    id,
    number: n,
    title: `Story ${n}`,
    questionText: `Question ${n}?`,
    category: 'childhood_and_school',
    period: null,
    createdAt: new Date(Date.UTC(2024, 0, n)),
    responseType: 'written',
    source: 'email',
    tags: [],
    text: `Text of story ${n}.`,
    textTranscribed: false,
    rawText: '',
    transcript: null,
    files: [],
    leftOutFiles: [],
    inboundMessageId: null,
    revisions: [],
    comments: [],
    ...fields,
  };
}

const GREEK = 'Το σπίτι μας στη Θεσσαλονίκη είχε μια μεγάλη αυλή με λεμονιές.';
const CYRILLIC = 'Бабушка пекла пироги с капустой каждое воскресенье.';

let dir: string;
let store: InMemoryObjectStore;
let stories: KeepsakeStory[];

async function photo(key: string, rgb: [number, number, number]): Promise<{ key: string; size: number }> {
  const jpeg = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } },
  })
    .jpeg()
    .toBuffer();
  await store.put(key, jpeg);
  return { key, size: jpeg.length };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'book-'));
  store = new InMemoryObjectStore();
  const red = await photo('v/1/red.jpg', [200, 30, 30]);
  const blue = await photo('v/1/blue.jpg', [30, 60, 200]);
  await store.put('v/1/voice.wav', Buffer.alloc(4000, 1));
  const file = (id: string, kind: 'photo' | 'audio', key: string) => ({
    id,
    kind,
    filename: key.split('/').pop()!,
    contentType: kind === 'photo' ? 'image/jpeg' : 'audio/wav',
    sizeBytes: 1,
    mediaKey: key,
  });
  stories = [
    story(1, {
      category: 'career_and_work',
      period: '1975',
      text: `First job. ${'Long day at the docks. '.repeat(200)}`,
    }),
    story(2, { title: 'Лето в деревне', category: 'childhood_and_school', period: '1950s', text: CYRILLIC }),
    story(3, {
      title: 'Θεσσαλονίκη',
      category: 'childhood_and_school',
      period: '1948',
      text: GREEK,
      files: [file('p-red', 'photo', red.key)],
    }),
    story(4, {
      category: null,
      responseType: 'voice',
      text: 'The day we sailed, told in her own voice.',
      files: [file('a-1', 'audio', 'v/1/voice.wav'), file('p-blue', 'photo', blue.key)],
    }),
    story(5, { category: 'career_and_work', period: null, questionText: 'Story 5', text: 'Retirement party.' }),
  ];
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function buildBook(book: BookOptions, links = new InMemoryListenLinkStore(), language: Language = 'en') {
  const builder = new PdfBookBuilder(
    new StoriesInMemory(stories, language),
    store,
    new SharpPhotoCopier(),
    new IssueListenLinks(links),
  );
  const file = join(dir, `${book.pageSize}-${book.chapters}-${language}.pdf`);
  const seen: [number, number][] = [];
  const request = {
    exportId: '00000000-0000-4000-8000-0000000000e1',
    vaultId: VAULT.id,
    format: 'pdf' as const,
    book,
    appUrl: APP_URL,
  };
  await builder.build(
    request,
    createWriteStream(file),
    (done, total) => void seen.push([done, total]),
    new AbortController().signal,
  );
  return { file, seen, links };
}

function pages(file: string): string[] {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    .split('\f')
    .map((page) => page.replace(/[ \t]*\n[ \t]*/g, '\n'));
}

/** The page (1 = the cover) whose text begins with `heading`. */
function pageOf(all: string[], heading: string): number {
  return all.findIndex((p) => p.trimStart().startsWith(heading)) + 1;
}

describe.each([
  ['6x9', '432 x 648'],
  ['a4', '595.28 x 841.89'],
] as const)('a book in %s', (pageSize, points) => {
  let built: Awaited<ReturnType<typeof buildBook>>;
  let text: string[];
  beforeAll(async () => {
    built = await buildBook({ pageSize, chapters: 'category', coverPhotoId: 'p-blue', title: null });
    text = pages(built.file);
  });

  it('has the page size, fonts embedded (Latin, Greek, Cyrillic intact) and every story in chapter order', () => {
    expect(execFileSync('pdfinfo', [built.file], { encoding: 'utf8' })).toMatch(
      new RegExp(`Page size: +${points} pts`),
    );
    const fonts = execFileSync('pdffonts', [built.file], { encoding: 'utf8' }).trim().split('\n').slice(2);
    expect(fonts.length).toBeGreaterThan(0);
    for (const line of fonts) expect(line).toMatch(/DejaVuSerif.*\byes\s+yes\b/);
    const whole = text.join('\n').replace(/\s+/g, ' ');
    expect(whole).toContain(GREEK);
    expect(whole).toContain(CYRILLIC);
    // Childhood & School, then Career & Work (the library's order), then Family questions; oldest first within.
    const order = ['Лето в деревне', 'Θεσσαλονίκη', 'Story 1', 'Story 5', 'Story 4'].map((t) => pageOf(text, t));
    expect(order.every((p) => p > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(pageOf(text, 'Childhood & School')).toBe(order[0] - 1);
  });

  it("prints the cover, and a contents whose page numbers are the stories' pages", () => {
    expect(text[0].replace(/\s+/g, ' ')).toContain("Grandma Eleni's Story Collection");
    expect(text[0]).toContain('Grandma Eleni');
    expect(text[1].trimStart().startsWith('Contents')).toBe(true);
    // Laid out, each entry's title and page number share a line.
    const contents = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-f', '2', '-l', '2', built.file, '-'], {
      encoding: 'utf8',
    });
    for (const title of ['Лето в деревне', 'Θεσσαλονίκη', 'Story 1', 'Story 4', 'Story 5', 'Family questions']) {
      const line = contents.split('\n').find((l) => l.trim().startsWith(title));
      const printed = Number(/(\d+)\s*$/.exec(line ?? '')?.[1]);
      expect([title, printed]).toEqual([title, pageOf(text, title)]);
    }
    // Story 1 runs over several pages, each numbered at its foot.
    const first = pageOf(text, 'Story 1');
    expect(text[first].trim().split('\n').pop()?.trim()).toBe(String(first + 1));
  });

  it('prints one date a story: when it happened, else when it was told', () => {
    const dates =
      /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}\b|\b1[89]\d\ds?\b/g;
    const onPage = (title: string) => (text[pageOf(text, title) - 1].match(dates) ?? []).filter((d) => d);
    expect(onPage('Story 1')).toEqual(['1975']);
    expect(onPage('Лето в деревне')).toEqual(['1950s']);
    expect(text[pageOf(text, 'Лето в деревне') - 1]).toContain('The 1950s');
    expect(onPage('Story 5')).toEqual(['January 5, 2024']);
    expect(text[pageOf(text, 'Story 5') - 1]).toContain('Told on January 5, 2024');
    // The voice story's photo caption carries its year (when it was told), not a second date.
    expect(onPage('Story 4')).toEqual(['January 4, 2024']);
  });

  it("puts each photo on its story's page, captioned with the story's title and year", () => {
    const rows = execFileSync('pdfimages', ['-list', built.file], { encoding: 'utf8' }).trim().split('\n').slice(2);
    const photoPages = rows.map((row) => Number(row.trim().split(/\s+/)[0])).filter((page) => page > 1);
    expect(photoPages).toEqual([pageOf(text, 'Θεσσαλονίκη'), pageOf(text, 'Story 4')].sort((a, b) => a - b));
    const flat = (title: string) => text[pageOf(text, title) - 1].replace(/\s+/g, ' ');
    expect(flat('Θεσσαλονίκη')).toContain('Θεσσαλονίκη, 1948');
    expect(flat('Θεσσαλονίκη')).toContain(GREEK);
    expect(flat('Story 4')).toContain('Story 4, 2024');
  });

  it('holds each photo in colour (the cover photo twice), and progress went story by story', () => {
    const rows = execFileSync('pdfimages', ['-list', built.file], { encoding: 'utf8' }).trim().split('\n').slice(2);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatch(/\bimage\s+\d+\s+\d+\s+rgb\s+3\b/);
    expect(built.seen).toEqual([
      [0, 5],
      [1, 5],
      [2, 5],
      [3, 5],
      [4, 5],
      [5, 5],
    ]);
  });

  it('renders the cover and a voice story page whose QR code opens its listen link', async () => {
    const cover = join(dir, `${pageSize}-cover`);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', built.file, cover]);
    const { channels } = await sharp(readFileSync(`${cover}.png`)).stats();
    expect(channels[2].mean - channels[0].mean).toBeGreaterThan(40); // the blue cover photo shows
    const page = pageOf(text, 'Story 4');
    const rendered = join(dir, `${pageSize}-voice`);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '150',
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      built.file,
      rendered,
    ]);
    const { data, info } = await sharp(readFileSync(`${rendered}.png`))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
    const url = code?.data ?? '';
    expect(url).toMatch(/^https:\/\/stories\.example\/listen\/[A-Za-z0-9_-]{16}$/);
    // The voice story's words, written down, beside its QR code and short link.
    expect(text[page - 1]).toContain(url.replace('https://', ''));
    expect(text[page - 1]).toContain('Listen to Grandma Eleni tell this story:');
    expect(text[page - 1].replace(/\s+/g, ' ')).toContain('The day we sailed, told in her own voice.');
    const link = await built.links.findLive(listenTokenHash(url.split('/').pop()!)!);
    expect(link).toMatchObject({ vaultId: VAULT.id, storyId: stories[3].id });
    expect(built.links.links).toHaveLength(1);
  });
});

it.each([
  [
    'de',
    ['Inhalt', 'Kindheit & Schule', 'Beruf & Arbeit', 'Fragen der Familie', 'Erzählt am 5. Januar 2024'],
    'Hör zu, wie Grandma Eleni diese Geschichte erzählt:',
    ['Die 1940er Jahre', 'Die 1950er Jahre', 'Weitere Geschichten'],
  ],
  [
    'es',
    ['Índice', 'Infancia y colegio', 'Trabajo y oficio', 'Preguntas de la familia', 'Contada el 5 de enero de 2024'],
    'Escucha a Grandma Eleni contar esta historia:',
    ['Los años 1940', 'Los años 1950', 'Otras historias'],
  ],
] as const)(
  'prints its own words in the vault’s language (%s), the stories as told',
  async (language, words, listen, periods) => {
    const byCategory = pages(
      (await buildBook({ pageSize: '6x9', chapters: 'category', coverPhotoId: null, title: null }, undefined, language))
        .file,
    ).join('\n');
    for (const word of words) expect(byCategory).toContain(word);
    expect(byCategory.replace(/\s+/g, ' ')).toContain(listen);
    expect(byCategory).toContain('Θεσσαλονίκη');
    expect(byCategory).not.toMatch(/Contents|Told on|Listen to|Family questions/);
    const byPeriod = pages(
      (await buildBook({ pageSize: '6x9', chapters: 'period', coverPhotoId: null, title: null }, undefined, language))
        .file,
    ).join('\n');
    for (const period of periods) expect(byPeriod).toContain(period);
  },
);

it('makes chapters by life period, oldest decade first, undated last', async () => {
  const { file } = await buildBook({ pageSize: '6x9', chapters: 'period', coverPhotoId: null, title: 'Our Eleni' });
  const text = pages(file);
  expect(text[0]).toContain('Our Eleni');
  const order = [
    'The 1940s',
    'Θεσσαλονίκη',
    'The 1950s',
    'Лето в деревне',
    'The 1970s',
    'Story 1',
    'Other Stories',
    'Story 4',
    'Story 5',
  ];
  const at = order.map((t) => pageOf(text, t));
  expect(at.every((p) => p > 0)).toBe(true);
  expect([...at].sort((a, b) => a - b)).toEqual(at);
  // No cover photo asked for: only the stories' two photos.
  expect(execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2)).toHaveLength(2);
});

it('holds only the stories chosen, with a cover from any story', async () => {
  const { file, seen } = await buildBook({
    pageSize: '6x9',
    chapters: 'category',
    coverPhotoId: 'p-red',
    title: null,
    storyIds: [stories[1].id, stories[3].id],
  });
  const text = pages(file);
  const whole = text.join('\n');
  expect(pageOf(text, 'Лето в деревне')).toBeGreaterThan(0);
  expect(pageOf(text, 'Story 4')).toBeGreaterThan(0);
  for (const left of ['Story 1', 'Θεσσαλονίκη', 'Story 5']) expect(whole).not.toContain(left);
  expect(seen.at(-1)).toEqual([2, 2]);
  // The cover (red, of a story left out) and the voice story's blue photo.
  const rows = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
  expect(rows.map((row) => Number(row.trim().split(/\s+/)[0]))).toEqual([1, pageOf(text, 'Story 4')]);
  const cover = join(dir, 'chosen-cover');
  execFileSync('pdftoppm', ['-png', '-r', '40', '-f', '1', '-l', '1', '-singlefile', file, cover]);
  const { channels } = await sharp(readFileSync(`${cover}.png`)).stats();
  expect(channels[0].mean - channels[2].mean).toBeGreaterThan(30);
});

it('never leaves a photo alone on a page: those the first page cannot hold follow the words, under the title', async () => {
  const many = await Promise.all(
    Array.from({ length: 9 }, (_, i) => photo(`v/1/many-${i}.jpg`, [20 * i, 120, 200 - 20 * i])),
  );
  const album = story(7, {
    title: 'The wedding album',
    period: '1962',
    text: `We married in June. ${'Everyone danced until the lamps went out. '.repeat(60)}`,
    files: many.map((m, i) => ({
      id: `p-many-${i}`,
      kind: 'photo' as const,
      filename: `many-${i}.jpg`,
      contentType: 'image/jpeg',
      sizeBytes: m.size,
      mediaKey: m.key,
    })),
  });
  const builder = new PdfBookBuilder(
    new StoriesInMemory([album]),
    store,
    new SharpPhotoCopier(),
    new IssueListenLinks(new InMemoryListenLinkStore()),
  );
  const file = join(dir, 'album.pdf');
  await builder.build(
    {
      exportId: '00000000-0000-4000-8000-0000000000e4',
      vaultId: VAULT.id,
      format: 'pdf',
      book: { pageSize: '6x9', chapters: 'category' },
      appUrl: APP_URL,
    },
    createWriteStream(file),
    () => undefined,
    new AbortController().signal,
  );
  const text = pages(file);
  const rows = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
  expect(rows).toHaveLength(9);
  const first = pageOf(text, 'The wedding album');
  for (const page of new Set(rows.map((row) => Number(row.trim().split(/\s+/)[0])))) {
    expect(page).toBeGreaterThanOrEqual(first);
    expect(text[page - 1]).toMatch(/The wedding album/);
    expect(text[page - 1].replace(/\s+/g, ' ')).toContain('The wedding album, 1962');
  }
  // The first page has photos and the start of the words.
  expect(text[first - 1]).toContain('We married in June.');
});

it('forgets the links of an unfinished try when the book is built again', async () => {
  const links = new InMemoryListenLinkStore();
  await buildBook({ pageSize: '6x9', chapters: 'category', coverPhotoId: null, title: null }, links);
  await buildBook({ pageSize: '6x9', chapters: 'category', coverPhotoId: null, title: null }, links);
  expect(links.links).toHaveLength(1);
});

it('stops on the abort signal, leaving the output unfinished', async () => {
  const builder = new PdfBookBuilder(
    new StoriesInMemory(stories),
    store,
    new SharpPhotoCopier(),
    new IssueListenLinks(new InMemoryListenLinkStore()),
  );
  const abort = new AbortController();
  const out = createWriteStream(join(dir, 'aborted.pdf'));
  const seen: number[] = [];
  const request = {
    exportId: '00000000-0000-4000-8000-0000000000e2',
    vaultId: VAULT.id,
    format: 'pdf' as const,
    book: { pageSize: '6x9' as const, chapters: 'category' as const },
    appUrl: APP_URL,
  };
  const building = builder.build(
    request,
    out,
    (done) => {
      seen.push(done);
      if (done === 2) abort.abort(new Error('lease lost'));
    },
    abort.signal,
  );
  await expect(building).rejects.toThrow('lease lost');
  expect(seen).toEqual([0, 1, 2]);
  expect(out.destroyed).toBe(true);
  expect(out.writableFinished).toBe(false);
});

it('stops with the error of its output when the output fails (a full disk)', async () => {
  const builder = new PdfBookBuilder(
    new StoriesInMemory(stories),
    store,
    new SharpPhotoCopier(),
    new IssueListenLinks(new InMemoryListenLinkStore()),
  );
  let written = 0;
  const full = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      written += chunk.length;
      callback(written > 2_000 ? new Error('ENOSPC: no space left on device') : null);
    },
  });
  const seen: number[] = [];
  const request = {
    exportId: '00000000-0000-4000-8000-0000000000e3',
    vaultId: VAULT.id,
    format: 'pdf' as const,
    book: { pageSize: '6x9' as const, chapters: 'category' as const },
    appUrl: APP_URL,
  };
  await expect(
    builder.build(request, full, (done) => void seen.push(done), new AbortController().signal),
  ).rejects.toThrow('ENOSPC');
  expect(seen.length).toBeLessThan(stories.length + 1);
});
