import { createHash, webcrypto } from 'node:crypto';
import { hasLeadingZeroBits, solveProofOfWork } from './proofOfWork';

const nodeSha256 = async (data: Uint8Array) => {
  const digest = createHash('sha256').update(data).digest();
  return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength) as ArrayBuffer;
};

/** The answer worked out independently: the first decimal nonce whose hash has `bits` leading zero bits. */
function firstNonce(challenge: string, bits: number): string {
  for (let n = 0; ; n++) {
    const hash = createHash('sha256')
      .update(challenge + n)
      .digest();
    if (hasLeadingZeroBits(hash, bits)) return String(n);
  }
}

describe('solveProofOfWork', () => {
  it('finds the first nonce whose SHA-256(challenge + nonce) starts with the asked zero bits', async () => {
    const challenge = 'storyvault-newsletter-test-challenge';
    const nonce = await solveProofOfWork(challenge, 10, { sha256: nodeSha256, batchSize: 64 });

    expect(nonce).toBe(firstNonce(challenge, 10));
    const hash = createHash('sha256')
      .update(challenge + nonce)
      .digest();
    // 10 zero bits: the first byte, and the top two bits of the second.
    expect(hash[0]).toBe(0);
    expect(hash[1] >> 6).toBe(0);
  });

  it('uses the browser Web Crypto API by default', async () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
    try {
      await expect(solveProofOfWork('abc', 6)).resolves.toBe(firstNonce('abc', 6));
    } finally {
      if (original) Object.defineProperty(globalThis, 'crypto', original);
    }
  });

  it('gives the page a turn between batches', async () => {
    const spy = jest.spyOn(globalThis, 'setTimeout');
    try {
      await solveProofOfWork('yield-check', 12, { sha256: nodeSha256, batchSize: 16, yieldEveryMs: 0 });
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses a difficulty it could not finish', async () => {
    await expect(solveProofOfWork('x', 40, { sha256: nodeSha256 })).rejects.toThrow(RangeError);
  });

  it('counts leading zero bits across byte boundaries', () => {
    expect(hasLeadingZeroBits(Uint8Array.of(0, 0b00011111), 11)).toBe(true);
    expect(hasLeadingZeroBits(Uint8Array.of(0, 0b00011111), 12)).toBe(false);
    expect(hasLeadingZeroBits(Uint8Array.of(0b10000000), 0)).toBe(true);
  });
});
