import { Injectable } from '@nestjs/common';
import { Language } from '@storyvault/contracts';
import { Clock } from '../../../shared/time/clock';
import { Question, QuestionCatalog, QuestionPhotos } from '../../question/question.public';
import { activityEntry } from '../domain/activity-line';
import { applyReorder, VaultQuestion } from '../domain/vault-queue';
import { InvalidVaultError, QuestionNotInVaultError } from '../domain/vault.errors';
import { Actor } from './actor';
import { ActivityLog } from './ports/activity-log';
import { VaultQueueStore } from './ports/vault-queue.store';
import { VaultAccess } from './vault-access.service';

/** A queued question with its text; `hasPhoto` for a photo question. */
export type QueuedQuestion = VaultQuestion & { question: Question; hasPhoto?: boolean };

/** The largest order a client may send: orders are seconds since 1970 plus an index. */
const MAX_ORDER = Number.MAX_SAFE_INTEGER;

/**
 * Reading and changing (curators: choosing and ordering what is asked) a vault's
 * question queue: Coming Up Next and Manage Your Questions.
 */
@Injectable()
export class VaultQueue {
  constructor(
    private readonly queue: VaultQueueStore,
    private readonly access: VaultAccess,
    private readonly catalog: QuestionCatalog,
    private readonly activities: ActivityLog,
    private readonly clock: Clock,
    private readonly photos: QuestionPhotos,
  ) {}

  /** The queue is the owner's: members never see what is coming (docs/family.md, "The family circle"). */
  async list(actor: Actor, vaultId: string): Promise<QueuedQuestion[]> {
    const { vault } = await this.access.require(actor, vaultId, 'curate');
    return this.withQuestions(await this.queue.listQueue(vaultId), vault.language);
  }

  async add(actor: Actor, vaultId: string, input: { questionId: string; order: number }): Promise<QueuedQuestion> {
    const { vault } = await this.access.require(actor, vaultId, 'curate');
    if (!Number.isInteger(input.order) || input.order < 0 || input.order > MAX_ORDER) {
      throw new InvalidVaultError('order must be a whole number of at least 0.');
    }
    // A custom question is its author's: the one curating may add their own.
    const question = await this.catalog.usableBy(input.questionId, actor.id, vault.language);
    const [added] = await this.queue.addToQueue(vault.id, [
      { questionId: question.id, order: input.order, isCustom: !question.isPrewritten },
    ]);
    const at = this.clock.now();
    await this.activities.record({
      vaultId: vault.id,
      ...activityEntry({ kind: 'question_added', question: question.text, photo: false }, at),
      at,
    });
    return { ...added, question, hasPhoto: await this.photos.has(vault.id, question.id) };
  }

  /**
   * A photo question joins the end of the queue (the one curating added it, or let a contributor's
   * in), and the feed says so. Its author may be another member, so unlike `add` it does not ask
   * whether the question is the curator's own.
   */
  async appendPhotoQuestion(actor: Actor, vaultId: string, question: Question): Promise<QueuedQuestion> {
    const { vault } = await this.access.require(actor, vaultId, 'curate');
    const queue = await this.queue.listQueue(vault.id);
    const order = queue.reduce((last, q) => Math.max(last, q.order), 0) + 1;
    const [added] = await this.queue.addToQueue(vault.id, [{ questionId: question.id, order, isCustom: true }]);
    const at = this.clock.now();
    await this.activities.record({
      vaultId: vault.id,
      ...activityEntry({ kind: 'question_added', question: question.text, photo: true }, at),
      at,
    });
    return { ...added, question, hasPhoto: true };
  }

  async remove(actor: Actor, vaultId: string, questionId: string): Promise<void> {
    await this.access.require(actor, vaultId, 'curate');
    if (!(await this.queue.removeFromQueue(vaultId, questionId))) throw new QuestionNotInVaultError();
  }

  async reorder(
    actor: Actor,
    vaultId: string,
    requested: Array<{ questionId: string; order: number }>,
  ): Promise<QueuedQuestion[]> {
    const { vault } = await this.access.require(actor, vaultId, 'curate');
    const sequence = applyReorder(await this.queue.listQueue(vaultId), requested);
    await this.queue.renumberQueue(vaultId, sequence);
    return this.withQuestions(await this.queue.listQueue(vaultId), vault.language);
  }

  /** The queue with each question's text in the vault's language (library questions; custom ones as typed). */
  private async withQuestions(queue: VaultQuestion[], language: Language): Promise<QueuedQuestion[]> {
    const ids = queue.map((q) => q.questionId);
    const questions = await this.catalog.byIds(ids, language);
    const withPhotos = queue.length ? await this.photos.withPhotos(queue[0].vaultId, ids) : new Set<string>();
    return queue.flatMap((q) =>
      questions.has(q.questionId)
        ? [{ ...q, question: questions.get(q.questionId)!, hasPhoto: withPhotos.has(q.questionId) }]
        : [],
    );
  }
}
