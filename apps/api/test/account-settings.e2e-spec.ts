import { startTestApp, TestApp } from '@storyvault/api-testing';
import { linksIn, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DataSource } from 'typeorm';

const toAddress = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : '');

describe('the owner changes their email and password (supertest, real PostgreSQL, real SMTP)', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://stories.test' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function signUp(name: string, email: string, password = 'Str0ng!pass') {
    const agent = request.agent(t.server);
    await agent.post('/api/register').send({ name, email, password }).expect(200);
    return agent;
  }

  it('changes the email only when the link sent to the new address is opened, and tells the old one', async () => {
    const ann = await signUp('Ann Smith', 'ann@example.com');
    const asked = await ann
      .post('/api/account/email')
      .send({ newEmail: 'Ann.New@Example.com', password: 'Str0ng!pass' })
      .expect(200);
    expect(asked.body.message).toMatch(/We sent a link to your new address/);
    // Nothing changed yet: the old address still signs in.
    await ann.get('/api/me').expect(200, { name: 'Ann Smith', email: 'ann@example.com', hasFullAccess: false });

    const mail = await smtp.waitFor((m) => m.subject === 'Confirm your new StoryVault email');
    expect(toAddress(mail)).toBe('ann.new@example.com');
    const link = linksIn(mail.text).find((l) => l.startsWith('http://stories.test/account/confirm-email/'))!;
    const token = link.split('/').pop()!;
    // The token is stored hashed, never as sent.
    const db = t.app.get(DataSource);
    const [stored] = await db.query(`SELECT token_hash FROM email_changes`);
    expect(stored.token_hash).not.toContain(token);

    await request(t.server).post('/api/account/email/confirm').send({ token }).expect(200);
    const notice = await smtp.waitFor((m) => m.subject === 'Your StoryVault email was changed');
    expect(toAddress(notice)).toBe('ann@example.com');
    expect(notice.text).toContain('ann.new@example.com');

    await ann.get('/api/me').expect(200, { name: 'Ann Smith', email: 'ann.new@example.com', hasFullAccess: false });
    await request(t.server).post('/api/login').send({ email: 'ann@example.com', password: 'Str0ng!pass' }).expect(401);
    await request(t.server)
      .post('/api/login')
      .send({ email: 'ann.new@example.com', password: 'Str0ng!pass' })
      .expect(200);

    // Used once.
    const reused = await request(t.server).post('/api/account/email/confirm').send({ token }).expect(400);
    expect(reused.body).toMatchObject({ code: 'INVALID_EMAIL_CHANGE_LINK' });
    expect(reused.body.message).toMatch(/expired or was already used/);
  });

  it('refuses a wrong password, a bad or same address and one that has an account, with clear codes', async () => {
    const bob = await signUp('Bob Stone', 'bob@example.com');
    await signUp('Cara Lane', 'cara@example.com');

    const wrong = await bob
      .post('/api/account/email')
      .send({ newEmail: 'bob2@example.com', password: 'not it' })
      .expect(403);
    expect(wrong.body).toMatchObject({ code: 'WRONG_PASSWORD', message: 'That is not your current password.' });
    const invalid = await bob
      .post('/api/account/email')
      .send({ newEmail: 'not an email', password: 'Str0ng!pass' })
      .expect(400);
    expect(invalid.body.message).toMatch(/valid email address/);
    const same = await bob
      .post('/api/account/email')
      .send({ newEmail: 'BOB@example.com', password: 'Str0ng!pass' })
      .expect(400);
    expect(same.body).toMatchObject({ code: 'SAME_EMAIL' });
    const taken = await bob
      .post('/api/account/email')
      .send({ newEmail: 'cara@example.com', password: 'Str0ng!pass' })
      .expect(409);
    // Word for word what the sign-up page says about that address, no more.
    expect(taken.body).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists. Please sign in.',
    });
    await request(t.server).post('/api/account/email').send({ newEmail: 'x@example.com', password: 'a' }).expect(401);
  });

  it('refuses an expired link', async () => {
    const dan = await signUp('Dan Reed', 'dan@example.com');
    await dan.post('/api/account/email').send({ newEmail: 'dan2@example.com', password: 'Str0ng!pass' }).expect(200);
    const mail = await smtp.waitFor((m) => toAddress(m) === 'dan2@example.com');
    const token = linksIn(mail.text)
      .find((l) => l.includes('/account/confirm-email/'))!
      .split('/')
      .pop()!;
    // A day and a bit later: the row's expiry moved back rather than waiting.
    await t.app.get(DataSource).query(`UPDATE email_changes SET expires_at = now() - interval '1 minute'`);
    const expired = await request(t.server).post('/api/account/email/confirm').send({ token }).expect(400);
    expect(expired.body).toMatchObject({ code: 'INVALID_EMAIL_CHANGE_LINK' });
    await dan.get('/api/me').expect(200, { name: 'Dan Reed', email: 'dan@example.com', hasFullAccess: false });
    await request(t.server).post('/api/account/email/confirm').send({ token: 'short' }).expect(400);
  });

  it('changes the password: this session stays, another one is signed out, only the new password signs in', async () => {
    const here = await signUp('Eve Hart', 'eve@example.com');
    const elsewhere = request.agent(t.server);
    await elsewhere.post('/api/login').send({ email: 'eve@example.com', password: 'Str0ng!pass' }).expect(200);
    await elsewhere.get('/api/me').expect(200);

    const wrong = await here
      .post('/api/account/password')
      .send({ currentPassword: 'nope', newPassword: 'An0ther!pass' })
      .expect(403);
    expect(wrong.body.code).toBe('WRONG_PASSWORD');
    const weak = await here
      .post('/api/account/password')
      .send({ currentPassword: 'Str0ng!pass', newPassword: 'short' })
      .expect(400);
    expect(weak.body).toMatchObject({ code: 'WEAK_PASSWORD', message: 'Password must be at least 8 characters long' });
    await elsewhere.get('/api/me').expect(200);

    const changed = await here
      .post('/api/account/password')
      .send({ currentPassword: 'Str0ng!pass', newPassword: 'An0ther!pass' })
      .expect(200);
    expect(changed.body.message).toMatch(/other devices are signed out/);
    await here.get('/api/me').expect(200);
    await elsewhere.get('/api/me').expect(401);
    await request(t.server).post('/api/login').send({ email: 'eve@example.com', password: 'Str0ng!pass' }).expect(401);
    await request(t.server).post('/api/login').send({ email: 'eve@example.com', password: 'An0ther!pass' }).expect(200);
  });
});
