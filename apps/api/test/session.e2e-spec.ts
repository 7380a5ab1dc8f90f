import { startTestApp, TestApp } from '@storyvault/api-testing';
import request from 'supertest';
import { DataSource } from 'typeorm';

const PASSWORD = 'Str0ng!pass';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

function sessionCookie(res: request.Response): string | undefined {
  const cookies = (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  return cookies.find((c) => c.startsWith('storyvault.sid='));
}

/** The session id inside a signed cookie "storyvault.sid=s%3A<id>.<signature>; …". */
function sessionId(cookie: string): string {
  return decodeURIComponent(cookie.split(';')[0].split('=')[1]).replace(/^s:/, '').split('.')[0];
}

describe('sessions over HTTP (real PostgreSQL store)', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  async function signUp(email: string): Promise<{ cookie: string; sid: string }> {
    const res = await request(t.server)
      .post('/api/register')
      .send({ name: 'Ann', email, password: PASSWORD })
      .expect(200);
    const cookie = sessionCookie(res)!.split(';')[0];
    return { cookie, sid: sessionId(cookie) };
  }

  /** The row as stored: its version (xmin changes with every write), expiry and seconds left. */
  async function row(sid: string) {
    const [found] = await db.query(
      `SELECT xmin::text AS version, expire::text AS expire,
              extract(epoch FROM expire - localtimestamp)::float AS seconds_left, sess
         FROM sessions WHERE sid = $1`,
      [sid],
    );
    return {
      version: found.version as string,
      expire: found.expire as string,
      secondsLeft: found.seconds_left as number,
      cookieExpires: found.sess.cookie.expires as string,
    };
  }

  async function expectUnchanged(sid: string, before: Awaited<ReturnType<typeof row>>): Promise<void> {
    const after = await row(sid);
    expect({ version: after.version, expire: after.expire, cookieExpires: after.cookieExpires }).toEqual({
      version: before.version,
      expire: before.expire,
      cookieExpires: before.cookieExpires,
    });
  }

  /** Moves the session's stored expiry back, as if it had been extended `ms` ago. */
  async function age(sid: string, ms: number): Promise<void> {
    const [{ sess }] = await db.query('SELECT sess FROM sessions WHERE sid = $1', [sid]);
    sess.cookie.expires = new Date(new Date(sess.cookie.expires).getTime() - ms).toISOString();
    await db.query(
      `UPDATE sessions SET sess = $2::json, expire = expire - make_interval(secs => $3::float) WHERE sid = $1`,
      [sid, JSON.stringify(sess), ms / 1000],
    );
  }

  it('writes nothing and sends no cookie when a fresh session only reads', async () => {
    const { cookie, sid } = await signUp('reader@example.com');
    const before = await row(sid);
    for (let i = 0; i < 2; i++) {
      const res = await request(t.server).get('/api/me').set('Cookie', cookie).expect(200);
      expect(sessionCookie(res)).toBeUndefined();
    }
    await expectUnchanged(sid, before);
  });

  it('still writes nothing when the session was extended less than a day ago', async () => {
    const { cookie, sid } = await signUp('half-day@example.com');
    await age(sid, 20 * HOUR_MS);
    const before = await row(sid);
    const res = await request(t.server).get('/api/me').set('Cookie', cookie).expect(200);
    expect(sessionCookie(res)).toBeUndefined();
    await expectUnchanged(sid, before);
  });

  it('extends a session last extended over a day ago to 30 days, once, and sends its cookie again', async () => {
    const { cookie, sid } = await signUp('regular@example.com');
    await age(sid, 2 * DAY_MS);
    expect((await row(sid)).secondsLeft).toBeLessThan((28 * DAY_MS) / 1000 + 60);

    const res = await request(t.server).get('/api/me').set('Cookie', cookie).expect(200);
    const renewed = sessionCookie(res);
    expect(renewed).toBeDefined();
    expect(renewed!.split(';')[0]).toBe(cookie);
    const expires = Date.parse(/Expires=([^;]+)/.exec(renewed!)![1]);
    expect(expires).toBeGreaterThan(Date.now() + 30 * DAY_MS - 60_000);
    const extended = await row(sid);
    expect(extended.secondsLeft).toBeGreaterThan((30 * DAY_MS) / 1000 - 60);
    expect(Date.parse(extended.cookieExpires)).toBeGreaterThan(Date.now() + 30 * DAY_MS - 60_000);

    // Extended once: the next read writes nothing again.
    const next = await request(t.server).get('/api/me').set('Cookie', cookie).expect(200);
    expect(sessionCookie(next)).toBeUndefined();
    await expectUnchanged(sid, extended);
  });

  it('ends a session left unused for 30 days', async () => {
    const { cookie, sid } = await signUp('away@example.com');
    await age(sid, 30 * DAY_MS + 60_000);
    await request(t.server).get('/api/me').set('Cookie', cookie).expect(401);
  });
});

/**
 * Each its own app, started after the previous one is closed: passport keeps one strategy per
 * name for the whole process.
 */
describe.each([
  ['0', 'no proxy', false],
  ['10.9.9.9', 'a proxy at another address', false],
  ['127.0.0.1', 'the proxy the request came through', true],
])('sessions behind TRUST_PROXY=%s (%s) with an https PUBLIC_URL', (trustProxy, _what, trusted) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_URL: 'https://stories.example.com', TRUST_PROXY: trustProxy } });
  });
  afterAll(() => t?.close());

  it(`${trusted ? 'believes' : 'ignores'} X-Forwarded-Proto when deciding to send the Secure cookie`, async () => {
    const res = await request(t.server)
      .post('/api/register')
      .set({ 'X-Forwarded-Proto': 'https', Origin: 'https://stories.example.com' })
      .send({ name: 'Sam', email: 'sam@example.com', password: PASSWORD })
      .expect(200);
    if (trusted) expect(sessionCookie(res)).toMatch(/; Secure/i);
    else expect(sessionCookie(res)).toBeUndefined();
  });
});
