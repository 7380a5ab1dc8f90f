import { Injectable } from '@nestjs/common';
import { ManageUsers } from '../../auth/auth.public';
import {
  PhotoQuestionNotWaitingError,
  photoKeys,
  QuestionCatalog,
  QuestionPhotos,
} from '../../question/question.public';
import { isUuid } from '../../../shared/ids';
import { ObjectStore } from '../../../shared/storage/object-store';
import { Actor, QueuedQuestion, VaultAccess, VaultQueue } from '../../vault/vault.public';
import { WaitingPhotoQuestion } from './photo-questions.use-cases';

/**
 * The owner's answer to a contributor's photo question, shown beside the suggested questions:
 * add it to the end of the queue, or dismiss it (its photo goes with it). Each happens once.
 */
@Injectable()
export class WaitingPhotoQuestions {
  constructor(
    private readonly access: VaultAccess,
    private readonly photos: QuestionPhotos,
    private readonly queue: VaultQueue,
    private readonly catalog: QuestionCatalog,
    private readonly users: ManageUsers,
    private readonly media: ObjectStore,
  ) {}

  /** Oldest first. */
  async list(actor: Actor, vaultId: string): Promise<WaitingPhotoQuestion[]> {
    const { vault } = await this.access.require(actor, vaultId, 'curate');
    const waiting = await this.photos.listWaiting(vault.id);
    const questions = await this.catalog.byIds(waiting.map((p) => p.questionId));
    const people = await this.users.findByIds(waiting.flatMap((p) => (p.addedBy ? [p.addedBy] : [])));
    return waiting.flatMap((p) => {
      const question = questions.get(p.questionId);
      if (!question) return [];
      const name = p.addedBy ? (people.get(p.addedBy)?.name ?? '') : '';
      const { questionId, vaultId, createdAt } = p;
      return [{ waiting: true as const, vaultId, questionId, question, addedBy: { name }, createdAt }];
    });
  }

  async approve(actor: Actor, vaultId: string, questionId: string): Promise<QueuedQuestion> {
    const { vault } = await this.access.require(actor, vaultId, 'curate');
    const question = isUuid(questionId) ? (await this.catalog.byIds([questionId])).get(questionId) : undefined;
    if (!question || !(await this.photos.release(vault.id, questionId))) throw new PhotoQuestionNotWaitingError();
    return this.queue.appendPhotoQuestion(actor, vault.id, question);
  }

  async dismiss(actor: Actor, vaultId: string, questionId: string): Promise<void> {
    const { vault } = await this.access.require(actor, vaultId, 'curate');
    const removed = await this.photos.removeWaiting(vault.id, questionId);
    if (!removed) throw new PhotoQuestionNotWaitingError();
    for (const key of Object.values(photoKeys(removed.mediaPrefix))) {
      await this.media.delete(key).catch(() => undefined);
    }
  }
}
