import type { Language } from '@storyvault/contracts';
import { DomainEvent } from '../../../../shared/events/domain-event';
import { NewUser, User } from '../../domain/user';

/** Port: where users live. `create` throws EmailTakenError when the email is in use. */
export abstract class UserRepository {
  abstract create(user: NewUser): Promise<User>;
  abstract findById(id: string): Promise<User | null>;
  /** The users among `ids` that exist (malformed ids are skipped), in no particular order. */
  abstract findByIds(ids: string[]): Promise<User[]>;
  /** The email is matched after normalisation, so case never matters. */
  abstract findByEmail(email: string): Promise<User | null>;
  abstract updatePasswordHash(id: string, passwordHash: string): Promise<void>;
  /** The person's own language; false when the account is gone. */
  abstract setLanguage(id: string, language: Language): Promise<boolean>;
  /** Throws EmailTakenError when another account has the email. */
  abstract updateEmail(id: string, email: string): Promise<void>;
  /** Sets the day the account goes and stores `events` in the same transaction. */
  abstract scheduleDeletion(id: string, deleteAfter: Date, events: readonly DomainEvent[]): Promise<void>;
  /**
   * Clears a scheduled deletion, storing `events` with it, and says whether there was one: of two
   * sign-ins at once, only one finds it (and raises the event).
   */
  abstract undoDeletion(id: string, events: readonly DomainEvent[]): Promise<boolean>;
  /** Accounts whose deletion is due at `now`, oldest first. */
  abstract dueForDeletion(now: Date, limit: number): Promise<string[]>;
  /**
   * Deletes a due account (its sessions, links and throttle rows with it) and stores `events` in the
   * same transaction; false when it is gone already or was undone meanwhile.
   */
  abstract deleteIfDue(id: string, now: Date, events: readonly DomainEvent[]): Promise<boolean>;
  /** Sets full access and stores `events` (what the change raised) in the same transaction. */
  abstract setFullAccess(id: string, hasFullAccess: boolean, events?: readonly DomainEvent[]): Promise<void>;
}
