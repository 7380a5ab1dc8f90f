import { loginPairKey, throttleKey } from './throttle-policy';

describe('throttle keys', () => {
  it('keep short values as they are', () => {
    expect(throttleKey('login', 'ip', '203.0.113.7')).toBe('login:ip:203.0.113.7');
    expect(loginPairKey('ann@example.com', '203.0.113.7')).toBe('login:email-ip:ann@example.com 203.0.113.7');
  });

  it('fit their column (400 characters) whatever the email and the address, and stay distinct', () => {
    const email = `${'a'.repeat(308)}@example.com`;
    const address = 'x'.repeat(5000);
    const key = loginPairKey(email, address);
    expect(key.length).toBeLessThanOrEqual(400);
    expect(loginPairKey(email, `${address}y`)).not.toBe(key);
    expect(throttleKey('login', 'ip', address).length).toBeLessThanOrEqual(400);
  });
});
