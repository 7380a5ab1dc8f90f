import { RecentWrites, WriteLimit } from '../../../src/shared/limits/write-limit';
import { QuestionPhotoStore } from '../../../src/modules/question/application/ports/question-photo.store';
import { QuestionPhoto } from '../../../src/modules/question/domain/question-photo';

export class InMemoryQuestionPhotoStore extends QuestionPhotoStore {
  readonly photos: QuestionPhoto[] = [];

  async add(photo: QuestionPhoto): Promise<void> {
    if (this.photos.some((p) => p.questionId === photo.questionId)) throw new Error('The question has a photo');
    this.photos.push({ ...photo });
  }

  async find(vaultId: string, questionId: string): Promise<QuestionPhoto | null> {
    const found = this.photos.find((p) => p.vaultId === vaultId && p.questionId === questionId);
    return found ? { ...found } : null;
  }

  async recentByAdder(vaultId: string, addedBy: string, limit: WriteLimit, now: Date): Promise<RecentWrites> {
    const from = now.getTime() - limit.windowMs;
    const times = this.photos
      .filter((p) => p.vaultId === vaultId && p.addedBy === addedBy)
      .map((p) => p.createdAt)
      .filter((at) => at.getTime() > from && at <= now)
      .sort((a, b) => b.getTime() - a.getTime())
      .slice(0, limit.max);
    return { times, now };
  }

  async listWaiting(vaultId: string): Promise<QuestionPhoto[]> {
    return this.photos
      .filter((p) => p.vaultId === vaultId && p.waiting)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((p) => ({ ...p }));
  }

  async release(vaultId: string, questionId: string): Promise<boolean> {
    const found = this.photos.find((p) => p.vaultId === vaultId && p.questionId === questionId && p.waiting);
    if (found) found.waiting = false;
    return found !== undefined;
  }

  async removeWaiting(vaultId: string, questionId: string): Promise<QuestionPhoto | null> {
    const at = this.photos.findIndex((p) => p.vaultId === vaultId && p.questionId === questionId && p.waiting);
    return at < 0 ? null : this.photos.splice(at, 1)[0];
  }

  async findMany(pairs: Array<{ vaultId: string; questionId: string }>): Promise<QuestionPhoto[]> {
    return this.photos
      .filter((p) => pairs.some((k) => k.vaultId === p.vaultId && k.questionId === p.questionId))
      .map((p) => ({ ...p }));
  }

  async withPhotos(vaultId: string, questionIds: string[]): Promise<Set<string>> {
    const wanted = new Set(questionIds);
    return new Set(
      this.photos.filter((p) => p.vaultId === vaultId && wanted.has(p.questionId)).map((p) => p.questionId),
    );
  }
}
