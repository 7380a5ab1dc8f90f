import { Injectable } from '@nestjs/common';
import { ObjectStore } from '../../../shared/storage/object-store';
import { exportsPrefix } from '../domain/export';
import { ExportRepository } from './ports/export.repository';

/**
 * A vault being erased loses its books and archives: every file under the vault's exports
 * prefix (every try's, finished or not), then the rows and the books' listen links. Safe to run
 * again: a file already gone is no failure.
 */
@Injectable()
export class EraseVaultKeepsakes {
  constructor(
    private readonly exportsOf: ExportRepository,
    private readonly media: ObjectStore,
  ) {}

  async execute(vaultId: string): Promise<void> {
    const keys: string[] = [];
    for await (const object of this.media.list(exportsPrefix(vaultId))) keys.push(object.key);
    for (const key of keys) await this.media.delete(key);
    await this.exportsOf.deleteForVault(vaultId);
  }
}
