import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../../../shared/ids';
import { RecentWrites, WriteLimit } from '../../../../shared/limits/write-limit';
import { QuestionPhotoStore } from '../../application/ports/question-photo.store';
import { QuestionPhoto } from '../../domain/question-photo';

const COLUMNS = `question_id AS "questionId", vault_id AS "vaultId", media_prefix AS "mediaPrefix",
  width, height, added_by AS "addedBy", created_at AS "createdAt", waiting`;

/** QuestionPhotoStore on the question_photos table. */
@Injectable()
export class TypeormQuestionPhotoStore extends QuestionPhotoStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async add(photo: QuestionPhoto): Promise<void> {
    await this.db.query(
      `INSERT INTO question_photos (question_id, vault_id, media_prefix, width, height, added_by, created_at, waiting)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        photo.questionId,
        photo.vaultId,
        photo.mediaPrefix,
        photo.width,
        photo.height,
        photo.addedBy,
        photo.createdAt,
        photo.waiting,
      ],
    );
  }

  async recentByAdder(vaultId: string, addedBy: string, limit: WriteLimit, now: Date): Promise<RecentWrites> {
    const rows: Array<{ at: Date }> = await this.db.query(
      `SELECT created_at AS at FROM question_photos
       WHERE vault_id = $1 AND added_by = $2 AND created_at > $3 AND created_at <= $4
       ORDER BY created_at DESC LIMIT $5`,
      [vaultId, addedBy, new Date(now.getTime() - limit.windowMs), now, limit.max],
    );
    return { times: rows.map((r) => r.at), now };
  }

  async listWaiting(vaultId: string): Promise<QuestionPhoto[]> {
    if (!isUuid(vaultId)) return [];
    return this.db.query(
      `SELECT ${COLUMNS} FROM question_photos WHERE vault_id = $1 AND waiting ORDER BY created_at, question_id`,
      [vaultId],
    );
  }

  async release(vaultId: string, questionId: string): Promise<boolean> {
    if (!isUuid(vaultId) || !isUuid(questionId)) return false;
    const [, count]: [unknown, number] = await this.db.query(
      `UPDATE question_photos SET waiting = false WHERE vault_id = $1 AND question_id = $2 AND waiting`,
      [vaultId, questionId],
    );
    return count > 0;
  }

  async removeWaiting(vaultId: string, questionId: string): Promise<QuestionPhoto | null> {
    if (!isUuid(vaultId) || !isUuid(questionId)) return null;
    const [rows]: [QuestionPhoto[], number] = await this.db.query(
      `DELETE FROM question_photos WHERE vault_id = $1 AND question_id = $2 AND waiting RETURNING ${COLUMNS}`,
      [vaultId, questionId],
    );
    return rows[0] ?? null;
  }

  async find(vaultId: string, questionId: string): Promise<QuestionPhoto | null> {
    if (!isUuid(vaultId) || !isUuid(questionId)) return null;
    const [row] = (await this.db.query(
      `SELECT ${COLUMNS} FROM question_photos WHERE question_id = $1 AND vault_id = $2`,
      [questionId, vaultId],
    )) as QuestionPhoto[];
    return row ?? null;
  }

  async findMany(pairs: Array<{ vaultId: string; questionId: string }>): Promise<QuestionPhoto[]> {
    const valid = pairs.filter((p) => isUuid(p.vaultId) && isUuid(p.questionId));
    if (!valid.length) return [];
    return this.db.query(
      `SELECT ${COLUMNS} FROM question_photos
       WHERE (vault_id, question_id) IN (SELECT * FROM unnest($1::uuid[], $2::uuid[]))`,
      [valid.map((p) => p.vaultId), valid.map((p) => p.questionId)],
    );
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
