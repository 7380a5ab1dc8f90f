import { startTestApp, TestApp } from '@storyvault/api-testing';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';

function solve(challenge: string, difficulty: number): string {
  for (let n = 0; ; n++) {
    const digest = createHash('sha256')
      .update(challenge + n)
      .digest();
    let bits = 0;
    for (const byte of digest) {
      if (byte === 0) bits += 8;
      else {
        bits += Math.clz32(byte) - 24;
        break;
      }
    }
    if (bits >= difficulty) return String(n);
  }
}

describe('newsletter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const post = (body: object) => request(t.server).post('/api/newsletter').send(body);

  it('stores the trimmed, lower-cased email once', async () => {
    await post({ email: '  Rose@Example.COM ' }).expect(200, { ok: true, message: 'Thank you for subscribing!' });
    await post({ email: 'rose@example.com' }).expect(200, {
      ok: false,
      alreadySubscribed: true,
      message: 'This email is already subscribed.',
    });
    const rows = await t.app.get(DataSource).query('SELECT email FROM newsletter_subscriptions');
    expect(rows).toEqual([{ email: 'rose@example.com' }]);
  });

  it('refuses an invalid email with 400', async () => {
    const res = await post({ email: 'not-an-email' }).expect(400);
    expect(res.body.message).toBe('Please enter a valid email address');
  });

  it('asks a burst for a proof-of-work challenge, and accepts a solved one once', async () => {
    const many = await Promise.all([1, 2, 3, 4].map((n) => post({ email: `burst${n}@example.com` })));
    const blocked = many.find((r) => r.body.requiresCaptcha)!;
    expect(blocked.body).toMatchObject({
      ok: false,
      requiresCaptcha: true,
      message: 'Security verification required. Please try again in a moment.',
    });
    const { challenge, difficulty } = blocked.body.captcha;
    const nonce = solve(challenge, difficulty);
    await post({ email: 'burst9@example.com', captcha: { challenge, nonce: 'wrong' } })
      .expect(200)
      .expect((r) => expect(r.body.requiresCaptcha).toBe(true));
    await post({ email: 'burst9@example.com', captcha: { challenge, nonce } }).expect(200, {
      ok: true,
      message: 'Thank you for subscribing!',
    });
    // A solved challenge works once.
    const reused = await post({ email: 'burst10@example.com', captcha: { challenge, nonce } }).expect(200);
    expect(reused.body.requiresCaptcha).toBe(true);
  });
});
