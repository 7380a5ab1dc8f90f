import { Injectable } from '@nestjs/common';
import { EXPORT_LIMITS } from '@storyvault/contracts';
import { randomUUID } from 'node:crypto';
import { JobQueue } from '../../../shared/jobs/job-queue';
import { Clock } from '../../../shared/time/clock';
import { StoryArchive } from '../../stories/stories.public';
import { Actor, VaultAccess } from '../../vault/vault.public';
import {
  ExportsBusyError,
  ExportsLimitError,
  ExportStatus,
  InvalidExportError,
  parseExportRequest,
} from '../domain/export';
import { ExportRepository } from './ports/export.repository';

export const EXPORT_JOB = 'keepsakes.export';
/** Tries of one export before it is marked failed. */
export const EXPORT_ATTEMPTS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ExportJob {
  exportId: string;
}

/**
 * Asking for a keepsake: any member may ask for the book; everything (the archive, with every
 * email and file) is the owner's. Whether the owner still pays changes nothing: the collection
 * is never locked away. The worker builds it (a job per export). Asking again for the same thing
 * while it is being made answers that export; each person asks for at most 5 a day in a vault,
 * and a vault's family together for 10 (docs/decisions/0072-keepsakes-in-fair-measure.md).
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
    if (format === 'zip') await this.access.require(actor, vaultId, 'keepsake.archive');
    if (options.coverPhotoId && !(await this.stories.hasPhoto(vaultId, options.coverPhotoId)))
      throw new InvalidExportError('coverPhotoId must be the id of a photo of one of the stories.');
    if (options.storyIds && !(await this.stories.holdsAll(vaultId, options.storyIds)))
      throw new InvalidExportError(
        'storyIds must be stories of this collection: one of them is not (deleted, or never here). Please choose again.',
      );
    const id = randomUUID();
    const now = this.clock.now();
    const outcome = await this.exports.add(
      { id, vaultId, requestedBy: actor.id, format, options, createdAt: now },
      {
        activePerVault: EXPORT_LIMITS.activePerVault,
        perPersonPerDay: EXPORT_LIMITS.perPersonPerDay,
        perVaultPerDay: EXPORT_LIMITS.perVaultPerDay,
        since: new Date(now.getTime() - DAY_MS),
      },
    );
    if (outcome.kind === 'repeat') return { id: outcome.id, status: outcome.status };
    if (outcome.kind === 'busy') throw new ExportsBusyError();
    if (outcome.kind === 'capped')
      throw new ExportsLimitError(outcome.scope, (outcome.freesAt.getTime() + DAY_MS - now.getTime()) / 1000);
    // Fair among vaults: an export with others of its vault ahead waits behind every vault's first.
    await this.jobs.enqueue<ExportJob>(
      EXPORT_JOB,
      { exportId: id },
      { key: `export:${id}`, maxAttempts: EXPORT_ATTEMPTS, priority: outcome.ahead },
    );
    return { id, status: 'queued' };
  }
}
