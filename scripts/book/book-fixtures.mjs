// A generated family collection for the printed book: photos drawn as pictures (SVG through
// sharp, so a sample looks like something), or as ~2 MB camera-sized JPEGs for the benchmark;
// stories in English, Greek and Russian; voice stories with a recording. Used by
// scripts/sample-book.mjs (the pictures in docs/) and scripts/bench/book*.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const dist = join(root, 'apps', 'api', 'dist');
export const require = createRequire(join(dist, 'main.js'));
const sharp = require('sharp');

const CATEGORIES = [
  'childhood_and_school',
  'family_and_traditions',
  'love_and_relationships',
  'career_and_work',
  'joys_and_memories',
  'wisdom_and_legacy',
  null,
];

const ENGLISH = [
  'We lived in a narrow house above the bakery on Elm Street, and every morning smelled of bread.',
  'My father left for the docks before light; my mother sang while she ironed our school shirts.',
  'On Sundays the whole street walked to the sea, and the children raced to the end of the pier.',
  'I still remember the sound of the tram bell and the man who sold roasted chestnuts by the station.',
  'When the winter was hard, we slept three to a bed and told each other stories until we were warm.',
  'Your grandfather asked me to dance at the harvest fair, and he stepped on my feet the whole evening.',
];
const GREEK = [
  'Το σπίτι μας στη Θεσσαλονίκη είχε μια μεγάλη αυλή με λεμονιές και μια κληματαριά.',
  'Η γιαγιά μου έφτιαχνε πίτες κάθε Κυριακή και όλη η γειτονιά ερχόταν να φάει μαζί μας.',
];
const RUSSIAN = [
  'Бабушка пекла пироги с капустой каждое воскресенье, и весь дом пах тестом и печкой.',
  'Летом мы уезжали в деревню к дедушке, купались в реке и собирали грибы в лесу.',
];
const QUESTIONS = [
  'What is your earliest memory of home?',
  'Tell me about your first job.',
  'How did you meet the love of your life?',
  'What did holidays look like when you were a child?',
  'What is a lesson you learned the hard way?',
  'Which place from your childhood do you miss the most?',
];

