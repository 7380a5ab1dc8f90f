import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pcmWav, startTranscriptionStandIn, TranscriptionStandIn } from '@storyvault/testing';
import { TranscriptionRefusedError, TranscriptionUnavailableError } from '../../domain/transcription.errors';
import { OpenAiTranscriber } from './openai-transcriber';

/** The adapter against a stand-in that answers as the OpenAI-compatible protocol does. */
describe('OpenAiTranscriber', () => {
  let stand: TranscriptionStandIn;
  let dir: string;
  let wav: string;
  const transcriber = (options: Partial<ConstructorParameters<typeof OpenAiTranscriber>[0]> = {}) =>
    new OpenAiTranscriber({ url: stand.url, model: 'whisper-1', timeoutMs: 5_000, ...options });
  const piece = () => ({ path: wav, filename: 'memo.wav', contentType: 'audio/wav' });
  const failure = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (error) {
      return error;
    }
    throw new Error('it did not fail');
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'transcriber-spec-'));
    wav = join(dir, 'memo.wav');
    await writeFile(wav, pcmWav(0.5));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  beforeEach(async () => {
    stand = await startTranscriptionStandIn();
  });
  afterEach(() => stand.close());

  it('sends the file, model, language and key as a multipart form, and answers the text', async () => {
    stand.apiKey = 'sk-test-1';
    stand.script({ status: 200, text: 'I grew up on a farm.' });
    const text = await transcriber({ apiKey: 'sk-test-1', language: 'de', url: `${stand.url}/v1/` }).transcribe(
      piece(),
    );
    expect(text).toBe('I grew up on a farm.');
    expect(stand.requests).toEqual([
      expect.objectContaining({
        path: '/v1/audio/transcriptions',
        authorization: 'Bearer sk-test-1',
        model: 'whisper-1',
        language: 'de',
        filename: 'memo.wav',
        contentType: 'audio/wav',
        bytes: pcmWav(0.5).length,
      }),
    ]);
    expect(stand.requests[0].file!.equals(pcmWav(0.5))).toBe(true);
  });

  it('sends no Authorization and no language when none is set', async () => {
    await transcriber().transcribe(piece());
    expect(stand.requests[0]).toMatchObject({ authorization: null, language: null });
  });

  it('a wrong key, an unknown model and a file too large are refused, with the service’s message', async () => {
    stand.apiKey = 'sk-right';
    const wrongKey = await failure(transcriber({ apiKey: 'sk-wrong' }).transcribe(piece()));
    expect(wrongKey).toBeInstanceOf(TranscriptionRefusedError);
    expect(wrongKey).toMatchObject({ status: 401, message: expect.stringContaining('Incorrect API key provided') });

    stand.apiKey = null;
    stand.models = ['whisper-1'];
    const model = await failure(transcriber({ model: 'whisper-9' }).transcribe(piece()));
    expect(model).toMatchObject({ status: 404, message: expect.stringContaining('whisper-9') });

    stand.maxBytes = 1000;
    const large = await failure(transcriber().transcribe(piece()));
    expect(large).toBeInstanceOf(TranscriptionRefusedError);
    expect(large).toMatchObject({ status: 413, message: expect.stringContaining('TRANSCRIBE_MAX_BYTES') });

    stand.maxBytes = 25 * 1024 * 1024;
    stand.script({ status: 400, message: 'Invalid file format. Supported formats: mp3, wav' });
    const bad = await failure(transcriber().transcribe(piece()));
    expect(bad).toMatchObject({ status: 400, message: expect.stringContaining('Invalid file format') });
    expect(bad).toBeInstanceOf(TranscriptionRefusedError);
  });

  it('429 is worth another try, no sooner than its Retry-After (seconds or a date)', async () => {
    stand.script({ status: 429, retryAfter: 7 });
    const seconds = await failure(transcriber().transcribe(piece()));
    expect(seconds).toBeInstanceOf(TranscriptionUnavailableError);
    expect(seconds).toMatchObject({ retryAfterSeconds: 7, message: expect.stringContaining('429: Rate limit') });

    stand.script({ status: 429, retryAfter: new Date(Date.now() + 60_000).toUTCString() });
    const date = (await failure(transcriber().transcribe(piece()))) as TranscriptionUnavailableError;
    expect(date.retryAfterSeconds).toBeGreaterThan(55);
    expect(date.retryAfterSeconds).toBeLessThanOrEqual(61);

    stand.script({ status: 429 });
    expect(await failure(transcriber().transcribe(piece()))).toMatchObject({ retryAfterSeconds: null });
  });

  it('500 and 503 are worth another try', async () => {
    stand.script({ status: 500 }, { status: 503 });
    for (const status of [500, 503]) {
      const error = await failure(transcriber().transcribe(piece()));
      expect(error).toBeInstanceOf(TranscriptionUnavailableError);
      expect(error).toMatchObject({ message: expect.stringContaining(`${status}: `) });
    }
  });

  it('a service that does not answer in time is worth another try; a slow one within the time is waited for', async () => {
    stand.script({ hang: true });
    const started = Date.now();
    const error = await failure(transcriber({ timeoutMs: 300 }).transcribe(piece()));
    expect(error).toBeInstanceOf(TranscriptionUnavailableError);
    expect((error as Error).message).toMatch(/no answer within/);
    expect(Date.now() - started).toBeLessThan(5_000);

    stand.script({ status: 200, text: 'Slowly.', delayMs: 200 });
    expect(await transcriber({ timeoutMs: 5_000 }).transcribe(piece())).toBe('Slowly.');
  });

  it('a service that is not there is worth another try', async () => {
    const url = stand.url;
    await stand.close();
    const error = await failure(new OpenAiTranscriber({ url, model: 'm', timeoutMs: 2_000 }).transcribe(piece()));
    expect(error).toBeInstanceOf(TranscriptionUnavailableError);
    expect((error as Error).message).toMatch(/could not be reached/);
    stand = await startTranscriptionStandIn();
  });

  it('reach tells whether the service answers and takes the key', async () => {
    expect(await transcriber().reach(2_000)).toMatchObject({ reachable: true });
    stand.apiKey = 'sk-right';
    expect(await transcriber({ apiKey: 'sk-wrong' }).reach(2_000)).toMatchObject({
      reachable: false,
      detail: expect.stringContaining('TRANSCRIBE_API_KEY'),
    });
    const url = stand.url;
    await stand.close();
    expect(await new OpenAiTranscriber({ url, model: 'm', timeoutMs: 1_000 }).reach(1_000)).toMatchObject({
      reachable: false,
    });
    stand = await startTranscriptionStandIn();
  });
});
