import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ObjectOwner, ObjectOwners } from '../../../../shared/storage/object-owners';

/**
 * The photo questions' files, question-photos/<vault>/<photo>/<copy>: alive while a photo
 * question (waiting or asked) has that <photo> folder as its prefix.
 */
@Injectable()
export class TypeormQuestionPhotoObjectOwner implements ObjectOwner, OnModuleInit {
  readonly prefix = 'question-photos/';

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly owners: ObjectOwners,
  ) {}

  onModuleInit(): void {
    this.owners.add(this);
  }

  async alive(keys: string[]): Promise<Set<string>> {
    const folderOf = (key: string) => key.split('/').slice(0, 3).join('/');
    if (!keys.length) return new Set();
    const rows: Array<{ prefix: string }> = await this.db.query(
      `SELECT media_prefix AS prefix FROM question_photos WHERE media_prefix = ANY($1::varchar[])`,
      [[...new Set(keys.map(folderOf))]],
    );
    const folders = new Set(rows.map((r) => r.prefix));
    return new Set(keys.filter((key) => folders.has(folderOf(key))));
  }
}
