import { Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, Language } from '@storyvault/contracts';
import { InvalidUserError } from '../domain/auth.errors';
import { assertMinimumPassword, assertStrongPassword } from '../domain/password-policy';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, normalizeEmail, normalizeName, User } from '../domain/user';
import { PasswordHasher } from './ports/password-hasher';
import { UserRepository } from './ports/user.repository';

export interface RegisterUserInput {
  name: string;
  email: string;
  password: string;
  hasFullAccess?: boolean;
  /**
   * 'registration' (the sign-up page's five rules) or 'minimum' (8 characters: the account form
   * after payment asks only that, docs/product.md §5).
   */
  passwordPolicy?: 'registration' | 'minimum';
  /** The person's own language: the browser's at sign-up when StoryVault speaks it; English otherwise. */
  language?: Language;
}

/** Creates an account: the sign-up page, and operators through `storyvault user:create`. */
@Injectable()
export class RegisterUser {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(input: RegisterUserInput): Promise<User> {
    const name = normalizeName(input.name);
    const email = normalizeEmail(input.email);
    if (!name) throw new InvalidUserError('Name is required');
    if (name.length > NAME_MAX_LENGTH) throw new InvalidUserError(`Name must be at most ${NAME_MAX_LENGTH} characters`);
    if (!email || email.length > EMAIL_MAX_LENGTH || !/^[^\s@]+@[^\s@]+$/.test(email)) {
      throw new InvalidUserError('Please enter a valid email address');
    }
    if (input.passwordPolicy === 'minimum')
      assertMinimumPassword(input.password, 'Password must be at least 8 characters');
    else assertStrongPassword(input.password);
    const passwordHash = await this.hasher.hash(input.password);
    return this.users.create({
      name,
      email,
      passwordHash,
      hasFullAccess: input.hasFullAccess ?? false,
      language: input.language ?? DEFAULT_LANGUAGE,
    });
  }
}
