import { describeMissingPasswordItems, missingPasswordItems } from '@storyvault/contracts';
import { WeakPasswordError } from './auth.errors';
import { assertResetPassword, assertStrongPassword } from './password-policy';

describe('registration password rules (docs/product.md §5)', () => {
  it.each([
    [
      '',
      ['at least 8 characters', 'one uppercase letter', 'one lowercase letter', 'one number', 'one special character'],
    ],
    ['short1A!', []],
    ['alllowercase', ['one uppercase letter', 'one number', 'one special character']],
    ['ALLUPPER1!', ['one lowercase letter']],
    ['NoDigits!!', ['one number']],
    ['NoSpecial12', ['one special character']],
    ['Ünïcödé1!', []],
  ])('%j misses %j', (password, missing) => {
    expect(missingPasswordItems(password)).toEqual(missing);
  });

  it('names the missing items after "Password must include: "', () => {
    expect(describeMissingPasswordItems(['one number', 'one special character'])).toBe(
      'Password must include: one number, one special character',
    );
  });

  it('throws WEAK_PASSWORD listing what is missing', () => {
    try {
      assertStrongPassword('weakpass');
      throw new Error('accepted a weak password');
    } catch (error) {
      expect(error).toBeInstanceOf(WeakPasswordError);
      expect((error as WeakPasswordError).code).toBe('WEAK_PASSWORD');
      expect((error as WeakPasswordError).message).toBe(
        'Password must include: one uppercase letter, one number, one special character',
      );
    }
  });

  it('refuses absurdly long passwords before they reach the hasher', () => {
    expect(() => assertStrongPassword('Aa1!'.repeat(100))).toThrow(WeakPasswordError);
  });

  it('asks only for 8 characters on reset, as the reset page says', () => {
    expect(() => assertResetPassword('longenough')).not.toThrow();
    expect(() => assertResetPassword('short')).toThrow('Password must be at least 8 characters long');
  });
});