/** A picture drawn in SVG: sky, hills and a sun, in colours that change with `n`. */
function pictureSvg(n, width, height) {
  const hue = (n * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},80%,86%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${width * (0.2 + (n % 5) * 0.14)}" cy="${height * 0.3}" r="${height * 0.11}" fill="hsl(45,95%,70%)"/>
  <path d="M0 ${height * 0.7} Q ${width * 0.3} ${height * 0.45} ${width * 0.6} ${height * 0.68} T ${width} ${height * 0.6} V ${height} H 0 Z" fill="hsl(${(hue + 120) % 360},45%,38%)"/>
  <path d="M0 ${height * 0.82} Q ${width * 0.5} ${height * 0.7} ${width} ${height * 0.85} V ${height} H 0 Z" fill="hsl(${(hue + 140) % 360},40%,28%)"/>
</svg>`;
}

/**
 * `count` JPEGs under `dir/photos`: drawn pictures, or with `cameraSized` 4000×3000 with grain
 * (about 2 MB each, as a phone takes them; a few distinct ones copied under many names).
 */
export async function makePhotos(dir, count, { cameraSized = false } = {}) {
  mkdirSync(join(dir, 'photos'), { recursive: true });
  const distinct = cameraSized ? Math.min(count, 6) : count;
  const made = [];
  for (let i = 0; i < distinct; i++) {
    const [w, h] = cameraSized ? [4000, 3000] : [1600, 1100];
    let image = sharp(Buffer.from(pictureSvg(i, w, h)));
    if (cameraSized) {
      const noise = await sharp({
        create: { width: w, height: h, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 14 } },
      })
        .png()
        .toBuffer();
      image = sharp(await image.png().toBuffer()).composite([{ input: noise, blend: 'overlay' }]);
    }
    made.push(await image.jpeg({ quality: cameraSized ? 88 : 90 }).toBuffer());
  }
  const keys = [];
  for (let i = 0; i < count; i++) {
    const key = `photos/photo-${String(i).padStart(4, '0')}.jpg`;
    writeFileSync(join(dir, key), made[i % distinct]);
    keys.push({ key, size: made[i % distinct].length });
  }
  return keys;
}

/** A short silent WAV: the book only links to recordings. */
export function makeRecording(dir) {
  const wav = Buffer.alloc(44 + 1600);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(wav.length - 8, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(8000, 24);
  wav.writeUInt32LE(16000, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(1600, 40);
  writeFileSync(join(dir, 'voice.wav'), wav);
  return 'voice.wav';
}

/** `count` stories, ten years of weekly answers, oldest first; photos spread over them, every `voiceEvery`th a voice story. */
export function makeStories({ count, photos, voices, recordingKey }) {
  const stories = [];
  const voiceEvery = voices ? Math.max(1, Math.floor(count / voices)) : 0;
  const start = Date.UTC(2016, 0, 4);
  for (let n = 1; n <= count; n++) {
    const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const paragraphs = [];
    const length = 3 + (n % 6);
    for (let p = 0; p < length; p++) {
      const pool = p === 1 && n % 4 === 1 ? GREEK : p === 2 && n % 4 === 2 ? RUSSIAN : ENGLISH;
      paragraphs.push([0, 1, 2].map((s) => pool[(n + p + s) % pool.length]).join(' '));
    }
    const voice =
      voiceEvery > 0 && n % voiceEvery === 0 && stories.filter((s) => s.responseType === 'voice').length < voices;
    const files = [];
    if (voice)
      files.push({
        id: `a-${n}`,
        kind: 'audio',
        filename: 'voice.wav',
        contentType: 'audio/wav',
        sizeBytes: 1,
        mediaKey: recordingKey,
      });
    stories.push({
      id,
      number: n,
      title:
        n % 3 === 0
          ? QUESTIONS[n % QUESTIONS.length]
          : `${['The bakery', 'Summer by the sea', 'Our first home', 'The harvest fair', 'Grandfather', 'Θεσσαλονίκη', 'Лето в деревне'][n % 7]} (${n})`,
      questionText: QUESTIONS[n % QUESTIONS.length],
      category: CATEGORIES[n % CATEGORIES.length],
      period: n % 5 === 0 ? null : String(1940 + ((n * 7) % 60)),
      createdAt: new Date(start + (n - 1) * 7 * 24 * 3600 * 1000),
      responseType: voice ? 'voice' : 'written',
      source: 'email',
      tags: [],
      text: paragraphs.join('\n\n'),
      textTranscribed: false,
      rawText: '',
      transcript: null,
      files,
      inboundMessageId: null,
      revisions: [],
      comments: [],
    });
  }
  photos.forEach((photo, i) => {
    const story = stories[Math.floor((i * count) / photos.length)];
    story.files.push({
      id: `p-${i}`,
      kind: 'photo',
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
      sizeBytes: photo.size,
      mediaKey: photo.key,
    });
  });
  return stories;
}

export const SAMPLE_VAULT = {
  id: '00000000-0000-4000-8000-00000000000a',
  seniorName: 'Eleni Markou',
  title: "Grandma Eleni's Story Collection",
  ownerName: 'Anna',
  storyCount: 0,
};

/** The KeepsakeSource port over generated stories. */
export function sourceOf(vault, stories) {
  return {
    vault: async () => ({ ...vault, storyCount: stories.length }),
    stories: async function* () {
      yield* stories;
    },
    rawEmail: async () => null,
  };
}

/**
 * The book's side of the ListenLinkStore port, its links kept in a list: building a book adds links
 * and forgets an unfinished try's, nothing more (the in-memory fakes are the test kit's, not in dist).
 */
function listenLinksInAList() {
  const links = [];
  return {
    add: async (link) => {
      links.push(link);
    },
    discardExport: async (exportId) => {
      links.splice(0, links.length, ...links.filter((l) => l.exportId !== exportId));
    },
  };
}

/** The builder as the export jobs will make it, over files on disk and links kept in memory. */
export function bookBuilder(dir, stories) {
  const { PdfBookBuilder } = require('./modules/keepsakes/adapters/book/pdf-book-builder');
  const { IssueListenLinks } = require('./modules/keepsakes/application/listen-links.use-cases');
  const { LocalDiskObjectStore } = require('./shared/storage/local-disk-object.store');
  const { SharpPhotoCopier } = require('./shared/images/sharp-photo.copier');
  return new PdfBookBuilder(
    sourceOf(SAMPLE_VAULT, stories),
    new LocalDiskObjectStore(dir),
    new SharpPhotoCopier(),
    new IssueListenLinks(listenLinksInAList()),
  );
}
