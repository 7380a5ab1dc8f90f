/** A piece of a recording, as a file, to be written down. */
export interface AudioPiece {
  path: string;
  filename: string;
  contentType: string;
}

/**
 * Port: a speech-to-text service. transcribe answers the words said in the piece; it throws
 * TranscriptionUnavailableError when trying again later may help (busy, down, too slow) and
 * TranscriptionRefusedError when it will not.
 */
export abstract class Transcriber {
  abstract transcribe(piece: AudioPiece, signal?: AbortSignal): Promise<string>;
  /** Whether the service answers at all (for doctor): a plain sentence either way. */
  abstract reach(timeoutMs: number): Promise<{ reachable: boolean; detail: string }>;
}
