import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RecentWrites, WriteLimit } from '../../../../shared/limits/write-limit';
import { isUuid } from '../../../../shared/ids';
import { SuggestionRepository } from '../../application/ports/suggestion.repository';
import { NewSuggestion, Suggestion } from '../../domain/suggestion';

const COLUMNS = `id, vault_id AS "vaultId", author_id AS "authorId", text, status, created_at AS "createdAt",
  decided_at AS "decidedAt"`;

/** Suggested questions in `question_suggestions`. */
@Injectable()
export class TypeormSuggestionRepository extends SuggestionRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async add(suggestion: NewSuggestion): Promise<Suggestion> {
    const [row]: Suggestion[] = await this.db.query(
      `INSERT INTO question_suggestions (vault_id, author_id, text, created_at) VALUES ($1, $2, $3, $4)
       RETURNING ${COLUMNS}`,
      [suggestion.vaultId, suggestion.authorId, suggestion.text, suggestion.createdAt],
    );
    return row;
  }

  async recentByAuthor(vaultId: string, authorId: string, limit: WriteLimit, now: Date): Promise<RecentWrites> {
    const rows: Array<{ at: Date }> = await this.db.query(
      `SELECT created_at AS at FROM question_suggestions
       WHERE vault_id = $1 AND author_id = $2 AND created_at > $3 AND created_at <= $4
       ORDER BY created_at DESC LIMIT $5`,
      [vaultId, authorId, new Date(now.getTime() - limit.windowMs), now, limit.max],
    );
    return { times: rows.map((r) => r.at), now };
  }

  async findOpen(vaultId: string, id: string): Promise<Suggestion | null> {
    if (!isUuid(vaultId) || !isUuid(id)) return null;
    const rows: Suggestion[] = await this.db.query(
      `SELECT ${COLUMNS} FROM question_suggestions WHERE id = $1 AND vault_id = $2 AND status = 'open'`,
      [id, vaultId],
    );
    return rows[0] ?? null;
  }

  async listOpen(vaultId: string): Promise<Suggestion[]> {
    if (!isUuid(vaultId)) return [];
    return this.db.query(
      `SELECT ${COLUMNS} FROM question_suggestions WHERE vault_id = $1 AND status = 'open' ORDER BY created_at, id`,
      [vaultId],
    );
  }

  async decide(vaultId: string, id: string, status: 'accepted' | 'dismissed', at: Date): Promise<boolean> {
    if (!isUuid(vaultId) || !isUuid(id)) return false;
    const [, count]: [unknown, number] = await this.db.query(
      `UPDATE question_suggestions SET status = $3, decided_at = $4 WHERE id = $1 AND vault_id = $2 AND status = 'open'`,
      [id, vaultId, status, at],
    );
    return count > 0;
  }

  async reopen(vaultId: string, id: string): Promise<void> {
    if (!isUuid(vaultId) || !isUuid(id)) return;
    await this.db.query(
      `UPDATE question_suggestions SET status = 'open', decided_at = NULL WHERE id = $1 AND vault_id = $2`,
      [id, vaultId],
    );
  }
}
