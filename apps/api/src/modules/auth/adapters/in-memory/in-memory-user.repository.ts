import { randomUUID } from 'node:crypto';
import { DomainEvent } from '../../../../shared/events/domain-event';
import { EventOutbox } from '../../../../shared/events/event-outbox';
import { InMemoryEventOutbox } from '../../../../shared/events/in-memory-event-outbox';
import { UserRepository } from '../../application/ports/user.repository';
import { EmailTakenError } from '../../domain/auth.errors';
import { NewUser, normalizeEmail, User } from '../../domain/user';

export class InMemoryUserRepository extends UserRepository {
  private readonly users = new Map<string, User>();

  constructor(readonly outbox: EventOutbox = new InMemoryEventOutbox()) {
    super();
  }

  async create(user: NewUser): Promise<User> {
    const email = normalizeEmail(user.email);
    if ([...this.users.values()].some((u) => u.email === email)) throw new EmailTakenError();
    const created: User = { ...user, email, id: randomUUID(), createdAt: new Date() };
    this.users.set(created.id, created);
    return { ...created };
  }

  async findById(id: string): Promise<User | null> {
    const user = this.users.get(id);
    return user ? { ...user } : null;
  }

  async findByIds(ids: string[]): Promise<User[]> {
    return [...new Set(ids)].flatMap((id) => {
      const user = this.users.get(id);
      return user ? [{ ...user }] : [];
    });
  }

  async findByEmail(email: string): Promise<User | null> {
    const wanted = normalizeEmail(email);
    const user = [...this.users.values()].find((u) => u.email === wanted);
    return user ? { ...user } : null;
  }

  async updatePasswordHash(id: string, passwordHash: string): Promise<void> {
    const user = this.users.get(id);
    if (user) user.passwordHash = passwordHash;
  }

  async setFullAccess(id: string, hasFullAccess: boolean, events: readonly DomainEvent[] = []): Promise<void> {
    const user = this.users.get(id);
    if (user) user.hasFullAccess = hasFullAccess;
    await this.outbox.append(events);
  }
}
