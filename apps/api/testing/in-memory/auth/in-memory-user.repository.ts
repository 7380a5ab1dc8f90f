import { DEFAULT_LANGUAGE, Language } from '@storyvault/contracts';
import { randomUUID } from 'node:crypto';
import { DomainEvent } from '../../../src/shared/events/domain-event';
import { EventOutbox } from '../../../src/shared/events/event-outbox';
import { InMemoryEventOutbox } from '../events/in-memory-event-outbox';
import { UserRepository } from '../../../src/modules/auth/application/ports/user.repository';
import { EmailTakenError } from '../../../src/modules/auth/domain/auth.errors';
import { NewUser, normalizeEmail, User } from '../../../src/modules/auth/domain/user';

export class InMemoryUserRepository extends UserRepository {
  private readonly users = new Map<string, User>();

  constructor(readonly outbox: EventOutbox = new InMemoryEventOutbox()) {
    super();
  }

  async create(user: NewUser): Promise<User> {
    const email = normalizeEmail(user.email);
    if ([...this.users.values()].some((u) => u.email === email)) throw new EmailTakenError();
    const created: User = {
      ...user,
      email,
      language: user.language ?? DEFAULT_LANGUAGE,
      id: randomUUID(),
      createdAt: new Date(),
      deleteAfter: null,
    };
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

  async setLanguage(id: string, language: Language): Promise<boolean> {
    const user = this.users.get(id);
    if (user) user.language = language;
    return Boolean(user);
  }

  async updateEmail(id: string, email: string): Promise<void> {
    const wanted = normalizeEmail(email);
    if ([...this.users.values()].some((u) => u.email === wanted && u.id !== id)) throw new EmailTakenError();
    const user = this.users.get(id);
    if (user) user.email = wanted;
  }

  async scheduleDeletion(id: string, deleteAfter: Date, events: readonly DomainEvent[]): Promise<void> {
    const user = this.users.get(id);
    if (user) user.deleteAfter = deleteAfter;
    await this.outbox.append(events);
  }

  async undoDeletion(id: string, events: readonly DomainEvent[]): Promise<boolean> {
    const user = this.users.get(id);
    if (!user?.deleteAfter) return false;
    user.deleteAfter = null;
    await this.outbox.append(events);
    return true;
  }

  async dueForDeletion(now: Date, limit: number): Promise<string[]> {
    return [...this.users.values()]
      .filter((u) => u.deleteAfter && u.deleteAfter <= now)
      .sort((a, b) => a.deleteAfter!.getTime() - b.deleteAfter!.getTime())
      .slice(0, limit)
      .map((u) => u.id);
  }

  async deleteIfDue(id: string, now: Date, events: readonly DomainEvent[]): Promise<boolean> {
    const user = this.users.get(id);
    if (!user?.deleteAfter || user.deleteAfter > now) return false;
    this.users.delete(id);
    await this.outbox.append(events);
    return true;
  }

  async setFullAccess(id: string, hasFullAccess: boolean, events: readonly DomainEvent[] = []): Promise<void> {
    const user = this.users.get(id);
    if (user) user.hasFullAccess = hasFullAccess;
    await this.outbox.append(events);
  }
}
