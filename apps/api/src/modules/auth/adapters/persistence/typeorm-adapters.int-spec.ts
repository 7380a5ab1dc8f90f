import {
  attemptThrottleContract,
  migratedDataSource,
  passwordHasherContract,
  resetTokenStoreContract,
  userRepositoryContract,
  emailChangeStoreContract,
} from '@storyvault/api-testing';
import { EventHandlers } from '../../../../shared/events/event-handlers';
import { TypeormEventOutbox } from '../../../../shared/events/typeorm-event-outbox';
import { Argon2PasswordHasher } from '../argon2/argon2-password-hasher';
import { PasswordResetOrmEntity } from './password-reset.orm-entity';
import { TypeormAttemptThrottle } from './typeorm-attempt-throttle';
import { TypeormResetTokenStore } from './typeorm-reset-token.store';
import { TypeormUserRepository } from './typeorm-user.repository';
import { TypeormUserSessions } from './typeorm-user-sessions';
import { UserOrmEntity } from './user.orm-entity';
import { TypeormEmailChangeStore } from './typeorm-email-change.store';

const db = migratedDataSource();
const clean = () => db.ds.query('TRUNCATE users, password_resets, auth_attempts CASCADE');

emailChangeStoreContract('TypeORM on PostgreSQL', async () => {
  await clean();
  const users = new TypeormUserRepository(
    db.ds.getRepository(UserOrmEntity),
    new TypeormEventOutbox(db.ds, new EventHandlers()),
  );
  return { store: new TypeormEmailChangeStore(db.ds), users };
});

userRepositoryContract('TypeORM on PostgreSQL', async () => {
  await clean();
  const outbox = new TypeormEventOutbox(db.ds, new EventHandlers());
  return { users: new TypeormUserRepository(db.ds.getRepository(UserOrmEntity), outbox), outbox };
});

resetTokenStoreContract('TypeORM on PostgreSQL', async () => {
  await clean();
  const users = new TypeormUserRepository(
    db.ds.getRepository(UserOrmEntity),
    new TypeormEventOutbox(db.ds, new EventHandlers()),
  );
  const user = await users.create({ name: 'Ann', email: 'ann@example.com', passwordHash: 'h', hasFullAccess: false });
  return { store: new TypeormResetTokenStore(db.ds.getRepository(PasswordResetOrmEntity)), userId: user.id };
});

attemptThrottleContract('TypeORM on PostgreSQL', async () => {
  await clean();
  return new TypeormAttemptThrottle(db.ds);
});

passwordHasherContract('argon2id', () => new Argon2PasswordHasher());

describe('argon2 hashes', () => {
  it('are argon2id', async () => {
    expect(await new Argon2PasswordHasher().hash('Str0ng!pass')).toMatch(/^\$argon2id\$/);
  });
});

describe('the sessions of a user, in the session store table', () => {
  it("ends every one of the user's sessions and nobody else's", async () => {
    await db.ds.query('TRUNCATE sessions');
    const expire = new Date(Date.now() + 60_000);
    const rows: Array<[string, object]> = [
      ['ann-laptop', { cookie: {}, userId: 'u-ann' }],
      ['ann-phone', { cookie: {}, userId: 'u-ann' }],
      ['bob', { cookie: {}, userId: 'u-bob' }],
      ['visitor', { cookie: {}, leadIds: [1] }],
    ];
    for (const [sid, sess] of rows) {
      await db.ds.query('INSERT INTO sessions (sid, sess, expire) VALUES ($1, $2, $3)', [sid, sess, expire]);
    }
    expect(await new TypeormUserSessions(db.ds).endAll('u-ann')).toBe(2);
    const left: Array<{ sid: string }> = await db.ds.query('SELECT sid FROM sessions ORDER BY sid');
    expect(left.map((r) => r.sid)).toEqual(['bob', 'visitor']);
  });
});
