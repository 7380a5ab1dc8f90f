import session from 'express-session';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppConfig } from '../../config/app-config';

declare module 'express-session' {
  interface SessionData {
    /** When the session's lifetime was last extended (epoch ms). */
    renewedAt?: number;
  }
}

export const SESSION_COOKIE = 'storyvault.sid';
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_MAX_AGE_MS = 30 * DAY_MS;
/** A session in use is extended to the full 30 days at most once a day. */
export const SESSION_RENEW_AFTER_MS = DAY_MS;

/**
 * Sessions live in PostgreSQL (table `sessions`, the auth module's `sessionStore`), so any api
 * instance serves any user.
 *
 * A session slides: it ends 30 days after the last day it was used. express-session would
 * otherwise write the row on every request (it calls the store's touch whenever the session is
 * unchanged, whatever `rolling` says) and `rolling` would re-sign the cookie on every answer;
 * so touch is off, and a session is saved with a new expiry, and its cookie sent again, only
 * when a day of its lifetime has passed. Plain reads write nothing.
 */
export function sessionMiddleware(config: AppConfig, store: session.Store, secret: string): RequestHandler {
  const handle = session({
    name: SESSION_COOKIE,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    // No `proxy` option: express-session then asks express (req.secure), which applies the
    // app's "trust proxy" setting (config.trustProxy) with its hop count or addresses.
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.PUBLIC_URL.startsWith('https:'),
      maxAge: SESSION_MAX_AGE_MS,
      path: '/',
    },
  });
  return (req: Request, res: Response, next: NextFunction) =>
    handle(req, res, (error?: unknown) => {
      if (error) return next(error);
      renewIfDue(req);
      next();
    });
}

/**
 * Changing the session's data is what makes express-session save it at the end of the request;
 * saving stores the expiry reset to the full max age and sends the cookie again with it.
 */
function renewIfDue(req: Request): void {
  const remainingMs = req.session?.cookie.maxAge;
  if (typeof remainingMs === 'number' && remainingMs < SESSION_MAX_AGE_MS - SESSION_RENEW_AFTER_MS) {
    req.session.renewedAt = Date.now();
  }
}
