import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/time/clock';
import { Question, QuestionCatalog } from '../../question/question.public';
import { quoteQuestion } from '../domain/activity';
import { applyReorder, VaultQuestion } from '../domain/vault-queue';
import { InvalidVaultError, QuestionNotInVaultError } from '../domain/vault.errors';
import { ActivityLog } from './ports/activity-log';
import { VaultRepository } from './ports/vault.repository';
import { VaultAccess } from './vault-access.service';

export type QueuedQuestion = VaultQuestion & { question: Question };

/** The largest order a client may send: orders are seconds since 1970 plus an index. */
const MAX_ORDER = Number.MAX_SAFE_INTEGER;

/** Reading and changing a vault's question queue (Coming Up Next and Manage Your Questions). */
@Injectable()
export class VaultQueue {
  constructor(
    private readonly vaults: VaultRepository,
    private readonly access: VaultAccess,
    private readonly catalog: QuestionCatalog,
    private readonly activities: ActivityLog,
    private readonly clock: Clock,
  ) {}

  async list(ownerId: string, vaultId: string): Promise<QueuedQuestion[]> {
    await this.access.ownedVault(vaultId, ownerId);
    return this.withQuestions(await this.vaults.listQueue(vaultId));
  }

  async add(ownerId: string, vaultId: string, input: { questionId: string; order: number }): Promise<QueuedQuestion> {
    const vault = await this.access.ownedVault(vaultId, ownerId);
    if (!Number.isInteger(input.order) || input.order < 0 || input.order > MAX_ORDER) {
      throw new InvalidVaultError('order must be a whole number of at least 0.');
    }
    const question = await this.catalog.usableBy(input.questionId, ownerId);
    const [added] = await this.vaults.addToQueue(vault.id, [
      { questionId: question.id, order: input.order, isCustom: !question.isPrewritten },
    ]);
    await this.activities.record({
      vaultId: vault.id,
      type: 'question_added',
      description: `Question added: ${quoteQuestion(question.text)}`,
      at: this.clock.now(),
    });
    return { ...added, question };
  }

  async remove(ownerId: string, vaultId: string, questionId: string): Promise<void> {
    await this.access.ownedVault(vaultId, ownerId);
    if (!(await this.vaults.removeFromQueue(vaultId, questionId))) throw new QuestionNotInVaultError();
  }

  async reorder(
    ownerId: string,
    vaultId: string,
    requested: Array<{ questionId: string; order: number }>,
  ): Promise<QueuedQuestion[]> {
    await this.access.ownedVault(vaultId, ownerId);
    const sequence = applyReorder(await this.vaults.listQueue(vaultId), requested);
    await this.vaults.renumberQueue(vaultId, sequence);
    return this.withQuestions(await this.vaults.listQueue(vaultId));
  }

  private async withQuestions(queue: VaultQuestion[]): Promise<QueuedQuestion[]> {
    const questions = await this.catalog.byIds(queue.map((q) => q.questionId));
    return queue.flatMap((q) =>
      questions.has(q.questionId) ? [{ ...q, question: questions.get(q.questionId)! }] : [],
    );
  }
}
