import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Response tokens identify a delivery in the answer links and the Reply-To address. 160
 * random bits in lower-case base32: mail systems may lower-case an address's local part, and
 * these survive that.
 */
export const RESPONSE_TOKEN_BYTES = 20;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function issueResponseToken(): { token: string; tokenHash: string } {
  const token = base32(randomBytes(RESPONSE_TOKEN_BYTES));
  return { token, tokenHash: hashResponseToken(token) };
}

export function hashResponseToken(token: string): string {
  return createHash('sha256').update(token.toLowerCase(), 'utf8').digest('hex');
}

export function isWellFormedResponseToken(token: string): boolean {
  return /^[a-z2-7]{32}$/i.test(token);
}

/** AES-256-GCM with a key only the server holds; the result is iv.tag.ciphertext in base64url. */
export function sealToken(token: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.');
}

export function openToken(sealed: string, key: Buffer): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

/** A token as operators may see it: the start only. */
export function maskToken(token: string): string {
  return `${token.slice(0, 6)}…`;
}
