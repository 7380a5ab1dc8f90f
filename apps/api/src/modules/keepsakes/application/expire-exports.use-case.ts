import { Injectable } from '@nestjs/common';
import { ObjectStore } from '../../../shared/storage/object-store';
import { Clock } from '../../../shared/time/clock';
import { ExportRepository } from './ports/export.repository';

/** Finished files are kept 7 days; then the worker deletes them (the export reads "expired"). */
@Injectable()
export class ExpireExports {
  constructor(
    private readonly exports: ExportRepository,
    private readonly store: ObjectStore,
    private readonly clock: Clock,
  ) {}

  /** Answers how many files were deleted. */
  async execute(): Promise<number> {
    let deleted = 0;
    for (;;) {
      const due = await this.exports.dueToExpire(this.clock.now(), 100);
      for (const record of due) {
        if (record.objectKey) await this.store.delete(record.objectKey);
        await this.exports.markExpired(record.id);
        deleted++;
      }
      if (due.length < 100) return deleted;
    }
  }
}
