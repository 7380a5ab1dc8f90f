import { hashResetToken, isWellFormedResetToken, issueResetToken, RESET_TOKEN_TTL_MS } from './reset-token';

describe('password reset tokens', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('carries at least 128 random bits and differs every time', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => issueResetToken(now).token));
    expect(tokens.size).toBe(50);
    const [token] = tokens;
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(isWellFormedResetToken(token)).toBe(true);
  });

  it('is stored only as its SHA-256 and expires after one hour', () => {
    const issued = issueResetToken(now);
    expect(issued.tokenHash).toBe(hashResetToken(issued.token));
    expect(issued.tokenHash).not.toContain(issued.token);
    expect(issued.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(issued.expiresAt.getTime() - now.getTime()).toBe(RESET_TOKEN_TTL_MS);
    expect(RESET_TOKEN_TTL_MS).toBe(3_600_000);
  });

  it('rejects malformed tokens before any lookup', () => {
    expect(isWellFormedResetToken('')).toBe(false);
    expect(isWellFormedResetToken('../../etc/passwd')).toBe(false);
    expect(isWellFormedResetToken('a'.repeat(44))).toBe(false);
  });
});
