import { openAsBlob } from 'node:fs';
import { AudioPiece, Transcriber } from '../../application/ports/transcriber';
import {
  retryAfterSeconds,
  TranscriptionRefusedError,
  TranscriptionUnavailableError,
} from '../../domain/transcription.errors';

export interface OpenAiTranscriberOptions {
  /** The service's base URL (with or without a trailing /v1). */
  url: string;
  apiKey?: string;
  model: string;
  language?: string;
  timeoutMs: number;
}

/** Statuses worth another try later: the request timed out, a conflict, too many requests, the server's trouble. */
const RETRYABLE = new Set([408, 409, 425, 429]);

/** An OpenAI-style error body's message ({error: {message}}), or the body's start, or the status. */
function errorMessage(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown; detail?: unknown };
    const message =
      typeof parsed.error === 'object' ? parsed.error?.message : (parsed.error ?? parsed.message ?? parsed.detail);
    if (typeof message === 'string' && message.trim()) return `${status}: ${message.trim().slice(0, 500)}`;
  } catch {
    // Not JSON: the text itself says what went wrong.
  }
  const text = body.trim().slice(0, 200);
  return text ? `${status}: ${text}` : `${status}`;
}

/**
 * The OpenAI-compatible speech-to-text protocol: POST {url}/v1/audio/transcriptions, multipart
 * `file`, `model` and optionally `language`, answered by JSON {text}. OpenAI itself, Groq, a
 * faster-whisper-server, whisper.cpp's server and LocalAI all speak it.
 */
export class OpenAiTranscriber extends Transcriber {
  constructor(private readonly options: OpenAiTranscriberOptions) {
    super();
  }

  private endpoint(path: string): string {
    const base = this.options.url.replace(/\/+$/, '').replace(/\/v1$/, '');
    return `${base}/v1/${path}`;
  }

  private headers(): Record<string, string> {
    return this.options.apiKey ? { Authorization: `Bearer ${this.options.apiKey}` } : {};
  }

  async transcribe(piece: AudioPiece, signal?: AbortSignal): Promise<string> {
    const form = new FormData();
    form.append('file', await openAsBlob(piece.path, { type: piece.contentType }), piece.filename);
    form.append('model', this.options.model);
    if (this.options.language) form.append('language', this.options.language);
    form.append('response_format', 'json');
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    const aborted = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let status: number;
    let body: string;
    let retryAfter: string | null;
    try {
      const response = await fetch(this.endpoint('audio/transcriptions'), {
        method: 'POST',
        headers: { ...this.headers(), Accept: 'application/json' },
        body: form,
        signal: aborted,
      });
      status = response.status;
      retryAfter = response.headers.get('retry-after');
      body = await response.text();
    } catch (error) {
      if (signal?.aborted) throw error;
      if (timeout.aborted)
        throw new TranscriptionUnavailableError(
          `the transcription service gave no answer within ${Math.round(this.options.timeoutMs / 1000)} s`,
        );
      const cause =
        error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
      throw new TranscriptionUnavailableError(`the transcription service could not be reached (${cause})`);
    }
    if (status >= 200 && status < 300) {
      let text: unknown;
      try {
        text = (JSON.parse(body) as { text?: unknown }).text;
      } catch {
        text = undefined;
      }
      if (typeof text !== 'string')
        throw new TranscriptionUnavailableError('the transcription service answered without a text');
      return text;
    }
    const message = `the transcription service answered ${errorMessage(status, body)}`;
    if (RETRYABLE.has(status) || status >= 500)
      throw new TranscriptionUnavailableError(message, retryAfterSeconds(retryAfter, new Date()));
    if (status === 413)
      throw new TranscriptionRefusedError(`${message} (lower TRANSCRIBE_MAX_BYTES to its limit)`, status);
    throw new TranscriptionRefusedError(message, status);
  }

  async reach(timeoutMs: number): Promise<{ reachable: boolean; detail: string }> {
    try {
      const response = await fetch(this.endpoint('models'), {
        headers: this.headers(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.arrayBuffer();
      if (response.status === 401 || response.status === 403)
        return { reachable: false, detail: `it refused the key (${response.status}): check TRANSCRIBE_API_KEY` };
      if (response.status >= 500) return { reachable: false, detail: `it answered ${response.status}` };
      return { reachable: true, detail: `it answers (${response.status})` };
    } catch (error) {
      const cause =
        error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
      return { reachable: false, detail: `it could not be reached (${cause})` };
    }
  }
}
