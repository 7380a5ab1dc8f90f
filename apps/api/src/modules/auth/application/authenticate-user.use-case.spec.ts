import { authKit } from '@storyvault/api-testing';
import { InvalidCredentialsError, TooManyAttemptsError } from '../domain/auth.errors';

describe('AuthenticateUser', () => {
  const ip = '203.0.113.7';

  async function withUser() {
    const kit = authKit();
    await kit.register.execute({ name: 'Ann', email: 'ann@example.com', password: 'Str0ng!pass' });
    return kit;
  }

  it('signs in with the right password, whatever the email case', async () => {
    const kit = await withUser();
    const user = await kit.authenticate.execute({ email: 'ANN@example.com ', password: 'Str0ng!pass', ip });
    expect(user.email).toBe('ann@example.com');
  });

  it('gives the same error for a wrong password and an unknown email', async () => {
    const kit = await withUser();
    await expect(kit.authenticate.execute({ email: 'ann@example.com', password: 'wrong', ip })).rejects.toBeInstanceOf(
      InvalidCredentialsError,
    );
    await expect(kit.authenticate.execute({ email: 'who@example.com', password: 'wrong', ip })).rejects.toBeInstanceOf(
      InvalidCredentialsError,
    );
  });

  it('refuses the sixth try after five failures in a row, even with the right password', async () => {
    const kit = await withUser();
    for (let i = 0; i < 5; i++) {
      await expect(
        kit.authenticate.execute({ email: 'ann@example.com', password: 'wrong', ip }),
      ).rejects.toBeInstanceOf(InvalidCredentialsError);
    }
    await expect(kit.authenticate.execute({ email: 'ann@example.com', password: 'Str0ng!pass', ip })).rejects.toThrow(
      new TooManyAttemptsError('Too many attempts. Please try again later.'),
    );
  });

  it('lets the user in again once the 15-minute window has passed', async () => {
    const kit = await withUser();
    for (let i = 0; i < 5; i++)
      await kit.authenticate.execute({ email: 'ann@example.com', password: 'x', ip }).catch(() => null);
    kit.clock.advance(15 * 60_000 + 1);
    await expect(
      kit.authenticate.execute({ email: 'ann@example.com', password: 'Str0ng!pass', ip }),
    ).resolves.toBeTruthy();
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const kit = await withUser();
    for (let i = 0; i < 4; i++)
      await kit.authenticate.execute({ email: 'ann@example.com', password: 'x', ip }).catch(() => null);
    await kit.authenticate.execute({ email: 'ann@example.com', password: 'Str0ng!pass', ip });
    for (let i = 0; i < 4; i++)
      await kit.authenticate.execute({ email: 'ann@example.com', password: 'x', ip }).catch(() => null);
    await expect(
      kit.authenticate.execute({ email: 'ann@example.com', password: 'Str0ng!pass', ip }),
    ).resolves.toBeTruthy();
  });

  it('limits one address trying many emails', async () => {
    const kit = await withUser();
    for (let i = 0; i < 30; i++) {
      await kit.authenticate.execute({ email: `guess${i}@example.com`, password: 'x', ip }).catch(() => null);
    }
    await expect(
      kit.authenticate.execute({ email: 'ann@example.com', password: 'Str0ng!pass', ip }),
    ).rejects.toBeInstanceOf(TooManyAttemptsError);
    await expect(
      kit.authenticate.execute({ email: 'ann@example.com', password: 'Str0ng!pass', ip: '198.51.100.1' }),
    ).resolves.toBeTruthy();
  });

  it('checks at most 5 of 20 wrong passwords sent at once for one account from one address', async () => {
    const kit = await withUser();
    const verify = jest.spyOn(kit.hasher, 'verify');
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        kit.authenticate.execute({ email: 'ann@example.com', password: `wrong-${i}`, ip }).catch((e: unknown) => e),
      ),
    );
    expect(verify.mock.calls.length).toBeLessThanOrEqual(5);
    expect(outcomes.filter((o) => o instanceof InvalidCredentialsError).length).toBeLessThanOrEqual(5);
    expect(outcomes.filter((o) => o instanceof TooManyAttemptsError).length).toBeGreaterThanOrEqual(15);
  });

  it("does not lock the owner out: another address's failures leave the right password working", async () => {
    const kit = await withUser();
    for (let i = 0; i < 10; i++) {
      await kit.authenticate
        .execute({ email: 'ann@example.com', password: 'guess', ip: '198.51.100.66' })
        .catch(() => null);
    }
    await expect(
      kit.authenticate.execute({ email: 'ann@example.com', password: 'Str0ng!pass', ip: '198.51.100.66' }),
    ).rejects.toBeInstanceOf(TooManyAttemptsError);
    await expect(
      kit.authenticate.execute({ email: 'ann@example.com', password: 'Str0ng!pass', ip }),
    ).resolves.toBeTruthy();
  });

  it('counts only failures against an address: a household signing in often is not held back', async () => {
    const kit = await withUser();
    for (let i = 0; i < 40; i++) {
      await kit.authenticate.execute({ email: 'ann@example.com', password: 'Str0ng!pass', ip });
    }
    await expect(
      kit.authenticate.execute({ email: 'ann@example.com', password: 'Str0ng!pass', ip }),
    ).resolves.toBeTruthy();
  });
});
