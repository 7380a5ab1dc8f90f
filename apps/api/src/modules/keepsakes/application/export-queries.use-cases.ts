import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { ObjectStore } from '../../../shared/storage/object-store';
import { Clock } from '../../../shared/time/clock';
import { Actor, VaultAccess, VaultDirectory } from '../../vault/vault.public';
import {
  EXPORT_CONTENT_TYPE,
  exportFilename,
  ExportNotFoundError,
  ExportNotReadyError,
  ExportRecord,
} from '../domain/export';
import { ExportRepository } from './ports/export.repository';

/** Exports a vault's page lists. */
const RECENT = 20;

export interface ExportFile {
  filename: string;
  contentType: string;
  size: number;
  body: Readable;
}

/**
 * What members see of the exports. Every member sees the vault's list (what is being made, and
 * when it was asked for), and opens the books; an archive, which holds every email and file of
 * the vault, is opened (its status, its file) by the owner alone.
 */
@Injectable()
export class ExportQueries {
  constructor(
    private readonly access: VaultAccess,
    private readonly exports: ExportRepository,
    private readonly store: ObjectStore,
    private readonly vaults: VaultDirectory,
    private readonly clock: Clock,
  ) {}

  async list(actor: Actor, vaultId: string): Promise<ExportRecord[]> {
    await this.access.require(actor, vaultId, 'read');
    return (await this.exports.listRecent(vaultId, RECENT)).map((e) => this.current(e));
  }

  async get(actor: Actor, vaultId: string, exportId: string): Promise<ExportRecord> {
    const { role } = await this.access.require(actor, vaultId, 'read');
    const record = await this.exports.find(exportId);
    if (!record || record.vaultId !== vaultId) throw new ExportNotFoundError();
    if (record.format === 'zip') this.access.requireOf(role, 'keepsake.archive');
    return this.current(record);
  }

  async open(actor: Actor, vaultId: string, exportId: string): Promise<ExportFile> {
    const record = await this.get(actor, vaultId, exportId);
    if (record.status !== 'done' || !record.objectKey) throw new ExportNotReadyError(record.status);
    const content = await this.store.get(record.objectKey);
    if (!content) throw new ExportNotReadyError('expired');
    const vault = await this.vaults.byId(vaultId);
    return {
      filename: exportFilename(vault?.seniorName ?? '', record.format, record.createdAt),
      contentType: EXPORT_CONTENT_TYPE[record.format],
      size: content.size,
      body: content.body,
    };
  }

  /** A done export past its expiry reads as expired, even before the worker has deleted its file. */
  private current(record: ExportRecord): ExportRecord {
    if (record.status === 'done' && record.expiresAt && record.expiresAt <= this.clock.now())
      return { ...record, status: 'expired' };
    return record;
  }
}
