import { Injectable } from '@nestjs/common';
import { SqlObjectOwner } from '../../../../shared/storage/sql-object-owner';

/** question-photos/<vault>/<photo>/<copy> → question-photos/<vault>/<photo> */
const folderOf = (key: string) => key.split('/').slice(0, 3).join('/');

/**
 * The photo questions' files, question-photos/<vault>/<photo>/<copy>: alive while a photo
 * question (waiting or asked) has that <photo> folder as its prefix.
 */
@Injectable()
export class TypeormQuestionPhotoObjectOwner extends SqlObjectOwner {
  readonly prefix = 'question-photos/';

  protected async named(keys: string[]): Promise<Set<string>> {
    const folders = await this.keysOf(
      `SELECT media_prefix AS key FROM question_photos WHERE media_prefix = ANY($1::varchar[])`,
      [[...new Set(keys.map(folderOf))]],
    );
    return new Set(keys.filter((key) => folders.has(folderOf(key))));
  }
}
