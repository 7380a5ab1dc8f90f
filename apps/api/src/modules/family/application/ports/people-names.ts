/** Port: the names people go by now (an account's current name), by user id. */
export abstract class PeopleNames {
  /** The names of those of `userIds` that still have an account. */
  abstract namesOf(userIds: string[]): Promise<Map<string, string>>;
}
