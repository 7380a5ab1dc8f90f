import {
  attemptThrottleContract,
  createTestDatabase,
  passwordHasherContract,
  resetTokenStoreContract,
  TestDatabase,
  userRepositoryContract,
} from '@storyvault/api-testing';
import { DataSource } from 'typeorm';
import { typeOrmOptions } from '../../../../database/typeorm-options';
import { EventHandlers } from '../../../../shared/events/event-handlers';
import { TypeormEventOutbox } from '../../../../shared/events/typeorm-event-outbox';
import { Argon2PasswordHasher } from '../argon2/argon2-password-hasher';
import { PasswordResetOrmEntity } from './password-reset.orm-entity';
import { TypeormAttemptThrottle } from './typeorm-attempt-throttle';
import { TypeormResetTokenStore } from './typeorm-reset-token.store';
import { TypeormUserRepository } from './typeorm-user.repository';
import { TypeormUserSessions } from './typeorm-user-sessions';
import { UserOrmEntity } from './user.orm-entity';

let db: TestDatabase;
let dataSource: DataSource;

beforeAll(async () => {
  db = await createTestDatabase();
  dataSource = await new DataSource(typeOrmOptions(db.url)).initialize();
});
afterAll(async () => {
  await dataSource.destroy();
  await db.drop();
});
const clean = () => dataSource.query('TRUNCATE users, password_resets, auth_attempts CASCADE');

userRepositoryContract('TypeORM on PostgreSQL', async () => {
  await clean();
  const outbox = new TypeormEventOutbox(dataSource, new EventHandlers());
  return { users: new TypeormUserRepository(dataSource.getRepository(UserOrmEntity), outbox), outbox };
});

resetTokenStoreContract('TypeORM on PostgreSQL', async () => {
  await clean();
  const users = new TypeormUserRepository(
    dataSource.getRepository(UserOrmEntity),
    new TypeormEventOutbox(dataSource, new EventHandlers()),
  );
  const user = await users.create({ name: 'Ann', email: 'ann@example.com', passwordHash: 'h', hasFullAccess: false });
  return { store: new TypeormResetTokenStore(dataSource.getRepository(PasswordResetOrmEntity)), userId: user.id };
});

attemptThrottleContract('TypeORM on PostgreSQL', async () => {
  await clean();
  return new TypeormAttemptThrottle(dataSource);
});

passwordHasherContract('argon2id', () => new Argon2PasswordHasher());

describe('argon2 hashes', () => {
  it('are argon2id', async () => {
    expect(await new Argon2PasswordHasher().hash('Str0ng!pass')).toMatch(/^\$argon2id\$/);
  });
});

describe('the sessions of a user, in the session store table', () => {
  it("ends every one of the user's sessions and nobody else's", async () => {
    await dataSource.query('TRUNCATE sessions');
    const expire = new Date(Date.now() + 60_000);
    const rows: Array<[string, object]> = [
      ['ann-laptop', { cookie: {}, userId: 'u-ann' }],
      ['ann-phone', { cookie: {}, userId: 'u-ann' }],
      ['bob', { cookie: {}, userId: 'u-bob' }],
      ['visitor', { cookie: {}, leadIds: [1] }],
    ];
    for (const [sid, sess] of rows) {
      await dataSource.query('INSERT INTO sessions (sid, sess, expire) VALUES ($1, $2, $3)', [sid, sess, expire]);
    }
    expect(await new TypeormUserSessions(dataSource).endAll('u-ann')).toBe(2);
    const left: Array<{ sid: string }> = await dataSource.query('SELECT sid FROM sessions ORDER BY sid');
    expect(left.map((r) => r.sid)).toEqual(['bob', 'visitor']);
  });
});
