import { authKit } from '@storyvault/api-testing';
import { EmailTakenError, InvalidUserError, WeakPasswordError } from '../domain/auth.errors';

describe('RegisterUser', () => {
  it('creates a user without full access, with a hashed password and a normalised email', async () => {
    const kit = authKit();
    const user = await kit.register.execute({
      name: '  Ann   Smith ',
      email: ' Ann@Example.com',
      password: 'Str0ng!pass',
    });
    expect(user).toMatchObject({ name: 'Ann Smith', email: 'ann@example.com', hasFullAccess: false });
    expect(user.passwordHash).not.toContain('Str0ng!pass');
  });

  it('refuses a weak password naming what is missing, and stores nothing', async () => {
    const kit = authKit();
    await expect(kit.register.execute({ name: 'Ann', email: 'ann@example.com', password: 'password' })).rejects.toThrow(
      new WeakPasswordError('Password must include: one uppercase letter, one number, one special character', []),
    );
    expect(await kit.users.findByEmail('ann@example.com')).toBeNull();
  });

  it('refuses an email already registered in another case', async () => {
    const kit = authKit();
    await kit.register.execute({ name: 'Ann', email: 'ann@example.com', password: 'Str0ng!pass' });
    await expect(
      kit.register.execute({ name: 'Ann 2', email: 'ANN@example.com', password: 'Str0ng!pass' }),
    ).rejects.toBeInstanceOf(EmailTakenError);
  });

  it('refuses a blank name or an invalid email', async () => {
    const kit = authKit();
    await expect(kit.register.execute({ name: '   ', email: 'a@b.c', password: 'Str0ng!pass' })).rejects.toThrow(
      'Name is required',
    );
    await expect(kit.register.execute({ name: 'Ann', email: 'nope', password: 'Str0ng!pass' })).rejects.toBeInstanceOf(
      InvalidUserError,
    );
  });

  it('lets an operator create a user with full access', async () => {
    const kit = authKit();
    const user = await kit.register.execute({
      name: 'Op',
      email: 'op@example.com',
      password: 'Str0ng!pass',
      hasFullAccess: true,
    });
    expect(user.hasFullAccess).toBe(true);
  });
});
