import { replyAddressFor, tokenFromAddress } from './reply-address';
import {
  hashResponseToken,
  isWellFormedResponseToken,
  issueResponseToken,
  maskToken,
  openToken,
  sealToken,
} from './response-token';

describe('response tokens', () => {
  it('carry 160 random bits in lower-case base32, different every time', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => issueResponseToken().token));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(/^[a-z2-7]{32}$/);
  });

  it('are stored as SHA-256 and match whatever the case a mail system gives them', () => {
    const { token, tokenHash } = issueResponseToken();
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashResponseToken(token.toUpperCase())).toBe(tokenHash);
    expect(isWellFormedResponseToken(token)).toBe(true);
    expect(isWellFormedResponseToken('short')).toBe(false);
  });

  it('can be sealed for a later follow-up and opened only with the key', () => {
    const key = Buffer.alloc(32, 7);
    const { token } = issueResponseToken();
    const sealed = sealToken(token, key);
    expect(sealed).not.toContain(token);
    expect(openToken(sealed, key)).toBe(token);
    expect(() => openToken(sealed, Buffer.alloc(32, 8))).toThrow();
  });

  it('are shown to operators by their start only', () => {
    expect(maskToken('abcdefghijklmnopqrstuvwxyz234567')).toBe('abcdef…');
  });
});

describe('reply addresses', () => {
  const token = 'abcdefghijklmnopqrstuvwxyz234567';

  it('put the token in a plus-address of the inbound mailbox', () => {
    expect(replyAddressFor('stories@example.com', token)).toBe(`stories+${token}@example.com`);
    expect(replyAddressFor('stories+x@example.com', token)).toBe(`stories+${token}@example.com`);
  });

  it('read the token back, and only from our own mailbox', () => {
    expect(tokenFromAddress(`Stories+${token.toUpperCase()}@Example.com`, 'stories@example.com')).toBe(token);
    expect(tokenFromAddress(`other+${token}@example.com`, 'stories@example.com')).toBeNull();
    expect(tokenFromAddress(`stories+${token}@elsewhere.com`, 'stories@example.com')).toBeNull();
    expect(tokenFromAddress('stories@example.com', 'stories@example.com')).toBeNull();
  });
});
