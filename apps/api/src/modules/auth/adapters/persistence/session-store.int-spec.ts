import { migratedDataSource } from '@storyvault/api-testing';
import type { Request } from 'express';
import session from 'express-session';
import type { Pool } from 'pg';
import { sessionStore, userReadWithSession } from './session-store';

const db = migratedDataSource();

describe('the session store reads the session and its person in one statement', () => {
  let store: ReturnType<typeof sessionStore>;
  let userId: string;
  const cookie = { originalMaxAge: 60_000, expires: new Date(Date.now() + 60_000).toISOString(), path: '/' };

  beforeEach(async () => {
    await db.ds.query('TRUNCATE users, sessions CASCADE');
    [{ id: userId }] = await db.ds.query(
      `INSERT INTO users (name, email, password_hash) VALUES ('Ann', 'ann@example.com', 'h') RETURNING id`,
    );
    const pool = (db.ds.driver as unknown as { master: Pool }).master;
    store = sessionStore(pool);
  });
  afterEach(() => store.close());

  const put = (sid: string, sess: object, expire = "now() + interval '1 hour'") =>
    db.ds.query(`INSERT INTO sessions (sid, sess, expire) VALUES ($1, $2, ${expire})`, [sid, JSON.stringify(sess)]);

  /** What express-session does with a request's cookie: get, then the request's session made of it. */
  const load = (sid: string) =>
    new Promise<{ req: Request; sess: session.SessionData | null | undefined }>((resolve, reject) =>
      store.get(sid, (error, sess) => {
        if (error) return reject(error as Error);
        const req = {} as Request;
        if (sess) store.createSession(req, sess);
        resolve({ req, sess });
      }),
    );

  it('answers the session as it was stored, and its user with it', async () => {
    await put('one', { cookie, userId });
    const { req, sess } = await load('one');
    expect(sess).toMatchObject({ userId });
    expect(req.session).toMatchObject({ userId });
    expect(userReadWithSession(req, userId)).toMatchObject({ id: userId, name: 'Ann', email: 'ann@example.com' });
    // A user id the session did not hold when it was read (set during the request): not read with it.
    expect(userReadWithSession(req, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('reads nobody for a removed user or a malformed id, and no session when it expired or is unknown', async () => {
    await put('gone', { cookie, userId: '00000000-0000-4000-8000-000000000000' });
    const gone = await load('gone');
    expect(userReadWithSession(gone.req, '00000000-0000-4000-8000-000000000000')).toBeNull();
    await put('odd', { cookie, userId: 'not-a-uuid' });
    const odd = await load('odd');
    expect(userReadWithSession(odd.req, 'not-a-uuid')).toBeNull();
    await put('anonymous', { cookie });
    const anonymous = await load('anonymous');
    expect(anonymous.sess).toMatchObject({ cookie: { path: '/' } });
    expect(userReadWithSession(anonymous.req, userId)).toBeUndefined();
    await put('old', { cookie, userId }, "now() - interval '1 second'");
    expect((await load('old')).sess).toBeFalsy();
    expect((await load('unknown')).sess).toBeFalsy();
  });
});
