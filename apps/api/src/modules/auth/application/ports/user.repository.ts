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
  /** Sets full access and stores `events` (what the change raised) in the same transaction. */
  abstract setFullAccess(id: string, hasFullAccess: boolean, events?: readonly DomainEvent[]): Promise<void>;
}
