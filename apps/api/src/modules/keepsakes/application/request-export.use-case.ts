import { Injectable } from '@nestjs/common';
import { EXPORT_LIMITS } from '@storyvault/contracts';
import { randomUUID } from 'node:crypto';
import { JobQueue } from '../../../shared/jobs/job-queue';
import { Clock } from '../../../shared/time/clock';
import { StoryArchive } from '../../stories/stories.public';
import { Actor, VaultAccess } from '../../vault/vault.public';
import { ExportsBusyError, ExportStatus, InvalidExportError, parseExportRequest } from '../domain/export';
import { ExportRepository } from './ports/export.repository';

export const EXPORT_JOB = 'keepsakes.export';
/** Tries of one export before it is marked failed. */
export const EXPORT_ATTEMPTS = 3;

export interface ExportJob {
  exportId: string;
}

/**
 * Asking for a keepsake: any member may ask for the book; everything (the archive, with every
 * email and file) is the owner's. Whether the owner still pays changes nothing: the collection
 * is never locked away. The worker builds it (a job per export).
 */
@Injectable()
export class RequestExport {
  constructor(
    private readonly access: VaultAccess,
    private readonly exports: ExportRepository,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly stories: StoryArchive,
  ) {}

  async execute(actor: Actor, vaultId: string, body: unknown): Promise<{ id: string; status: ExportStatus }> {
    await this.access.require(actor, vaultId, 'read');
    const { format, options } = parseExportRequest(body);
    if (format === 'zip') await this.access.require(actor, vaultId, 'manage');
    if (options.coverPhotoId && !(await this.stories.hasPhoto(vaultId, options.coverPhotoId)))
      throw new InvalidExportError('coverPhotoId must be the id of a photo of one of the stories.');
    const id = randomUUID();
    const added = await this.exports.addWithin(
      { id, vaultId, requestedBy: actor.id, format, options, createdAt: this.clock.now() },
      EXPORT_LIMITS.activePerVault,
    );
    if (!added) throw new ExportsBusyError();
    await this.jobs.enqueue<ExportJob>(
      EXPORT_JOB,
      { exportId: id },
      { key: `export:${id}`, maxAttempts: EXPORT_ATTEMPTS },
    );
    return { id, status: 'queued' };
  }
}
