import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, QueryFailedError, Repository } from 'typeorm';
import { NewVaultQuestion, VaultQueueStore } from '../../application/ports/vault-queue.store';
import { VaultQuestion } from '../../domain/vault-queue';
import { QuestionAlreadyInVaultError } from '../../domain/vault.errors';
import { VaultQuestionOrmEntity } from './vault-question.orm-entity';
import { VaultOrmEntity } from './vault.orm-entity';
import { isUuid } from '../../../../shared/ids';

const UNIQUE_VIOLATION = '23505';

/** A queued question's columns under the entity's property names; pg hands the bigint sort_order over as a string. */
const QUEUED_COLUMNS = `id, vault_id AS "vaultId", question_id AS "questionId", sort_order AS "order",
  is_custom AS "isCustom", state, sent_at AS "sentAt", added_at AS "addedAt"`;

function toQueued(row: VaultQuestionOrmEntity): VaultQuestion {
  return {
    id: row.id,
    vaultId: row.vaultId,
    questionId: row.questionId,
    order: row.order,
    isCustom: row.isCustom,
    addedAt: row.addedAt,
  };
}

/** A vault's question queue (`vault_questions`). */
@Injectable()
export class TypeormVaultQueueStore extends VaultQueueStore {
  constructor(
    @InjectRepository(VaultQuestionOrmEntity) private readonly queue: Repository<VaultQuestionOrmEntity>,
    @InjectDataSource() private readonly db: DataSource,
  ) {
    super();
  }

  async askedQuestionIds(vaultId: string): Promise<string[]> {
    if (!isUuid(vaultId)) return [];
    const rows: Array<{ question_id: string }> = await this.db.query(
      `SELECT question_id FROM vault_questions WHERE vault_id = $1 AND state != 'queued' ORDER BY sent_at ASC`,
      [vaultId],
    );
    return rows.map((r) => r.question_id);
  }

  async listQueue(vaultId: string): Promise<VaultQuestion[]> {
    if (!isUuid(vaultId)) return [];
    const rows: VaultQuestionOrmEntity[] = await this.db.query(
      `SELECT ${QUEUED_COLUMNS} FROM vault_questions
       WHERE vault_id = $1 AND state = 'queued' ORDER BY sort_order ASC, added_at ASC`,
      [vaultId],
    );
    return rows.map((row) => toQueued({ ...row, order: Number(row.order) }));
  }

  async firstQueued(vaultIds: string[]): Promise<Map<string, VaultQuestion>> {
    const ids = [...new Set(vaultIds.filter((id) => isUuid(id)))];
    if (!ids.length) return new Map();
    const rows: VaultQuestionOrmEntity[] = await this.db.query(
      `SELECT DISTINCT ON (vault_id) ${QUEUED_COLUMNS} FROM vault_questions
       WHERE vault_id = ANY($1::uuid[]) AND state = 'queued' ORDER BY vault_id, sort_order, added_at`,
      [ids],
    );
    return new Map(rows.map((row) => [row.vaultId, toQueued({ ...row, order: Number(row.order) })]));
  }

  async addToQueue(vaultId: string, questions: NewVaultQuestion[]): Promise<VaultQuestion[]> {
    if (!questions.length) return [];
    try {
      const rows = await this.db.transaction(async (tx) => {
        const saved = await tx.save(
          questions.map((q) => tx.create(VaultQuestionOrmEntity, { ...q, vaultId, state: 'queued' })),
        );
        // New questions end an "out of questions" episode: the owner may be told again next time.
        await tx.update(VaultOrmEntity, { id: vaultId }, { queueEmptyNotifiedAt: null });
        return saved;
      });
      return rows.map(toQueued);
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new QuestionAlreadyInVaultError();
      }
      throw error;
    }
  }

  async removeFromQueue(vaultId: string, questionId: string): Promise<boolean> {
    if (!isUuid(questionId)) return false;
    const result = await this.queue.delete({ vaultId, questionId, state: 'queued' });
    return (result.affected ?? 0) > 0;
  }

  async renumberQueue(vaultId: string, questionIdsInOrder: string[]): Promise<void> {
    // One statement: every row gets its 1-based position in the array at once.
    await this.db.query(
      `UPDATE vault_questions vq SET sort_order = wanted.position
       FROM unnest($2::uuid[]) WITH ORDINALITY AS wanted(question_id, position)
       WHERE vq.vault_id = $1 AND vq.question_id = wanted.question_id AND vq.state = 'queued'`,
      [vaultId, questionIdsInOrder],
    );
  }
}
