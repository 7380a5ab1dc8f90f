import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, QueryFailedError, Repository } from 'typeorm';
import { UserRepository } from '../../application/ports/user.repository';
import { EmailTakenError } from '../../domain/auth.errors';
import { NewUser, normalizeEmail, User } from '../../domain/user';
import { UserOrmEntity } from './user.orm-entity';

const UNIQUE_VIOLATION = '23505';

function toUser(row: UserOrmEntity): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    passwordHash: row.passwordHash,
    hasFullAccess: row.hasFullAccess,
    createdAt: row.createdAt,
  };
}

@Injectable()
export class TypeormUserRepository extends UserRepository {
  constructor(@InjectRepository(UserOrmEntity) private readonly rows: Repository<UserOrmEntity>) {
    super();
  }

  async create(user: NewUser): Promise<User> {
    try {
      const saved = await this.rows.save(this.rows.create({ ...user, email: normalizeEmail(user.email) }));
      return toUser(saved);
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new EmailTakenError();
      }
      throw error;
    }
  }

  async findById(id: string): Promise<User | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const row = await this.rows.findOneBy({ id });
    return row ? toUser(row) : null;
  }

  async findByIds(ids: string[]): Promise<User[]> {
    const wellFormed = [...new Set(ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id)))];
    if (!wellFormed.length) return [];
    return (await this.rows.findBy({ id: In(wellFormed) })).map(toUser);
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

  async setFullAccess(id: string, hasFullAccess: boolean): Promise<void> {
    await this.rows.update({ id }, { hasFullAccess });
  }
}
