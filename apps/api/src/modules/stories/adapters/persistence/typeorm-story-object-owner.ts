import { Injectable } from '@nestjs/common';
import { SqlObjectOwner } from '../../../../shared/storage/sql-object-owner';

/** stories/<story>/served/<attachment>[-thumb].jpg: the served copies of a story's photo. */
const SERVED = /^stories\/([0-9a-f-]{36})\/served\/([0-9a-f-]{36})(?:-thumb)?\.jpg$/;

/**
 * The stories' files: a key is alive while a story attachment names it, or (a served copy of a
 * photo) while its attachment exists. A deleted story's files stay until its purge removes them.
 */
@Injectable()
export class TypeormStoryObjectOwner extends SqlObjectOwner {
  readonly prefix = 'stories/';

  protected named(keys: string[]): Promise<Set<string>> {
    const served = keys.map((key) => SERVED.exec(key));
    return this.keysOf(
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
  }
}
