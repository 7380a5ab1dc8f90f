import { safeReturnPath, signInReturningTo } from './returnPath';

describe('the return path after sign-in', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeReturnPath('/join?token=abc')).toBe('/join?token=abc');
    expect(safeReturnPath('/dashboard')).toBe('/dashboard');
  });

  it.each([
    null,
    '',
    'dashboard',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])('refuses %p', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('builds the sign-in link that returns to a page', () => {
    expect(signInReturningTo('/join?token=a&b')).toBe('/signin?next=%2Fjoin%3Ftoken%3Da%26b');
    expect(safeReturnPath(new URLSearchParams(signInReturningTo('/join?token=a&b').split('?')[1]).get('next'))).toBe(
      '/join?token=a&b',
    );
  });
});
