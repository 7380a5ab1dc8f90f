/** Port: one-way password hashing. */
export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  /** False for a wrong password or a malformed hash; never throws for those. */
  abstract verify(hash: string, password: string): Promise<boolean>;
}
