import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { AudioCheck, AudioConversionError, AudioTools, AudioToolsMissingError, AudioToolsStatus } from './audio-tools';

/** The speech format sent to a transcription service: mono, 16 kHz, 32 kbit/s MP3 (4 KB a second). */
const SPEECH_ARGS = ['-vn', '-ac', '1', '-ar', '16000', '-c:a', 'libmp3lame', '-b:a', '32k'];
const SPEECH_BYTES_PER_SECOND = 4000;
const OUTPUT_LIMIT = 64 * 1024;

interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

class ProgramMissing extends Error {}

/** Runs a program to its end, keeping at most 64 KB of each output; ProgramMissing when it is not installed. */
function run(program: string, args: string[], signal?: AbortSignal): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (stdout.length < OUTPUT_LIMIT) stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < OUTPUT_LIMIT) stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' || error.code === 'EACCES' ? new ProgramMissing(program) : error),
    );
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The last line of ffmpeg's complaint, for a message. */
const lastLine = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .pop() ?? 'unknown error';

/** ffprobe names the file it read ("/tmp/…/recording: Invalid data…"): the reason without it. */
const withoutPath = (line: string, path: string) => line.split(`${path}: `).join('').trim() || 'unreadable';

/** ffmpeg and ffprobe as installed (Debian's ffmpeg package, or the programs FFMPEG_PATH and FFPROBE_PATH name). */
export class FfmpegAudioTools extends AudioTools {
  constructor(
    private readonly ffmpeg: string,
    private readonly ffprobe: string,
  ) {
    super();
  }

  async status(): Promise<AudioToolsStatus> {
    const version = async (program: string) => {
      try {
        const result = await run(program, ['-hide_banner', '-version']);
        return result.code === 0 ? (result.stdout.split('\n')[0] ?? program) : null;
      } catch {
        return null;
      }
    };
    return { ffmpeg: await version(this.ffmpeg), ffprobe: await version(this.ffprobe) };
  }

  async check(path: string, signal?: AbortSignal): Promise<AudioCheck> {
    let result: RunResult;
    try {
      result = await run(
        this.ffprobe,
        ['-v', 'error', '-select_streams', 'a', '-show_entries', 'stream=codec_name,duration', '-of', 'json', path],
        signal,
      );
    } catch (error) {
      if (error instanceof ProgramMissing) return { kind: 'unchecked' };
      throw error;
    }
    if (result.code !== 0) return { kind: 'not-audio', reason: withoutPath(lastLine(result.stderr), path) };
    let streams: Array<{ codec_name?: string; duration?: string }> = [];
    try {
      streams = (JSON.parse(result.stdout) as { streams?: typeof streams }).streams ?? [];
    } catch {
      streams = [];
    }
    if (!streams.length) return { kind: 'not-audio', reason: 'no sound in it' };
    const seconds = Number(streams[0].duration);
    return {
      kind: 'audio',
      seconds: Number.isFinite(seconds) ? seconds : null,
      codec: streams[0].codec_name ?? null,
    };
  }

  async speechPieces(input: string, dir: string, maxBytes: number, signal?: AbortSignal): Promise<string[]> {
    // A tenth to spare: MP3 frames and the container's header make a piece a little over its share.
    const seconds = Math.max(1, Math.floor((maxBytes * 0.9) / SPEECH_BYTES_PER_SECOND));
    let result: RunResult;
    try {
      result = await run(
        this.ffmpeg,
        [
          '-hide_banner',
          '-nostdin',
          '-v',
          'error',
          '-i',
          input,
          ...SPEECH_ARGS,
          '-f',
          'segment',
          '-segment_time',
          String(seconds),
          '-reset_timestamps',
          '1',
          join(dir, 'piece-%04d.mp3'),
        ],
        signal,
      );
    } catch (error) {
      if (error instanceof ProgramMissing) throw new AudioToolsMissingError('ffmpeg');
      throw error;
    }
    if (result.code !== 0)
      throw new AudioConversionError(`ffmpeg could not read the recording: ${lastLine(result.stderr)}`);
    const pieces = (await readdir(dir)).filter((name) => /^piece-\d+\.mp3$/.test(name)).sort();
    if (!pieces.length) throw new AudioConversionError('ffmpeg found no sound in the recording');
    const paths = pieces.map((name) => join(dir, name));
    for (const path of paths)
      if ((await stat(path)).size > maxBytes)
        throw new AudioConversionError(`a piece of the recording came out over ${maxBytes} bytes`);
    return paths;
  }
}
