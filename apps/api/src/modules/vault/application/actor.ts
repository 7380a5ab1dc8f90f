/** The signed-in user acting on a vault: the controllers pass the session's user. */
export interface Actor {
  id: string;
}

/** An actor whose own full access is known (the session's user is one). */
export interface ActorWithAccess extends Actor {
  hasFullAccess: boolean;
}
