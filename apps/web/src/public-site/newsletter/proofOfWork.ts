/** SHA-256 of some bytes, as crypto.subtle.digest gives it. */
export type Sha256 = (data: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer>;

const subtleSha256: Sha256 = (data) => crypto.subtle.digest('SHA-256', data);

/** True when the hash starts with at least `bits` zero bits. */
export function hasLeadingZeroBits(hash: Uint8Array, bits: number): boolean {
  const fullBytes = Math.floor(bits / 8);
  for (let i = 0; i < fullBytes; i++) if (hash[i] !== 0) return false;
  const rest = bits % 8;
  return rest === 0 || hash[fullBytes] >> (8 - rest) === 0;
}

export interface SolveOptions {
  sha256?: Sha256;
  /** Hashes started together; the browser runs them off the main thread. */
  batchSize?: number;
  /** Give the page a turn (paint, input) at least this often. */
  yieldEveryMs?: number;
}

const MAX_DIFFICULTY = 32;

/**
 * The newsletter's proof-of-work captcha: the first decimal nonce, counting from 0, such that
 * SHA-256(challenge + nonce) starts with `difficulty` zero bits. Batches of hashes run in
 * parallel, with a yield to the event loop between batches so the page stays responsive.
 */
export async function solveProofOfWork(
  challenge: string,
  difficulty: number,
  { sha256 = subtleSha256, batchSize = 256, yieldEveryMs = 40 }: SolveOptions = {},
): Promise<string> {
  if (!Number.isInteger(difficulty) || difficulty < 0 || difficulty > MAX_DIFFICULTY) {
    throw new RangeError(`Unsupported proof-of-work difficulty: ${difficulty}`);
  }
  const encoder = new TextEncoder();
  // 64 times the expected number of tries: failing that is a 1 in e^64 chance.
  const maxTries = 64 * 2 ** difficulty;
  let lastYield = Date.now();
  for (let start = 0; start < maxTries; start += batchSize) {
    const nonces = Array.from({ length: batchSize }, (_, i) => String(start + i));
    const hashes = await Promise.all(nonces.map((nonce) => sha256(encoder.encode(challenge + nonce))));
    const found = hashes.findIndex((hash) => hasLeadingZeroBits(new Uint8Array(hash), difficulty));
    if (found >= 0) return nonces[found];
    if (Date.now() - lastYield >= yieldEveryMs) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      lastYield = Date.now();
    }
  }
  throw new Error('No proof-of-work nonce found');
}
