import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ObjectOwner, ObjectOwners } from '../../../../shared/storage/object-owners';

/** stories/<story>/served/<attachment>[-thumb].jpg: the served copies of a story's photo. */
const SERVED = /^stories\/([0-9a-f-]{36})\/served\/([0-9a-f-]{36})(?:-thumb)?\.jpg$/;

/**
 * The stories' files: a key is alive while a story attachment names it, or (a served copy of a
 * photo) while its attachment exists. A deleted story's files stay until its purge removes them.
 */
@Injectable()
export class TypeormStoryObjectOwner implements ObjectOwner, OnModuleInit {
  readonly prefix = 'stories/';

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly owners: ObjectOwners,
  ) {}

  onModuleInit(): void {
    this.owners.add(this);
  }

  async alive(keys: string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const served = keys.map((key) => SERVED.exec(key));
    const rows: Array<{ key: string }> = await this.db.query(
      `SELECT a.media_key AS key FROM story_attachments a WHERE a.media_key = ANY($1::varchar[])
       UNION
       SELECT t.key FROM unnest($2::varchar[], $3::uuid[], $4::uuid[]) AS t(key, story_id, attachment_id)
       JOIN story_attachments a ON a.id = t.attachment_id AND a.story_id = t.story_id`,
      [
        keys,
        keys.filter((_, i) => served[i]),
        served.filter((m) => m).map((m) => m![1]),
        served.filter((m) => m).map((m) => m![2]),
      ],
    );
    return new Set(rows.map((r) => r.key));
  }
}
