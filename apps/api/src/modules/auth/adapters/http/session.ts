import type { Request } from 'express';
import 'express-session';
import { ManageUsers } from '../../application/manage-users.use-case';
import { User } from '../../domain/user';
import { userReadWithSession } from '../persistence/session-store';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
  }
}

/**
 * The signed-in user of a request, or null: as read with its session when it was (one statement
 * for both), else on its own (the session's user id set during this request, as at sign-in).
 */
export async function signedInUser(req: Request, users: ManageUsers): Promise<User | null> {
  const userId = req.session?.userId;
  if (!userId) return null;
  const read = userReadWithSession(req, userId);
  return read !== undefined ? read : users.findById(userId);
}

/** Starts a fresh session for the user: a new id at every sign-in defeats session fixation. */
export function establishSession(req: Request, userId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((regenerateError) => {
      if (regenerateError) return reject(regenerateError);
      req.session.userId = userId;
      req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

export function endSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!req.session) return resolve();
    req.session.destroy((error) => (error ? reject(error) : resolve()));
  });
}

export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
