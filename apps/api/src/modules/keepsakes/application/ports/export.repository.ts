import type { BookOptions, ExportFormat } from '../../domain/keepsake';
import type { ExportRecord, ExportStatus } from '../../domain/export';

export interface NewExport {
  id: string;
  vaultId: string;
  requestedBy: string;
  format: ExportFormat;
  options: BookOptions;
  createdAt: Date;
}

/** What a request may add: at once per vault, and over the day since `since` per person and per vault. */
export interface ExportCaps {
  activePerVault: number;
  perPersonPerDay: number;
  perVaultPerDay: number;
  since: Date;
}

/**
 * What became of a request: added (`ahead`: the vault's exports queued or running before it), the
 * same export the person asked for still being made, or refused: the vault busy, or a day's cap
 * reached until `freesAt` (when the oldest counted request leaves the day).
 */
export type AddExportOutcome =
  | { kind: 'added'; ahead: number }
  | { kind: 'repeat'; id: string; status: ExportStatus }
  | { kind: 'busy' }
  | { kind: 'capped'; scope: 'person' | 'vault'; freesAt: Date };

/** Port: the exports asked for, and the one try (builder) allowed to finish each. */
export abstract class ExportRepository {
  /**
   * Adds the export within the caps (failed exports are not counted). Requests for one vault are
   * counted one at a time (the vault's row is locked), so several api processes hold the caps.
   */
  abstract add(record: NewExport, caps: ExportCaps): Promise<AddExportOutcome>;
  abstract find(id: string): Promise<ExportRecord | null>;
  abstract listRecent(vaultId: string, limit: number): Promise<ExportRecord[]>;
  /** Hands the export to a new try (`builder`), unless it is finished; false when it is. */
  abstract start(id: string, builder: string, now: Date): Promise<boolean>;
  /** Saves progress (0–100) while `builder` still holds the export. */
  abstract progress(id: string, builder: string, percent: number): Promise<void>;
  /** Marks it done with its file, only while `builder` holds it and it is running; false otherwise. */
  abstract finish(
    id: string,
    builder: string,
    file: { objectKey: string; sizeBytes: number; expiresAt: Date },
    now: Date,
  ): Promise<boolean>;
  /** Marks it failed with a plain message (unless it is done). */
  abstract fail(id: string, error: string, now: Date): Promise<void>;
  /** Fails, with `error`, the exports `userId` asked for in the vault that are queued or running. */
  abstract failRequestedBy(vaultId: string, userId: string, error: string, now: Date): Promise<void>;
  /** Done exports whose file is due to be deleted at `now`. */
  abstract dueToExpire(now: Date, limit: number): Promise<ExportRecord[]>;
  abstract markExpired(id: string): Promise<void>;
  /** The vault's done exports with their file, oldest first (those that make room for a new one). */
  abstract kept(vaultId: string): Promise<ExportRecord[]>;
  /** Every export of an erased vault and its books' listen links: the rows (the files went first). */
  abstract deleteForVault(vaultId: string): Promise<void>;
}
