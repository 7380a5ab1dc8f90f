/** What ffprobe found in a file. */
export type AudioCheck =
  | { kind: 'audio'; seconds: number | null; codec: string | null }
  | { kind: 'not-audio'; reason: string }
  /** No ffprobe here: the file could not be checked. */
  | { kind: 'unchecked' };

export interface AudioToolsStatus {
  ffmpeg: string | null;
  ffprobe: string | null;
}

/**
 * Port: checking and converting recordings (ffmpeg and ffprobe). Either program may be missing
 * on a machine: then checks answer `unchecked` and conversion is not offered, and callers carry on.
 */
export abstract class AudioTools {
  /** The versions found (first line of `-version`), or null for a program that is missing. */
  abstract status(): Promise<AudioToolsStatus>;
  /** Whether the file holds sound that can be played. */
  abstract check(path: string, signal?: AbortSignal): Promise<AudioCheck>;
  /**
   * The recording as 16 kHz mono MP3 pieces of at most `maxBytes` each, written into `dir`, in
   * order. Throws AudioToolsMissingError without ffmpeg, AudioConversionError for a file it cannot read.
   */
  abstract speechPieces(input: string, dir: string, maxBytes: number, signal?: AbortSignal): Promise<string[]>;
}

export class AudioToolsMissingError extends Error {
  constructor(program: string) {
    super(`${program} is not installed here (Debian: apt-get install ffmpeg; or set FFMPEG_PATH and FFPROBE_PATH).`);
  }
}

export class AudioConversionError extends Error {}
