import { Logger } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { Request } from 'express';
import type { Pool } from 'pg';
import { User } from '../../domain/user';
import { toUser, userColumns } from './typeorm-user.repository';
import { UserOrmEntity } from './user.orm-entity';

/**
 * A session and the person it belongs to, in one statement
 * (docs/decisions/0117-a-session-read-with-its-person.md). The session is found as
 * connect-pg-simple finds it (by id, not expired); its user id is cast only when it is a UUID, so
 * that a malformed one finds nobody rather than failing.
 */
const SESSION_WITH_USER = `SELECT s.sess, ${userColumns('u')} FROM sessions s
  LEFT JOIN users u ON u.id = CASE
    WHEN s.sess ->> 'userId' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    THEN (s.sess ->> 'userId')::uuid END
  WHERE s.sid = $1 AND s.expire >= to_timestamp($2)`;

/** The person read with a session: under the user id the session held then (null: nobody has it). */
interface ReadWithSession {
  userId: string;
  user: User | null;
}

/** By the session data the store answered, until express-session makes the request's session of it. */
const readWithData = new WeakMap<object, ReadWithSession>();
/** By request: gone with the request, never shared with another. */
const readWithRequest = new WeakMap<Request, ReadWithSession>();

/**
 * The user the request's session names, as read with the session in this request; undefined when
 * it was not (no session read, or its user id changed since, as at sign-in).
 */
export function userReadWithSession(req: Request, userId: string): User | null | undefined {
  const read = readWithRequest.get(req);
  return read?.userId === userId ? read.user : undefined;
}

/**
 * The PostgreSQL session store (table `sessions`); it prunes expired sessions every 15 minutes.
 * Once the app's pool is ending (the app is shutting down) a prune that finds it closed stops the
 * store quietly: that is the end of the process, not an error to report.
 */
export function sessionStore(pool: Pool): connectPgSimple.PGStore {
  const PgStore = connectPgSimple(session);
  const logger = new Logger('Sessions');

  class SessionWithUserStore extends PgStore {
    /** connect-pg-simple's get, the session's person read in the same statement. */
    override get(sid: string, done: (err: unknown, sess?: session.SessionData | null) => void): void {
      pool.query(SESSION_WITH_USER, [sid, Math.ceil(Date.now() / 1000)]).then(
        ({ rows: [row] }: { rows: Array<UserOrmEntity & { sess: session.SessionData }> }) => {
          if (!row) return process.nextTick(done, null, null);
          const userId: unknown = row.sess.userId;
          if (typeof userId === 'string') readWithData.set(row.sess, { userId, user: row.id ? toUser(row) : null });
          process.nextTick(done, null, row.sess);
        },
        (error: unknown) => process.nextTick(done, error),
      );
    }

    /** express-session makes the request's session of what get answered: the person goes with it. */
    override createSession(req: Request, sess: session.SessionData): session.Session & session.SessionData {
      const read = readWithData.get(sess);
      if (read) readWithRequest.set(req, read);
      return super.createSession(req, sess);
    }
  }

  const store: connectPgSimple.PGStore = new SessionWithUserStore({
    pool,
    tableName: 'sessions',
    createTableIfMissing: false,
    pruneSessionInterval: 15 * 60,
    disableTouch: true,
    errorLog: (...args: unknown[]) => {
      if ((pool as Pool & { ending?: boolean }).ending) return void store.close();
      logger.error(args.map(String).join(' '));
    },
  });
  return store;
}
