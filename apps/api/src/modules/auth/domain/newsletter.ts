import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A self-hosted proof-of-work check for the newsletter form: no outside service and no
 * puzzle for people to solve; the browser spends about a second of work, which makes bulk
 * sign-ups expensive. Challenges are signed and expire, so the server keeps nothing.
 */
export const CAPTCHA_DIFFICULTY = 16;
export const CAPTCHA_TTL_MS = 10 * 60_000;

export function issueChallenge(secret: Buffer, now: Date): string {
  const body = `${now.getTime() + CAPTCHA_TTL_MS}.${randomBytes(12).toString('hex')}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('hex')}`;
}

function leadingZeroBits(digest: Buffer): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export function solvesChallenge(secret: Buffer, challenge: string, nonce: string, now: Date): boolean {
  const [expires, random, mac] = challenge.split('.');
  if (!expires || !random || !mac || nonce.length > 64) return false;
  const expected = createHmac('sha256', secret).update(`${expires}.${random}`).digest();
  const given = Buffer.from(mac, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  if (Number(expires) < now.getTime()) return false;
  return (
    leadingZeroBits(
      createHash('sha256')
        .update(challenge + nonce)
        .digest(),
    ) >= CAPTCHA_DIFFICULTY
  );
}

export function normalizeNewsletterEmail(email: string): string | null {
  const trimmed = email.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) && trimmed.length <= 254 ? trimmed : null;
}
