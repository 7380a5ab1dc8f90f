import { PasswordHasher } from '@storyvault/api/modules/auth/application/ports/password-hasher';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { linksIn, setUpVault, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';

const PASSWORD = 'Str0ng!pass';
const RESET_SUBJECT = 'Reset your StoryVault password';

/**
 * Attacks on sign-in, password reset and lead capture, each replayed against the whole app.
 * Requests come through a trusted local proxy, so X-Forwarded-For sets each client's address.
 */
describe('auth under attack (supertest, real PostgreSQL, real SMTP)', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://stories.test', TRUST_PROXY: 'loopback' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => jest.restoreAllMocks());

  const from = (ip: string) => ({ 'X-Forwarded-For': ip });
  const resetMailsTo = (email: string) => (m: ParsedMail) =>
    m.subject === RESET_SUBJECT && !!m.to && !Array.isArray(m.to) && m.to.text === email;

  async function resetToken(email: string, ip: string, nth = 1): Promise<string> {
    await request(t.server).post('/api/auth/password-reset/request').set(from(ip)).send({ email }).expect(200);
    await smtp.waitFor((m) => smtp.messages.filter(resetMailsTo(email)).length >= nth && resetMailsTo(email)(m));
    const mail = smtp.messages.filter(resetMailsTo(email))[nth - 1];
    const link = linksIn(mail.text).find((l) => l.startsWith('http://stories.test/reset-password/'))!;
    return link.split('/').pop()!;
  }

  it('leaves the one who registered an address first nothing once its owner resets the password', async () => {
    const victim = 'victim@example.com';
    // The attacker registers the victim's address first and keeps the session.
    const attacker = request.agent(t.server);
    await attacker
      .post('/api/register')
      .set(from('198.51.100.66'))
      .send({ name: 'Not Victim', email: victim, password: PASSWORD })
      .expect(200);
    await attacker.get('/api/me').expect(200);

    // The victim cannot register, so resets the password, signs in and sets up a vault.
    const owner = request.agent(t.server);
    await owner
      .post('/api/register')
      .set(from('203.0.113.10'))
      .send({ name: 'Victim', email: victim, password: 'An0ther!pass' })
      .expect(409);
    const token = await resetToken(victim, '203.0.113.10');
    await owner
      .post('/api/auth/password-reset/confirm')
      .set(from('203.0.113.10'))
      .send({ token, newPassword: 'the owner chose this' })
      .expect(200);
    await owner
      .post('/api/login')
      .set(from('203.0.113.10'))
      .send({ email: victim, password: 'the owner chose this' })
      .expect(200);
    const vault = await setUpVault(owner, { seniorName: 'Mum', seniorEmail: 'mum@example.com' });
    await owner.get(`/api/vaults/${vault.id}/stories`).expect(200);

    // The attacker's session ended with the reset, and the old password is gone.
    await attacker.get('/api/me').expect(401);
    await attacker.get('/api/vaults').expect(401);
    await attacker.get(`/api/vaults/${vault.id}/stories`).expect(401);
    await request(t.server)
      .post('/api/login')
      .set(from('198.51.100.66'))
      .send({ email: victim, password: PASSWORD })
      .expect(401);
  });

  it('ends every session of the account when its password is reset', async () => {
    const email = 'two-browsers@example.com';
    const laptop = request.agent(t.server);
    await laptop.post('/api/register').set(from('203.0.113.11')).send({ name: 'Ann', email, password: PASSWORD });
    const phone = request.agent(t.server);
    await phone.post('/api/login').set(from('203.0.113.12')).send({ email, password: PASSWORD }).expect(200);
    const someoneElse = request.agent(t.server);
    await someoneElse
      .post('/api/register')
      .set(from('203.0.113.13'))
      .send({ name: 'Bo', email: 'bystander@example.com', password: PASSWORD })
      .expect(200);

    const token = await resetToken(email, '203.0.113.11');
    await laptop
      .post('/api/auth/password-reset/confirm')
      .set(from('203.0.113.11'))
      .send({ token, newPassword: 'a new password' })
      .expect(200);
    await laptop.get('/api/me').expect(401);
    await phone.get('/api/me').expect(401);
    // Another account's session is untouched.
    await someoneElse.get('/api/me').expect(200);
  });

  it('voids every other reset link once one is used', async () => {
    const email = 'two-links@example.com';
    await request(t.server)
      .post('/api/register')
      .set(from('203.0.113.14'))
      .send({ name: 'Ann', email, password: PASSWORD })
      .expect(200);
    const first = await resetToken(email, '203.0.113.14', 1);
    const second = await resetToken(email, '203.0.113.14', 2);
    expect(second).not.toBe(first);

    await request(t.server)
      .post('/api/auth/password-reset/confirm')
      .set(from('203.0.113.14'))
      .send({ token: first, newPassword: 'the first link set this' })
      .expect(200);
    const refused = await request(t.server)
      .post('/api/auth/password-reset/confirm')
      .set(from('203.0.113.14'))
      .send({ token: second, newPassword: 'the second link set this' })
      .expect(400);
    expect(refused.body.message).toBe('Invalid or expired password reset token');
    await request(t.server)
      .post('/api/login')
      .set(from('203.0.113.14'))
      .send({ email, password: 'the first link set this' })
      .expect(200);
  });

  it('checks at most 5 passwords of 60 wrong ones sent at once for one account from one address', async () => {
    const email = 'parallel@example.com';
    await request(t.server)
      .post('/api/register')
      .set(from('203.0.113.20'))
      .send({ name: 'Ann', email, password: PASSWORD })
      .expect(200);
    const verify = jest.spyOn(t.app.get(PasswordHasher), 'verify');

    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        request(t.server)
          .post('/api/login')
          .set(from('198.51.100.20'))
          .send({ email, password: `wrong-${i}` }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(verify.mock.calls.length).toBeLessThanOrEqual(5);
    expect(answers.find((a) => a.status === 429)!.body.message).toBe('Too many attempts. Please try again later.');
  });

  it('checks at most 30 passwords of 100 sent at once from one address', async () => {
    const verify = jest.spyOn(t.app.get(PasswordHasher), 'verify');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        request(t.server)
          .post('/api/login')
          .set(from('198.51.100.30'))
          .send({ email: `guess${i}@example.com`, password: 'wrong password' }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(30);
    expect(verify.mock.calls.length).toBeLessThanOrEqual(30);
  });

  it("lets the owner in from their own address while an attacker's wrong passwords are refused at another", async () => {
    const email = 'targeted@example.com';
    await request(t.server)
      .post('/api/register')
      .set(from('203.0.113.40'))
      .send({ name: 'Ann', email, password: PASSWORD })
      .expect(200);
    for (let i = 0; i < 8; i++) {
      await request(t.server)
        .post('/api/login')
        .set(from('198.51.100.40'))
        .send({ email, password: `guess-${i}` });
    }
    // The attacker's address is held back, even with the right password...
    await request(t.server)
      .post('/api/login')
      .set(from('198.51.100.40'))
      .send({ email, password: PASSWORD })
      .expect(429);
    // ...and the owner is not.
    const res = await request(t.server)
      .post('/api/login')
      .set(from('203.0.113.41'))
      .send({ email, password: PASSWORD })
      .expect(200);
    expect(res.body.user.email).toBe(email);
  });

  it('answers a long email from a long forwarded address with 401, not 500', async () => {
    const res = await request(t.server)
      .post('/api/login')
      .set(from('x'.repeat(2000)))
      .send({ email: `${'a'.repeat(300)}@example.com`, password: 'wrong password' })
      .expect(401);
    expect(res.body.code).toBe('INVALID_CREDENTIALS');
  });

  it('limits lead capture per address, keeping the account-exists answer', async () => {
    await request(t.server)
      .post('/api/register')
      .set(from('203.0.113.50'))
      .send({ name: 'Ann', email: 'has-account@example.com', password: PASSWORD })
      .expect(200);
    const exists = await request(t.server)
      .post('/api/capture-lead')
      .set(from('198.51.100.50'))
      .send({ name: 'Probe', email: 'has-account@example.com' })
      .expect(409);
    expect(exists.body).toMatchObject({
      code: 'ACCOUNT_EXISTS',
      message: 'You already have an account. Please sign in.',
    });

    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await request(t.server)
        .post('/api/capture-lead')
        .set(from('198.51.100.50'))
        .send({ name: 'Probe', email: `probe${i}@example.com` });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200).length).toBe(19);
    expect(statuses.slice(19).every((s) => s === 429)).toBe(true);
    // Refused even for an address with an account: the answer no longer tells.
    const hidden = await request(t.server)
      .post('/api/capture-lead')
      .set(from('198.51.100.50'))
      .send({ name: 'Probe', email: 'has-account@example.com' })
      .expect(429);
    expect(hidden.body.message).toBe('Too many attempts. Please try again later.');
    // Another address is not held back.
    await request(t.server)
      .post('/api/capture-lead')
      .set(from('203.0.113.51'))
      .send({ name: 'Real Person', email: 'real@example.com' })
      .expect(200);
  });
});
