import { RecentWrites, WriteLimit } from '../../../../shared/limits/write-limit';
import { QuestionPhoto } from '../../domain/question-photo';

/** Port: which questions have a photo, and where its files are. */
export abstract class QuestionPhotoStore {
  abstract add(photo: QuestionPhoto): Promise<void>;
  /** The photo of a question in a vault, or null (none, or the question is another vault's). */
  abstract find(vaultId: string, questionId: string): Promise<QuestionPhoto | null>;
  /** find for many (vault, question) pairs in one read: the photos there are, in any order. */
  abstract findMany(pairs: Array<{ vaultId: string; questionId: string }>): Promise<QuestionPhoto[]>;
  /** The photo questions the person added to the vault within the limit's window before `now` (app clock). */
  abstract recentByAdder(vaultId: string, addedBy: string, limit: WriteLimit, now: Date): Promise<RecentWrites>;
  /** The vault's photo questions waiting for the owner, oldest first. */
  abstract listWaiting(vaultId: string): Promise<QuestionPhoto[]>;
  /** Takes a waiting photo question out of waiting (at most once): false when it was not waiting. */
  abstract release(vaultId: string, questionId: string): Promise<boolean>;
  /** Forgets a waiting photo question: what it was, or null when it was not waiting. */
  abstract removeWaiting(vaultId: string, questionId: string): Promise<QuestionPhoto | null>;
  /** Those of `questionIds` that have a photo in the vault. */
  abstract withPhotos(vaultId: string, questionIds: string[]): Promise<Set<string>>;
}
