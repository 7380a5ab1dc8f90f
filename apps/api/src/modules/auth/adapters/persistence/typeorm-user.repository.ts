import { Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, Language } from '@storyvault/contracts';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { DomainEvent } from '../../../../shared/events/domain-event';
import { TypeormEventOutbox } from '../../../../shared/events/typeorm-event-outbox';
import { UserRepository } from '../../application/ports/user.repository';
import { EmailTakenError } from '../../domain/auth.errors';
import { NewUser, normalizeEmail, User } from '../../domain/user';
import { UserOrmEntity } from './user.orm-entity';
import { isUuid } from '../../../../shared/ids';
import { loginPairKey, throttleKey } from '../../domain/throttle-policy';

const UNIQUE_VIOLATION = '23505';
/** A users row's columns (of the table or alias `from`) under the entity's property names. */
export const userColumns = (from: string) =>
  `${from}.id, ${from}.name, ${from}.email, ${from}.password_hash AS "passwordHash", ` +
  `${from}.has_full_access AS "hasFullAccess", ${from}.created_at AS "createdAt", ` +
  `${from}.updated_at AS "updatedAt", ${from}.delete_after AS "deleteAfter", ${from}.language`;
const USER_AS_ENTITY = `SELECT ${userColumns('users')} FROM users`;

export function toUser(row: UserOrmEntity): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    passwordHash: row.passwordHash,
    hasFullAccess: row.hasFullAccess,
    createdAt: row.createdAt,
    deleteAfter: row.deleteAfter ?? null,
    language: row.language,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION;
}

@Injectable()
export class TypeormUserRepository extends UserRepository {
  constructor(
    @InjectRepository(UserOrmEntity) private readonly rows: Repository<UserOrmEntity>,
    private readonly outbox: TypeormEventOutbox,
  ) {
    super();
  }

  async create(user: NewUser): Promise<User> {
    try {
      const saved = await this.rows.save(
        this.rows.create({ ...user, email: normalizeEmail(user.email), language: user.language ?? DEFAULT_LANGUAGE }),
      );
      return toUser(saved);
    } catch (error) {
      throw isUniqueViolation(error) ? new EmailTakenError() : error;
    }
  }

  async updateEmail(id: string, email: string): Promise<void> {
    try {
      await this.rows.update({ id }, { email: normalizeEmail(email) });
    } catch (error) {
      throw isUniqueViolation(error) ? new EmailTakenError() : error;
    }
  }

  async scheduleDeletion(id: string, deleteAfter: Date, events: readonly DomainEvent[]): Promise<void> {
    await this.rows.manager.transaction(async (manager) => {
      await manager.update(UserOrmEntity, { id }, { deleteAfter });
      await this.outbox.appendIn(manager, events);
    });
  }

  async undoDeletion(id: string, events: readonly DomainEvent[]): Promise<boolean> {
    return this.rows.manager.transaction(async (manager) => {
      const [rows]: [unknown[], number] = await manager.query(
        `UPDATE users SET delete_after = NULL WHERE id = $1 AND delete_after IS NOT NULL RETURNING id`,
        [id],
      );
      if (!rows.length) return false;
      await this.outbox.appendIn(manager, events);
      return true;
    });
  }

  async dueForDeletion(now: Date, limit: number): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.rows.query(
      `SELECT id FROM users WHERE delete_after <= $1 ORDER BY delete_after LIMIT $2`,
      [now, limit],
    );
    return rows.map((row) => row.id);
  }

  async deleteIfDue(id: string, now: Date, events: readonly DomainEvent[]): Promise<boolean> {
    return this.rows.manager.transaction(async (manager) => {
      const [rows]: [Array<{ email: string }>, number] = await manager.query(
        `DELETE FROM users WHERE id = $1 AND delete_after <= $2 RETURNING email`,
        [id, now],
      );
      if (!rows.length) return false;
      // Its reset and email-change links go by ON DELETE CASCADE; sessions hold the id in JSON only,
      // and the throttle's counts name the email or the id in their keys.
      await manager.query(`DELETE FROM sessions WHERE (sess ->> 'userId') = $1`, [id]);
      const { email } = rows[0];
      await manager.query(`DELETE FROM auth_attempts WHERE starts_with(key, $1) OR key = ANY($2::text[])`, [
        loginPairKey(email, ''),
        [
          throttleKey('reset', 'email', email),
          throttleKey('reset-confirm', 'email', email),
          throttleKey('account-password', 'user', id),
        ],
      ]);
      await this.outbox.appendIn(manager, events);
      return true;
    });
  }

  async findById(id: string): Promise<User | null> {
    if (!isUuid(id)) return null;
    // Every signed-in request reads its user: plain SQL costs a fraction of TypeORM's find.
    const [row]: UserOrmEntity[] = await this.rows.query(`${USER_AS_ENTITY} WHERE id = $1`, [id]);
    return row ? toUser(row) : null;
  }

  async findByIds(ids: string[]): Promise<User[]> {
    const wellFormed = [...new Set(ids.filter((id) => isUuid(id)))];
    if (!wellFormed.length) return [];
    const rows: UserOrmEntity[] = await this.rows.query(`${USER_AS_ENTITY} WHERE id = ANY($1::uuid[])`, [wellFormed]);
    return rows.map(toUser);
  }

  async findByEmail(email: string): Promise<User | null> {
    const row = await this.rows
      .createQueryBuilder('u')
      .where('lower(u.email) = :email', { email: normalizeEmail(email) })
      .getOne();
    return row ? toUser(row) : null;
  }

  async updatePasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.rows.update({ id }, { passwordHash });
  }

  async setLanguage(id: string, language: Language): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await this.rows.update({ id }, { language });
    return (result.affected ?? 0) > 0;
  }

  async setFullAccess(id: string, hasFullAccess: boolean, events: readonly DomainEvent[] = []): Promise<void> {
    if (!events.length) {
      await this.rows.update({ id }, { hasFullAccess });
      return;
    }
    await this.rows.manager.transaction(async (manager) => {
      await manager.update(UserOrmEntity, { id }, { hasFullAccess });
      await this.outbox.appendIn(manager, events);
    });
  }
}
