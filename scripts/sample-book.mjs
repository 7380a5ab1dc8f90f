// `npm run sample:book`: the sample pages in docs/ (docs/sample-book-cover.png and
// docs/screens/book-page.png), from a printed book built the way the export jobs build one (the
// compiled PdfBookBuilder: `npm run build` first) over a generated collection. Keeps the PDF in
// a temporary folder and prints its path: SAMPLE_BOOK_SIZE=a4 for an A4 book.
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookBuilder, makePhotos, makeRecording, makeStories, root } from './book/book-fixtures.mjs';

const dir = mkdtempSync(join(tmpdir(), 'sample-book-'));
const photos = await makePhotos(dir, 8);
const stories = makeStories({ count: 14, photos: photos.slice(1), voices: 3, recordingKey: makeRecording(dir) });
// The page shown: a voice story with a photo, told in two languages, that fits one page.
const shown = stories.find((s) => s.category === 'family_and_traditions');
// The cover's photo: one of another story's photos, as the owner picks it.
stories
  .find((s) => s !== shown)
  .files.push({
    id: 'cover',
    kind: 'photo',
    filename: 'cover.jpg',
    contentType: 'image/jpeg',
    sizeBytes: 1,
    mediaKey: photos[0].key,
  });
shown.title = 'Sundays at the bakery';
shown.period = '1958';
shown.questionText = 'What did Sundays look like when you were a child?';
shown.responseType = 'voice';
shown.text = [
  'We lived in a narrow house above the bakery on Elm Street, and every morning smelled of bread. On Sundays the whole street walked to the sea.',
  'Η γιαγιά μου έφτιαχνε πίτες κάθε Κυριακή και όλη η γειτονιά ερχόταν να φάει μαζί μας.',
].join('\n\n');
shown.files = [
  {
    id: 'a-shown',
    kind: 'audio',
    filename: 'voice.wav',
    contentType: 'audio/wav',
    sizeBytes: 1,
    mediaKey: 'voice.wav',
  },
  {
    id: 'p-shown',
    kind: 'photo',
    filename: 'photo.jpg',
    contentType: 'image/jpeg',
    sizeBytes: 1,
    mediaKey: photos[3].key,
  },
];
const pdf = join(dir, 'sample-book.pdf');
const request = {
  exportId: '00000000-0000-4000-8000-0000000000b1',
  vaultId: 'sample',
  format: 'pdf',
  book: {
    pageSize: process.env.SAMPLE_BOOK_SIZE === 'a4' ? 'a4' : '6x9',
    chapters: 'category',
    coverPhotoId: 'cover',
    title: null,
  },
  appUrl: 'https://storyvault.example',
};
await bookBuilder(dir, stories).build(request, createWriteStream(pdf), () => undefined, new AbortController().signal);

const pages = execFileSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' }).split('\f');
const storyPage = pages.findIndex((p) => p.trimStart().startsWith('Sundays at the bakery')) + 1;
const render = (page, name) =>
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '110',
    '-f',
    String(page),
    '-l',
    String(page),
    '-singlefile',
    pdf,
    join(root, 'docs', name),
  ]);
render(1, 'sample-book-cover');
render(storyPage, 'screens/book-page');
console.log(
  `${pdf}: ${pages.length - 1} pages; docs/sample-book-cover.png (page 1) and docs/screens/book-page.png (page ${storyPage})`,
);
