import { createHash } from 'node:crypto';
import { PasswordHasher } from '../../../src/modules/auth/application/ports/password-hasher';

/** Fast stand-in for argon2 in unit tests only; it passes the same PasswordHasher contract. */
export class Sha256PasswordHasher extends PasswordHasher {
  async hash(password: string): Promise<string> {
    const salt = Math.random().toString(36).slice(2);
    return `sha256$${salt}$${createHash('sha256')
      .update(salt + password)
      .digest('hex')}`;
  }

  async verify(hash: string, password: string): Promise<boolean> {
    const [scheme, salt, digest] = hash.split('$');
    if (scheme !== 'sha256' || !salt || !digest) return false;
    return (
      createHash('sha256')
        .update(salt + password)
        .digest('hex') === digest
    );
  }
}
