import { Injectable } from '@nestjs/common';
import { PasswordHasher } from '../../application/ports/password-hasher';

/** argon2's native binding, loaded by the first password hashed or checked, not by every process holding the hasher. */
const argon2 = () => import('argon2');

/** argon2id with the library's defaults (64 MiB, 3 passes), which follow RFC 9106's advice. */
@Injectable()
export class Argon2PasswordHasher extends PasswordHasher {
  async hash(password: string): Promise<string> {
    const { hash, argon2id } = await argon2();
    return hash(password, { type: argon2id });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await (await argon2()).verify(hash, password);
    } catch {
      return false;
    }
  }
}
