import { VaultQuestion } from '../../domain/vault-queue';

export interface NewVaultQuestion {
  questionId: string;
  order: number;
  isCustom: boolean;
}

/** Port: a vault's question queue (`vault_questions`). */
export abstract class VaultQueueStore {
  /** Ids of the questions that left the queue (sent or answered). */
  abstract askedQuestionIds(vaultId: string): Promise<string[]>;
  /** The questions waiting to be sent, by order. */
  abstract listQueue(vaultId: string): Promise<VaultQuestion[]>;
  /** The first queued question (by order) of each vault that has one: one look-up for a whole batch. */
  abstract firstQueued(vaultIds: string[]): Promise<Map<string, VaultQuestion>>;
  /** Appends questions; throws QuestionAlreadyInVaultError (adding none) when one is already there. */
  abstract addToQueue(vaultId: string, questions: NewVaultQuestion[]): Promise<VaultQuestion[]>;
  /** False when the question was not queued in that vault. */
  abstract removeFromQueue(vaultId: string, questionId: string): Promise<boolean>;
  /** Gives the queued questions the orders 1..N in the sequence given. */
  abstract renumberQueue(vaultId: string, questionIdsInOrder: string[]): Promise<void>;
}
