import { PausedBy, PauseKind } from '../../domain/pause';
import { NewVault, Vault } from '../../domain/vault';
import { VaultRole } from '../../domain/vault-permissions';
import { VaultQuestion } from '../../domain/vault-queue';

export interface NewVaultQuestion {
  questionId: string;
  order: number;
  isCustom: boolean;
}

/** A vault and the role one user has in it. */
export interface MemberVault {
  vault: Vault;
  role: VaultRole;
}

/** Port: vaults, their members and their question queues. */
export abstract class VaultRepository {
  /** The owner's vaults, oldest first. */
  abstract listByOwner(ownerId: string): Promise<Vault[]>;
  /** The vaults the user is a member of: the ones they own first, then the others; oldest first within each. */
  abstract listByMember(userId: string): Promise<MemberVault[]>;
  /** The vault with the user's role in it; null when either is unknown or malformed, or the user is no member. */
  abstract findForMember(vaultId: string, userId: string): Promise<MemberVault | null>;
  /** Vaults whose senior has this email (normalised), oldest first. */
  abstract listBySeniorEmail(email: string): Promise<Vault[]>;
  /** listBySeniorEmail for several emails at once (normalised), oldest first. */
  abstract listBySeniorEmails(emails: string[]): Promise<Vault[]>;
  /** Null for unknown or malformed ids. */
  abstract findById(id: string): Promise<Vault | null>;
  /** The existing vaults among `ids` (malformed ids skipped). */
  abstract findByIds(ids: string[]): Promise<Vault[]>;
  /** Creates the vault and, with it (all or nothing), its owner's membership. */
  abstract create(vault: NewVault): Promise<Vault>;
  abstract update(vault: Vault): Promise<Vault>;
  /** The introduction email is due again (to the senior's current address): the workers send it. */
  abstract requestIntroduction(vaultId: string): Promise<void>;
  /** A gift's first morning moved (a new time zone), and its first question with it when one is planned. */
  abstract setStart(vaultId: string, startsAt: Date, nextSendAt: Date | null): Promise<Vault>;
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
  /**
   * Stories arrived: logs each story_received activity, counts each story and marks its question
   * answered, all at once and once per story (false for a story already recorded); answers in
   * the order given.
   */
  abstract recordStoriesReceived(
    entries: Array<{ vaultId: string; storyId: string; vaultQuestionId: string | null; description: string; at: Date }>,
  ): Promise<boolean[]>;
  /**
   * Stories deleted or restored: each vault's count leaves out its deleted stories again. Told
   * the same change twice, or changes out of order, the count still ends right.
   */
  abstract storiesDeletedOrRestored(
    changes: Array<{ vaultId: string; storyId: string; deleted: boolean }>,
  ): Promise<void>;
  /** Gives the queued questions the orders 1..N in the sequence given. */
  abstract renumberQueue(vaultId: string, questionIdsInOrder: string[]): Promise<void>;
  /**
   * Pauses the vault's questions (pause.ts): until `until` (kind 'pause') or until resumed
   * (kind 'stop', `until` null). With `nextSendAt` the schedule continues from then.
   */
  abstract pauseQuestions(
    vaultId: string,
    pause: { kind: PauseKind; until: Date | null; by: PausedBy },
    nextSendAt: Date | null,
  ): Promise<void>;
  /** Ends a pause that holds at `now`, the next question going at `nextSendAt`; false when none held. */
  abstract resumeQuestions(vaultId: string, now: Date, nextSendAt: Date): Promise<boolean>;
}
