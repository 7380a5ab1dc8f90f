import type { BookOptions, ExportFormat } from '../../domain/keepsake';
import type { ExportRecord } from '../../domain/export';

export interface NewExport {
  id: string;
  vaultId: string;
  requestedBy: string;
  format: ExportFormat;
  options: BookOptions;
  createdAt: Date;
}

/** Port: the exports asked for, and the one try (builder) allowed to finish each. */
export abstract class ExportRepository {
  /**
   * Adds the export unless the vault already has `limit` queued or running; answers whether it was
   * added. Requests for one vault are counted one at a time (the vault's row is locked).
   */
  abstract addWithin(record: NewExport, limit: number): Promise<boolean>;
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
  /** Done exports whose file is due to be deleted at `now`. */
  abstract dueToExpire(now: Date, limit: number): Promise<ExportRecord[]>;
  abstract markExpired(id: string): Promise<void>;
}
