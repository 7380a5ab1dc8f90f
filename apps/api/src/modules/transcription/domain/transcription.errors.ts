/** The service could not answer now (busy, down, too slow): try again later, not before `retryAfterSeconds` when given. */
export class TranscriptionUnavailableError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'TranscriptionUnavailableError';
  }
}

/** The service refused the recording or the request (bad key, unknown model, unreadable file): trying again changes nothing. */
export class TranscriptionRefusedError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'TranscriptionRefusedError';
  }
}

/**
 * A Retry-After header's wait in seconds (a number of seconds, or an HTTP date), or null when
 * absent or unreadable; never negative.
 */
export function retryAfterSeconds(header: string | null, now: Date): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

/** The texts of a recording's pieces (and of a story's recordings), in order, as one transcript. */
export function joinTranscripts(texts: readonly string[]): string {
  return texts
    .map((text) => text.trim())
    .filter(Boolean)
    .join('\n\n');
}
