import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { AppConfig } from '../../../config/app-config';
import { ObjectStore } from '../../../shared/storage/object-store';
import { Clock } from '../../../shared/time/clock';
import { EXPORT_CONTENT_TYPE, EXPORT_KEEP_MS, ExportRecord, exportsPrefix } from '../domain/export';
import { KeepsakeBuilders } from './keepsake-builders';
import { ExportReadyNotice } from './export-ready-notice.service';
import { ExportRepository } from './ports/export.repository';

export interface BuildContext {
  signal: AbortSignal;
  /** Renews the job's lease and records its progress. */
  progress: (done: number, total: number) => Promise<void>;
  /** This is the export's last try: a failure marks it failed. */
  lastTry: boolean;
}

/** The plain words a failed export shows; the cause goes to the log. */
const FAILED = 'Something went wrong while making this file. Please ask for a new one.';
const NO_BUILDER = { pdf: 'Books cannot be made here yet.', zip: 'Archives cannot be made here yet.' } as const;

/**
 * The worker's making of one export. Each try is a builder of its own (a fresh id), writing to a
 * key of its own; the object store keeps a file only once it is wholly written, and the export
 * is marked done only while this try still holds it. So a worker killed mid-way leaves nothing
 * behind, and of two tries (one whose lease ran out, one that took over) only one finishes.
 */
@Injectable()
export class BuildExport {
  private readonly logger = new Logger(BuildExport.name);

  constructor(
    private readonly exports: ExportRepository,
    private readonly builders: KeepsakeBuilders,
    private readonly store: ObjectStore,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly notice: ExportReadyNotice,
  ) {}

  async execute(exportId: string, ctx: BuildContext): Promise<void> {
    const record = await this.exports.find(exportId);
    // A failed export is over: its last try failed, or the member who asked for it was removed.
    if (!record || record.status === 'done' || record.status === 'expired' || record.status === 'failed') return;
    const builder = this.builders.for(record.format);
    if (!builder) {
      await this.exports.fail(exportId, NO_BUILDER[record.format], this.clock.now());
      return;
    }
    const tryId = randomUUID();
    if (!(await this.exports.start(exportId, tryId, this.clock.now()))) return;
    const key = `${exportsPrefix(record.vaultId)}${exportId}/${tryId}.${record.format}`;
    try {
      const size = await this.write(record, key, tryId, ctx);
      await this.makeRoom(record, size);
      const expiresAt = new Date(this.clock.now().getTime() + EXPORT_KEEP_MS);
      const finished = await this.exports.finish(
        exportId,
        tryId,
        { objectKey: key, sizeBytes: size, expiresAt },
        this.clock.now(),
      );
      if (!finished) {
        await this.store.delete(key);
        return;
      }
      await this.notice
        .send(record, expiresAt)
        .catch((error: unknown) =>
          this.logger.warn(`The export ${exportId} is ready but its email failed: ${String(error)}`),
        );
    } catch (error) {
      await this.store.delete(key).catch(() => undefined);
      if (ctx.signal.aborted) throw error;
      this.logger.error(
        `Export ${exportId} (${record.format}) failed: ${error instanceof Error ? error.stack : String(error)}`,
      );
      if (ctx.lastTry) await this.exports.fail(exportId, FAILED, this.clock.now());
      throw error;
    }
  }

  /**
   * Keeps the vault's files within EXPORT_STORAGE_MB_PER_VAULT: its oldest ready exports go (the
   * file deleted, the export expired) until the new file fits, or none is left; the new one is
   * always kept.
   */
  private async makeRoom(record: ExportRecord, size: number): Promise<void> {
    const cap = this.config.EXPORT_STORAGE_MB_PER_VAULT * 1024 * 1024;
    const kept = (await this.exports.kept(record.vaultId)).filter((e) => e.id !== record.id);
    let total = kept.reduce((sum, e) => sum + (e.sizeBytes ?? 0), size);
    for (const old of kept) {
      if (total <= cap) return;
      if (old.objectKey) await this.store.delete(old.objectKey);
      await this.exports.markExpired(old.id);
      total -= old.sizeBytes ?? 0;
    }
  }

  /** Builds into the store under `key`; answers the file's size. */
  private async write(record: ExportRecord, key: string, tryId: string, ctx: BuildContext): Promise<number> {
    const builder = this.builders.for(record.format)!;
    const out = new PassThrough();
    const stored = this.store.put(key, out, { contentType: EXPORT_CONTENT_TYPE[record.format] });
    let lastPercent = -1;
    let lastBeat = 0;
    const built = builder.build(
      {
        exportId: record.id,
        vaultId: record.vaultId,
        format: record.format,
        book: record.options,
        appUrl: this.config.link(''),
      },
      out,
      async (done, total) => {
        const percent = total > 0 ? Math.min(99, Math.floor((done / total) * 100)) : 0;
        const now = Date.now();
        if (percent === lastPercent && now - lastBeat < 5000) return;
        lastPercent = percent;
        lastBeat = now;
        await ctx.progress(done, total);
        await this.exports.progress(record.id, tryId, percent);
      },
      ctx.signal,
    );
    // Whichever fails first fails both: a store that refuses stops the builder, and the reverse.
    built.catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
    stored.catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
    const [, info] = await Promise.all([built, stored]);
    return info.size;
  }
}
