import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ObjectOwner, ObjectOwners } from '../../../../shared/storage/object-owners';

/**
 * The exports' files: a key is alive while an export names it. A failed try's file, or a deleted
 * vault's exports, are named by no row.
 */
@Injectable()
export class TypeormExportObjectOwner implements ObjectOwner, OnModuleInit {
  readonly prefix = 'exports/';

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly owners: ObjectOwners,
  ) {}

  onModuleInit(): void {
    this.owners.add(this);
  }

  async alive(keys: string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows: Array<{ key: string }> = await this.db.query(
      `SELECT object_key AS key FROM exports WHERE object_key = ANY($1::varchar[])`,
      [keys],
    );
    return new Set(rows.map((r) => r.key));
  }
}
