import { Injectable } from '@nestjs/common';
import { SqlObjectOwner } from '../../../../shared/storage/sql-object-owner';

/**
 * The exports' files: a key is alive while an export names it. A failed try's file, or a deleted
 * vault's exports, are named by no row.
 */
@Injectable()
export class TypeormExportObjectOwner extends SqlObjectOwner {
  readonly prefix = 'exports/';

  protected named(keys: string[]): Promise<Set<string>> {
    return this.keysOf(`SELECT object_key AS key FROM exports WHERE object_key = ANY($1::varchar[])`, [keys]);
  }
}
