/** Port: the signed-in sessions of users, wherever the session layer keeps them. */
export abstract class UserSessions {
  /** Ends every session of the user, on every device; returns how many. */
  abstract endAll(userId: string): Promise<number>;
}
