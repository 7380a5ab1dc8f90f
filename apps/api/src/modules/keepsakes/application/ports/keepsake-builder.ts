import type { Writable } from 'node:stream';
import type { BookOptions, ExportFormat } from '../../domain/keepsake';

/** What a builder is asked to make. */
export interface KeepsakeRequest {
  exportId: string;
  vaultId: string;
  format: ExportFormat;
  /** For a book (format pdf); ignored by the archive. */
  book: BookOptions;
  /** The site's address, for links printed in the book ("https://storyvault.example"). */
  appUrl: string;
}

/** Progress, as work done of the work there is (stories, files): saved by the job as it goes. */
export type KeepsakeProgress = (done: number, total: number) => Promise<void> | void;

/**
 * Port: writes one keepsake (the book or the archive) to `out`, a stream it ends. It stops, with
 * an error, when `signal` aborts (the job's lease was lost: another worker builds it).
 */
export abstract class KeepsakeBuilder {
  abstract readonly format: ExportFormat;
  abstract build(
    request: KeepsakeRequest,
    out: Writable,
    progress: KeepsakeProgress,
    signal: AbortSignal,
  ): Promise<void>;
}
