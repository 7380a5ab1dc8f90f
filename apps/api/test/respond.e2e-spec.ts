import { ManualClock } from '@storyvault/api/shared/time/clock';
import { CATEGORY_LABELS } from '@storyvault/contracts';
import { firstAnswerToken, startTestApp, TestApp } from '@storyvault/api-testing';
import { binaryBody, filesUnder, signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { once } from 'node:events';
import { readdirSync } from 'node:fs';
import http from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import request, { Response } from 'supertest';

const INVALID_LINK = 'Invalid link. Please check your email or SMS for the correct link.';
const TOO_LARGE = 'The recording is too long or too large (at most 30 minutes, 100 MB).';
const UNREADABLE = 'The recording could not be read. Please record again.';

/** A PCM WAV as the record page makes it: a 440 Hz tone (or silence), little-endian samples. */
function pcmWav({ seconds = 1, sampleRate = 24_000, bits = 16, silent = false } = {}): Buffer {
  const bytesPerSample = bits / 8;
  const frames = Math.round(seconds * sampleRate);
  const wav = Buffer.alloc(44 + frames * bytesPerSample);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(wav.length - 8, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * bytesPerSample, 28);
  wav.writeUInt16LE(bytesPerSample, 32);
  wav.writeUInt16LE(bits, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(frames * bytesPerSample, 40);
  for (let i = 0; !silent && i < frames; i++) {
    const value = Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 0.5;
    if (bits === 16) wav.writeInt16LE(Math.round(value * 32767), 44 + 2 * i);
    else wav.writeUInt8(Math.round(128 + value * 127), 44 + i);
  }
  return wav;
}

/** Collects a response body as bytes, whatever its content type. */
function expectError(res: Response, status: number, code: string, message?: string) {
  expect({ status: res.status, code: res.body.code }).toEqual({ status, code });
  expect(res.body.statusCode).toBe(status);
  expect(typeof res.body.message).toBe('string');
  if (message) expect(res.body.message).toBe(message);
}

/**
 * The answer pages' API on the whole app: a real question email (real SMTP) gives the token,
 * the answers become stories the owner lists, and the recording streams back byte for byte.
 */
describe('answering by link (text and voice)', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-03-02T09:00:00Z'));
  let owner: Awaited<ReturnType<typeof signedInOwner>>['agent'];
  let vaultId: string;
  let token: string;
  let questionText: string;
  let questionCategory: keyof typeof CATEGORY_LABELS;
  let voiceStory: { id: string; audioUrl: string };
  const recording = pcmWav({ seconds: 1.5 });

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://stories.example.com' } });
    ({ agent: owner } = await signedInOwner(t.server, { name: 'Ann Smith' }));
    const vault = await owner
      .post('/api/vaults')
      .send({
        seniorName: 'Rose Mary Smith',
        seniorEmail: 'rose@example.com',
        seniorPhone: '',
        deliveryMethod: 'email',
        frequency: 1,
        sendIntroEmail: false,
        isSetupComplete: true,
      })
      .expect(201);
    vaultId = vault.body.id;
    ({ text: questionText, category: questionCategory } = (
      await owner.get(`/api/vaults/${vaultId}/questions`)
    ).body[0].question);
    token = await firstAnswerToken(t, smtp, clock);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const stories = async () => (await owner.get(`/api/vaults/${vaultId}/stories`).expect(200)).body;
  const voice = () => request(t.server).post('/api/respond/voice');

  describe('GET /api/respond/question', () => {
    it('shows the question, the senior’s and the owner’s first names, and nothing else', async () => {
      const res = await request(t.server).get('/api/respond/question').query({ token }).expect(200);
      expect(res.body).toEqual({
        question: questionText,
        seniorFirstName: 'Rose',
        language: 'en',
        ownerFirstName: 'Ann',
        answeredAt: null,
      });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it.each([
      ['no token', ''],
      ['an empty token', '?token='],
      ['a malformed token', '?token=..%2F..%2Fetc'],
      ['an unknown well-formed token', `?token=${'a'.repeat(32)}`],
      ['a token given twice', `?token=${'a'.repeat(32)}&token=b`],
    ])('answers 404 INVALID_LINK for %s', async (_name, query) => {
      const res = await request(t.server).get(`/api/respond/question${query}`);
      expectError(res, 404, 'INVALID_LINK', INVALID_LINK);
    });
  });

  describe('POST /api/respond/text', () => {
    it('keeps the trimmed text as a written story; the raw text is kept as sent', async () => {
      const text = '  We lived above the bakery on Elm Street.\n\nEvery morning smelled of bread.  \n';
      const res = await request(t.server).post('/api/respond/text').send({ text, token }).expect(201);
      expect(res.body).toEqual({ ok: true });
      const [story] = await stories();
      expect(story).toMatchObject({
        question: { text: questionText },
        responseType: 'written',
        fullText: 'We lived above the bakery on Elm Street.\n\nEvery morning smelled of bread.',
        rawText: text,
        audioUrl: null,
      });
      // The category by its name, then what the story is about; no slug, no filler words.
      expect(story.tags).toEqual([CATEGORY_LABELS[questionCategory], 'Elm Street']);
      // The link used again says when it was answered, so the page can tell the senior kindly.
      const again = await request(t.server).get('/api/respond/question').query({ token }).expect(200);
      expect(again.body).toEqual({
        question: questionText,
        seniorFirstName: 'Rose',
        language: 'en',
        ownerFirstName: 'Ann',
        answeredAt: clock.now().toISOString(),
      });
      const activities = (await owner.get(`/api/vaults/${vaultId}/activities`)).body;
      expect(activities[0]).toMatchObject({ type: 'story_received' });
    });

    it('refuses an empty story with the page’s own words', async () => {
      for (const text of ['', '   \n\t ', undefined]) {
        const res = await request(t.server).post('/api/respond/text').send({ text, token });
        expectError(res, 400, 'STORY_EMPTY', 'Please write your story before submitting.');
      }
    });

    it('refuses a story over 30,000 characters, and keeps one of exactly 30,000', async () => {
      const tooLong = await request(t.server)
        .post('/api/respond/text')
        .send({ text: 'a'.repeat(30_001), token });
      expectError(
        tooLong,
        400,
        'STORY_TOO_LONG',
        'Your story is longer than 30,000 characters. Please shorten it and submit again.',
      );
      // The longest story in the widest script still fits the JSON body limit.
      await request(t.server)
        .post('/api/respond/text')
        .send({ text: '語'.repeat(30_000), token })
        .expect(201);
    });

    it('answers 404 INVALID_LINK for a missing, malformed or unknown token', async () => {
      for (const body of [{ text: 'A story' }, { text: 'A story', token: '' }, { text: 'A story', token: 'x' }]) {
        expectError(await request(t.server).post('/api/respond/text').send(body), 404, 'INVALID_LINK', INVALID_LINK);
      }
      const unknown = { text: 'A story', token: 'b'.repeat(32) };
      expectError(await request(t.server).post('/api/respond/text').send(unknown), 404, 'INVALID_LINK', INVALID_LINK);
    });

    it('refuses wrong shapes with 400', async () => {
      for (const body of [
        { text: 5, token },
        { text: 'x', token: 5 },
        { text: 'x', token, extra: 1 },
      ]) {
        expectError(await request(t.server).post('/api/respond/text').send(body), 400, 'VALIDATION_FAILED');
      }
    });
  });

  describe('POST /api/respond/voice', () => {
    it('keeps a WAV recording as a voice story (the same link can answer again)', async () => {
      const res = await voice()
        .field('token', token)
        .attach('audio', recording, { filename: 'recording.wav', contentType: 'audio/wav' })
        .expect(201);
      expect(res.body).toEqual({ ok: true });
      const [story] = await stories();
      expect(story).toMatchObject({ question: { text: questionText }, responseType: 'voice' });
      expect(story.audioUrl).toBe(`/api/stories/${story.id}/audio`);
      voiceStory = story;
    });

    it('takes the recording’s length announced before it, and refuses a recording of another length', async () => {
      const storiesBefore = (await stories()).length;
      const announced = await voice()
        .field('token', token)
        .field('audioSize', String(recording.length))
        .attach('audio', recording, { filename: 'recording.wav', contentType: 'audio/wav' })
        .expect(201);
      expect(announced.body).toEqual({ ok: true });
      const media = join(t.config.dataDir, 'media');
      const files = filesUnder(media);
      for (const size of [recording.length + 1, recording.length - 1]) {
        const wrong = await voice()
          .field('token', token)
          .field('audioSize', String(size))
          .attach('audio', recording, { filename: 'recording.wav', contentType: 'audio/wav' });
        expectError(
          wrong,
          400,
          'UPLOAD_UNREADABLE',
          'The upload could not be read: The recording did not arrive whole. Please press Submit Story again.',
        );
      }
      for (const size of ['0', 'many', '-5', String(100 * 1024 * 1024 + 2)]) {
        const bad = await voice()
          .field('token', token)
          .field('audioSize', size)
          .attach('audio', recording, { filename: 'recording.wav', contentType: 'audio/wav' });
        expectError(
          bad,
          400,
          'UPLOAD_UNREADABLE',
          "The upload could not be read: The audioSize field must be the recording's length in bytes.",
        );
      }
      expect(filesUnder(media)).toEqual(files);
      expect((await stories()).length).toBe(storiesBefore + 1);
    });

    it('streams the recording back to its owner byte for byte', async () => {
      const res = await owner.get(voiceStory.audioUrl).buffer(true).parse(binaryBody).expect(200);
      expect(res.headers['content-type']).toBe('audio/wav');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['content-length']).toBe(String(recording.length));
      expect(Buffer.compare(res.body, recording)).toBe(0);
    });

    it('answers a Range request with 206 and exactly that slice', async () => {
      const res = await owner
        .get(voiceStory.audioUrl)
        .set('Range', 'bytes=100-1099')
        .buffer(true)
        .parse(binaryBody)
        .expect(206);
      expect(res.headers['content-range']).toBe(`bytes 100-1099/${recording.length}`);
      expect(res.headers['content-length']).toBe('1000');
      expect(Buffer.compare(res.body, recording.subarray(100, 1100))).toBe(0);

      const tail = await owner.get(voiceStory.audioUrl).set('Range', 'bytes=-44').buffer(true).parse(binaryBody);
      expect(tail.status).toBe(206);
      expect(Buffer.compare(tail.body, recording.subarray(recording.length - 44))).toBe(0);

      const open = await owner
        .get(voiceStory.audioUrl)
        .set('Range', `bytes=${recording.length - 10}-`)
        .buffer(true)
        .parse(binaryBody);
      expect(open.headers['content-range']).toBe(
        `bytes ${recording.length - 10}-${recording.length - 1}/${recording.length}`,
      );
      expect(open.body).toHaveLength(10);
    });

    it('answers an unsatisfiable range with 416, and ignores a malformed one', async () => {
      const res = await owner.get(voiceStory.audioUrl).set('Range', `bytes=${recording.length}-`);
      expectError(res, 416, 'RANGE_NOT_SATISFIABLE');
      expect(res.headers['content-range']).toBe(`bytes */${recording.length}`);
      const malformed = await owner.get(voiceStory.audioUrl).set('Range', 'pages=1-2').buffer(true).parse(binaryBody);
      expect(malformed.status).toBe(200);
      expect(malformed.body).toHaveLength(recording.length);
    });

    it('is the owner’s alone: another owner and unknown stories get 404, the signed-out 401', async () => {
      const { agent: stranger } = await signedInOwner(t.server, { name: 'Eve Other' });
      expectError(await stranger.get(voiceStory.audioUrl), 404, 'RECORDING_NOT_FOUND');
      expectError(await request(t.server).get(voiceStory.audioUrl), 401, 'NOT_SIGNED_IN');
      const written = (await stories()).find((s: { responseType: string }) => s.responseType === 'written');
      expectError(await owner.get(`/api/stories/${written.id}/audio`), 404, 'RECORDING_NOT_FOUND');
      expectError(await owner.get('/api/stories/not-a-uuid/audio'), 404, 'RECORDING_NOT_FOUND');
      expectError(
        await owner.get('/api/stories/00000000-0000-4000-8000-000000000000/audio'),
        404,
        'RECORDING_NOT_FOUND',
      );
    });

    it('refuses a file that is not a WAV recording', async () => {
      for (const [content, name] of [
        [Buffer.from('ID3\u0004\u0000 not really an mp3 at all'), 'recording.wav'],
        [Buffer.concat([recording.subarray(0, 20), Buffer.from([2, 0]), recording.subarray(22)]), 'recording.wav'],
        [recording.subarray(0, 44), 'recording.wav'],
      ] as const) {
        const res = await voice().field('token', token).attach('audio', content, name);
        expectError(res, 400, 'RECORDING_UNREADABLE', UNREADABLE);
      }
    });

    it('refuses a recording over 30 minutes with 413', async () => {
      const long = pcmWav({ seconds: 30 * 60 + 1, sampleRate: 8_000, bits: 8, silent: true });
      const res = await voice().field('token', token).attach('audio', long, 'recording.wav');
      expectError(res, 413, 'RECORDING_TOO_LARGE', TOO_LARGE);
    });

    it('refuses an upload over 100 MB with 413', async () => {
      const huge = Buffer.alloc(100 * 1024 * 1024 + 1);
      recording.copy(huge, 0, 0, 44);
      const res = await voice().field('token', token).attach('audio', huge, 'recording.wav');
      expectError(res, 413, 'RECORDING_TOO_LARGE', TOO_LARGE);
    });

    it('answers 400 without a recording and 404 INVALID_LINK for a bad token', async () => {
      expectError(await voice().field('token', token), 400, 'RECORDING_MISSING');
      expectError(await voice().send({ token }), 400, 'UPLOAD_UNREADABLE');
      for (const bad of ['', 'nope', 'c'.repeat(32)]) {
        const res = await voice().field('token', bad).attach('audio', recording, 'recording.wav');
        expectError(res, 404, 'INVALID_LINK', INVALID_LINK);
      }
      expectError(await voice().field('other', 'x'), 400, 'UPLOAD_UNREADABLE');
      const noToken = await voice().attach('audio', recording, 'recording.wav');
      expectError(
        noToken,
        400,
        'UPLOAD_UNREADABLE',
        'The upload could not be read: The token must come before the recording.',
      );
      const tokenLast = await voice().attach('audio', recording, 'recording.wav').field('token', token);
      expectError(
        tokenLast,
        400,
        'UPLOAD_UNREADABLE',
        'The upload could not be read: The token must come before the recording.',
      );
    });

    it('turns the upload’s own failures into clear 4xx JSON', async () => {
      const wrongField = await voice().field('token', token).attach('photo', recording, 'recording.wav');
      expectError(wrongField, 400, 'UPLOAD_UNREADABLE', 'The upload could not be read: Unexpected file field - photo.');

      const twoFiles = await voice()
        .field('token', token)
        .attach('audio', recording, 'recording.wav')
        .attach('audio', recording, 'again.wav');
      expectError(twoFiles, 400, 'UPLOAD_UNREADABLE', 'The upload could not be read: Too many files.');

      const cutOff = await voice()
        .set('Content-Type', 'multipart/form-data; boundary=XYZ')
        .send(
          `--XYZ\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n` +
            '--XYZ\r\nContent-Disposition: form-data; name="audio"; filename="recording.wav"\r\n\r\nRIFF',
        );
      expectError(cutOff, 400, 'UPLOAD_UNREADABLE', 'The upload could not be read: Unexpected end of form.');

      const noBoundary = await voice().set('Content-Type', 'multipart/form-data').send('whatever');
      expectError(noBoundary, 400, 'UPLOAD_UNREADABLE');

      const mixed = await voice().set('Content-Type', 'multipart/mixed; boundary=XYZ').send('--XYZ--\r\n');
      expectError(mixed, 400, 'UPLOAD_UNREADABLE');

      const extraField = await voice()
        .field('token', token)
        .field('admin', 'true')
        .attach('audio', recording, 'recording.wav');
      expect(extraField.status).toBe(400);
    });

    it('keeps nothing of an upload refused or cut off: no file under the media folder, whole or half-written', async () => {
      const media = join(t.config.dataDir, 'media');
      const before = filesUnder(media);
      const storiesBefore = (await stories()).length;
      const huge = Buffer.alloc(100 * 1024 * 1024 + 1);
      recording.copy(huge, 0, 0, 44);
      const tooLarge = await voice().field('token', token).attach('audio', huge, 'recording.wav');
      expectError(tooLarge, 413, 'RECORDING_TOO_LARGE', TOO_LARGE);
      const notWav = await voice().field('token', token).attach('audio', recording.subarray(0, 44), 'recording.wav');
      expectError(notWav, 400, 'RECORDING_UNREADABLE', UNREADABLE);
      expect(filesUnder(media)).toEqual(before);

      // A sender who goes away mid-recording: its half-written file is removed once the connection drops.
      const server = http.createServer(t.app.getHttpAdapter().getInstance()).listen(0, '127.0.0.1');
      await once(server, 'listening');
      try {
        const upload = http.request({
          port: (server.address() as AddressInfo).port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/respond/voice',
          headers: { 'Content-Type': 'multipart/form-data; boundary=XYZ' },
        });
        upload.on('error', () => undefined);
        upload.write(
          `--XYZ\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n` +
            '--XYZ\r\nContent-Disposition: form-data; name="audio"; filename="recording.wav"\r\n' +
            'Content-Type: audio/wav\r\n\r\n',
        );
        upload.write(recording.subarray(0, 44));
        upload.write(Buffer.alloc(512 * 1024));
        await until(() => filesUnder(media).some((f) => f.startsWith('.partial/')), 'the upload to be written');
        upload.destroy();
        await until(() => !filesUnder(media).some((f) => f.startsWith('.partial/')), 'the half-written file to go');
      } finally {
        server.close();
      }
      expect(filesUnder(media)).toEqual(before);
      expect(readdirSync(join(media, '.partial'))).toEqual([]);
      expect(await stories()).toHaveLength(storiesBefore);
    });
  });
});

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
