import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { RequestHandler } from 'express';
import type { Pool } from 'pg';
import { AppConfig } from '../../config/app-config';

export const SESSION_COOKIE = 'storyvault.sid';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** Sessions live in PostgreSQL (table `sessions`), so any api instance serves any user. */
export function sessionMiddleware(config: AppConfig, pool: Pool, secret: string): RequestHandler {
  const PgStore = connectPgSimple(session);
  return session({
    name: SESSION_COOKIE,
    secret,
    store: new PgStore({ pool, tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: Boolean(config.TRUST_PROXY),
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.PUBLIC_URL.startsWith('https:'),
      maxAge: THIRTY_DAYS_MS,
      path: '/',
    },
  });
}
