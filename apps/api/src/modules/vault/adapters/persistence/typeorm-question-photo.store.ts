import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../../../shared/ids';
import { QuestionPhotoStore } from '../../application/ports/question-photo.store';
import { QuestionPhoto } from '../../domain/question-photo';

const COLUMNS = `question_id AS "questionId", vault_id AS "vaultId", media_prefix AS "mediaPrefix",
  width, height, added_by AS "addedBy", created_at AS "createdAt"`;

/** QuestionPhotoStore on the question_photos table. */
@Injectable()
export class TypeormQuestionPhotoStore extends QuestionPhotoStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async add(photo: QuestionPhoto): Promise<void> {
    await this.db.query(
      `INSERT INTO question_photos (question_id, vault_id, media_prefix, width, height, added_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [photo.questionId, photo.vaultId, photo.mediaPrefix, photo.width, photo.height, photo.addedBy, photo.createdAt],
    );
  }

  async find(vaultId: string, questionId: string): Promise<QuestionPhoto | null> {
    if (!isUuid(vaultId) || !isUuid(questionId)) return null;
    const [row] = (await this.db.query(
      `SELECT ${COLUMNS} FROM question_photos WHERE question_id = $1 AND vault_id = $2`,
      [questionId, vaultId],
    )) as QuestionPhoto[];
    return row ?? null;
  }

  async withPhotos(vaultId: string, questionIds: string[]): Promise<Set<string>> {
    const ids = [...new Set(questionIds.filter((id) => isUuid(id)))];
    if (!isUuid(vaultId) || !ids.length) return new Set();
    const rows = (await this.db.query(
      `SELECT question_id AS "questionId" FROM question_photos WHERE vault_id = $1 AND question_id = ANY($2::uuid[])`,
      [vaultId, ids],
    )) as Array<{ questionId: string }>;
    return new Set(rows.map((r) => r.questionId));
  }
}
