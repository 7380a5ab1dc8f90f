import { Injectable } from '@nestjs/common';
import { UserNotFoundError } from '../domain/auth.errors';
import { normalizeEmail, User } from '../domain/user';
import { UserRepository } from './ports/user.repository';

/** Reads and changes accounts for the session layer, other modules and operators. */
@Injectable()
export class ManageUsers {
  constructor(private readonly users: UserRepository) {}

  findById(id: string): Promise<User | null> {
    return this.users.findById(id);
  }

  /** Several users at once, by id (a worker's batch of vault owners). */
  async findByIds(ids: string[]): Promise<Map<string, User>> {
    return new Map((await this.users.findByIds(ids)).map((user) => [user.id, user]));
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findByEmail(normalizeEmail(email));
  }

  async getByEmail(email: string): Promise<User> {
    const user = await this.users.findByEmail(normalizeEmail(email));
    if (!user) throw new UserNotFoundError(normalizeEmail(email));
    return user;
  }

  async setFullAccess(userId: string, hasFullAccess: boolean): Promise<void> {
    await this.users.setFullAccess(userId, hasFullAccess);
  }

  async grantFullAccess(email: string): Promise<User> {
    const user = await this.getByEmail(email);
    await this.users.setFullAccess(user.id, true);
    return { ...user, hasFullAccess: true };
  }
}
