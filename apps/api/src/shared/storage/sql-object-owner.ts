import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ObjectOwner, ObjectOwners } from './object-owners';

/**
 * An owner of stored objects whose rows are in the database: it registers itself with the owners
 * while its module initialises, and a module writes only the SQL that tells which keys its rows
 * still name (`named`, never asked about no keys).
 */
@Injectable()
export abstract class SqlObjectOwner implements ObjectOwner, OnModuleInit {
  abstract readonly prefix: string;

  constructor(
    @InjectDataSource() protected readonly db: DataSource,
    private readonly owners: ObjectOwners,
  ) {}

  onModuleInit(): void {
    this.owners.add(this);
  }

  async alive(keys: string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    return this.named(keys);
  }

  /** Of `keys` (at least one, each under `prefix`), those a row still names. */
  protected abstract named(keys: string[]): Promise<Set<string>>;

  /** The `key` column of the rows `sql` selects. */
  protected async keysOf(sql: string, params: unknown[]): Promise<Set<string>> {
    const rows: Array<{ key: string }> = await this.db.query(sql, params);
    return new Set(rows.map((r) => r.key));
  }
}
