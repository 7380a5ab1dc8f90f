import { UserSessions } from '../../../src/modules/auth/application/ports/user-sessions';

export class InMemoryUserSessions extends UserSessions {
  /** Session id → user id. */
  readonly sessions = new Map<string, string>();

  start(sessionId: string, userId: string): void {
    this.sessions.set(sessionId, userId);
  }

  async endAll(userId: string): Promise<number> {
    let ended = 0;
    for (const [sid, owner] of this.sessions) {
      if (owner === userId) {
        this.sessions.delete(sid);
        ended++;
      }
    }
    return ended;
  }
}
