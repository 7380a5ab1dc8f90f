import { FfmpegAudioTools } from '@storyvault/api/shared/audio/ffmpeg-audio-tools';
import { OpenAiTranscriber } from '@storyvault/api/modules/transcription/transcription.public';
import { CheckResult, DoctorInput, invalid, ok, warn } from './check';

/** Whether voice stories are written down: TRANSCRIBE_URL set, and the service answering (and taking the key). */
export async function transcriptionCheck(input: DoctorInput): Promise<CheckResult> {
  const name = 'transcription';
  const bad = invalid(name, input, [
    'TRANSCRIBE_URL',
    'TRANSCRIBE_API_KEY',
    'TRANSCRIBE_MODEL',
    'TRANSCRIBE_LANGUAGE',
    'TRANSCRIBE_MAX_BYTES',
    'TRANSCRIBE_TIMEOUT_SECONDS',
  ]);
  if (bad) return bad;
  const { config } = input;
  if (!config.TRANSCRIBE_URL)
    return ok(name, 'not set up: voice stories are kept as recordings and not written down (set TRANSCRIBE_URL)');
  const transcriber = new OpenAiTranscriber({
    url: config.TRANSCRIBE_URL,
    apiKey: config.TRANSCRIBE_API_KEY,
    model: config.TRANSCRIBE_MODEL,
    timeoutMs: input.timeoutMs,
  });
  const { reachable, detail } = await transcriber.reach(input.timeoutMs);
  const where = `${new URL(config.TRANSCRIBE_URL).origin} (model ${config.TRANSCRIBE_MODEL})`;
  if (reachable) return ok(name, `${where}: ${detail}`);
  return warn(
    name,
    `${where}: ${detail}; voice stories wait and are tried again`,
    'check TRANSCRIBE_URL and TRANSCRIBE_API_KEY (see docs/transcription.md)',
  );
}

/** Whether ffmpeg and ffprobe are here: converting and splitting recordings, and checking emailed voice memos. */
export async function audioToolsCheck(input: DoctorInput): Promise<CheckResult> {
  const name = 'ffmpeg';
  const bad = invalid(name, input, ['FFMPEG_PATH', 'FFPROBE_PATH']);
  if (bad) return bad;
  const status = await new FfmpegAudioTools(input.config.FFMPEG_PATH, input.config.FFPROBE_PATH).status();
  const missing = [
    ...(status.ffmpeg ? [] : [`ffmpeg (${input.config.FFMPEG_PATH})`]),
    ...(status.ffprobe ? [] : [`ffprobe (${input.config.FFPROBE_PATH})`]),
  ];
  if (!missing.length) return ok(name, `${status.ffmpeg}; ffprobe found`);
  return warn(
    name,
    `not found: ${missing.join(', ')}. Recordings are sent as they are (long or unusual ones cannot be ` +
      'transcribed) and emailed voice memos are not checked',
    'install ffmpeg (Debian: apt-get install ffmpeg), or set FFMPEG_PATH and FFPROBE_PATH',
  );
}
