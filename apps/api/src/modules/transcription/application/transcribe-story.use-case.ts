import { Injectable, Logger } from '@nestjs/common';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AppConfig } from '../../../config/app-config';
import { AudioConversionError, AudioTools, AudioToolsMissingError } from '../../../shared/audio/audio-tools';
import { ObjectStore } from '../../../shared/storage/object-store';
import { StoryRecording, StoryTranscripts } from '../../stories/stories.public';
import { joinTranscripts, TranscriptionRefusedError } from '../domain/transcription.errors';
import { AudioPiece, Transcriber } from './ports/transcriber';

/** What became of a story's transcription. */
export type TranscribeOutcome = 'done' | 'already-done' | 'failed' | 'no-recording';

export interface TranscribeOptions {
  signal?: AbortSignal;
  /** Told after each piece sent (renews a job's lease). */
  progress?: (done: number, total: number) => Promise<void>;
  /** No try follows this one: a failure that could pass is final too. */
  lastTry?: boolean;
}

/** Formats the OpenAI-compatible services take as they are, when no ffmpeg is here to convert. */
const TAKEN_AS_IS = new Set(['.flac', '.m4a', '.mp3', '.mp4', '.mpeg', '.mpga', '.oga', '.ogg', '.wav', '.webm']);

/**
 * Writes down a voice story: each recording fetched from storage, converted with ffmpeg to
 * 16 kHz mono MP3 in pieces under the service's size limit, each piece sent to the Transcriber,
 * the texts joined, and the transcript stored once (a second worker, or this job run again after
 * a crash, stores nothing). A refusal that another try cannot change marks the story failed; a
 * passing trouble (busy, down, slow) is thrown for the job to try again.
 */
@Injectable()
export class TranscribeStory {
  private readonly logger = new Logger('Transcription');

  constructor(
    private readonly stories: StoryTranscripts,
    private readonly storage: ObjectStore,
    private readonly audio: AudioTools,
    private readonly transcriber: Transcriber,
    private readonly config: AppConfig,
  ) {}

  async execute(storyId: string, options: TranscribeOptions = {}): Promise<TranscribeOutcome> {
    const story = await this.stories.find(storyId);
    if (!story) return 'no-recording';
    if (story.status === 'done') return 'already-done';
    const dir = await mkdtemp(join(tmpdir(), 'storyvault-transcribe-'));
    try {
      const pieces: AudioPiece[][] = [];
      for (const [index, recording] of story.recordings.entries())
        pieces.push(await this.piecesOf(recording, join(dir, String(index)), options.signal));
      const total = pieces.flat().length;
      const texts: string[] = [];
      for (const piece of pieces.flat()) {
        texts.push(await this.transcriber.transcribe(piece, options.signal));
        await options.progress?.(texts.length, total);
      }
      const stored = await this.stories.complete(storyId, joinTranscripts(texts));
      this.logger.log({ storyId, pieces: total, stored }, stored ? 'Voice story transcribed' : 'Already transcribed');
      return stored ? 'done' : 'already-done';
    } catch (error) {
      if (options.signal?.aborted) throw error;
      const final =
        error instanceof TranscriptionRefusedError ||
        error instanceof AudioConversionError ||
        error instanceof AudioToolsMissingError ||
        options.lastTry;
      if (!final) throw error;
      await this.stories.markFailed(storyId);
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error({ storyId, reason }, 'A voice story could not be transcribed');
      return 'failed';
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** A recording as the pieces to send: converted and split by ffmpeg, or as it is when ffmpeg is missing and it fits. */
  private async piecesOf(recording: StoryRecording, dir: string, signal?: AbortSignal): Promise<AudioPiece[]> {
    await mkdir(dir, { recursive: true });
    const ext = extname(recording.filename).toLowerCase();
    const input = join(dir, `recording${/^\.[a-z0-9]{1,5}$/.test(ext) ? ext : ''}`);
    const content = await this.storage.get(recording.mediaKey);
    if (!content) throw new TranscriptionRefusedError(`the recording ${recording.filename} is missing from storage`);
    await pipeline(content.body, createWriteStream(input), { signal });
    try {
      const paths = await this.audio.speechPieces(input, dir, this.config.TRANSCRIBE_MAX_BYTES, signal);
      return paths.map((path, i) => ({ path, filename: `piece-${i + 1}.mp3`, contentType: 'audio/mpeg' }));
    } catch (error) {
      if (!(error instanceof AudioToolsMissingError)) throw error;
      // Installing ffmpeg and running `storyvault transcribe --missing` then writes it down.
      if (!TAKEN_AS_IS.has(ext) || content.size > this.config.TRANSCRIBE_MAX_BYTES) throw error;
      return [{ path: input, filename: recording.filename, contentType: recording.contentType }];
    }
  }
}
