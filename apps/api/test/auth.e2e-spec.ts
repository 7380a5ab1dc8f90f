import { RequestPasswordReset } from '@storyvault/api/modules/auth/application/request-password-reset.use-case';
import type { ParsedMail } from 'mailparser';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { linksIn, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';

describe('auth over HTTP (supertest, real PostgreSQL, real SMTP)', () => {
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

  const ann = { name: 'Ann Smith', email: 'ann@example.com', password: 'Str0ng!pass' };

  it('answers 401 to /api/me when signed out', async () => {
    const res = await request(t.server).get('/api/me').expect(401);
    expect(res.body).toMatchObject({ statusCode: 401, code: 'NOT_SIGNED_IN' });
  });

  it('registers, signs in on the spot and returns the user', async () => {
    const agent = request.agent(t.server);
    const res = await agent
      .post('/api/register')
      .send({ ...ann, email: 'Ann@Example.com' })
      .expect(200);
    expect(res.body).toEqual({ user: { name: 'Ann Smith', email: 'ann@example.com', hasFullAccess: false } });
    const cookie = res.headers['set-cookie'][0];
    expect(cookie).toMatch(/^storyvault\.sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    await agent.get('/api/me').expect(200, { name: 'Ann Smith', email: 'ann@example.com', hasFullAccess: false });
    const rows = await t.app.get(DataSource).query('SELECT email, password_hash FROM users');
    expect(rows).toHaveLength(1);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a second account on the same email in another case with 409', async () => {
    const res = await request(t.server)
      .post('/api/register')
      .send({ ...ann, email: 'ANN@example.com' })
      .expect(409);
    expect(res.body.code).toBe('EMAIL_TAKEN');
  });

  it('refuses a weak password with 400 listing the missing items', async () => {
    const res = await request(t.server)
      .post('/api/register')
      .send({ name: 'Bob', email: 'bob@example.com', password: 'weakpass' })
      .expect(400);
    expect(res.body).toMatchObject({
      code: 'WEAK_PASSWORD',
      message: 'Password must include: one uppercase letter, one number, one special character',
      details: ['one uppercase letter', 'one number', 'one special character'],
    });
  });

  it('signs in with a new session id, and signs out', async () => {
    const agent = request.agent(t.server);
    const first = await agent.post('/api/login').send({ email: ann.email, password: ann.password }).expect(200);
    expect(first.body.user.email).toBe('ann@example.com');
    const firstSid = first.headers['set-cookie'][0].split(';')[0];
    const second = await agent.post('/api/login').send({ email: ann.email, password: ann.password }).expect(200);
    expect(second.headers['set-cookie'][0].split(';')[0]).not.toBe(firstSid);
    await agent.get('/api/me').expect(200);
    await agent.post('/api/logout').expect(204);
    await agent.get('/api/me').expect(401);
    // The old cookie is dead on the server too, not just forgotten by the client.
    await request(t.server).get('/api/me').set('Cookie', firstSid).expect(401);
  });

  it('resets a password through the emailed link, once', async () => {
    await request(t.server)
      .post('/api/auth/password-reset/request')
      .send({ email: 'ANN@example.com' })
      .expect(200, { message: 'If this email exists, a password reset link has been sent.' });
    await request(t.server)
      .post('/api/auth/password-reset/request')
      .send({ email: 'nobody@example.com' })
      .expect(200, { message: 'If this email exists, a password reset link has been sent.' });

    const mail = await smtp.waitFor((m) => m.subject === 'Reset your StoryVault password');
    expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe('ann@example.com');
    expect(mail.html).toBeTruthy();
    const link = linksIn(mail.text).find((l) => l.startsWith('http://stories.test/reset-password/'))!;
    const token = link.split('/').pop()!;

    await request(t.server)
      .post('/api/auth/password-reset/confirm')
      .send({ token, newPassword: 'brand new password' })
      .expect(200);
    const again = await request(t.server)
      .post('/api/auth/password-reset/confirm')
      .send({ token, newPassword: 'another password' })
      .expect(400);
    expect(again.body.message).toBe('Invalid or expired password reset token');

    await request(t.server).post('/api/login').send({ email: ann.email, password: ann.password }).expect(401);
    await request(t.server).post('/api/login').send({ email: ann.email, password: 'brand new password' }).expect(200);
    expect(smtp.messages.filter((m) => m.subject === 'Reset your StoryVault password')).toHaveLength(1);
  });

  it('answers a reset request the same when the relay refuses the email, and a new request delivers', async () => {
    await request(t.server)
      .post('/api/register')
      .send({ ...ann, email: 'erin@example.com' })
      .expect(200);
    const toErin = (m: ParsedMail) =>
      m.subject === 'Reset your StoryVault password' &&
      !!m.to &&
      !Array.isArray(m.to) &&
      m.to.text === 'erin@example.com';

    smtp.failNext(1);
    const refused = await request(t.server)
      .post('/api/auth/password-reset/request')
      .send({ email: 'erin@example.com' });
    const unknown = await request(t.server)
      .post('/api/auth/password-reset/request')
      .send({ email: 'nobody.else@example.com' });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: unknown.status, body: unknown.body });
    expect(refused.status).toBe(200);
    await t.app.get(RequestPasswordReset).settled();
    expect(smtp.messages.filter(toErin)).toHaveLength(0);

    await request(t.server).post('/api/auth/password-reset/request').send({ email: 'erin@example.com' }).expect(200);
    const mail = await smtp.waitFor(toErin);
    expect(linksIn(mail.text).some((l) => l.startsWith('http://stories.test/reset-password/'))).toBe(true);
  });

  it('answers 429 to the sixth bad sign-in in a row', async () => {
    await request(t.server)
      .post('/api/register')
      .send({ ...ann, email: 'carol@example.com' })
      .expect(200);
    for (let i = 0; i < 5; i++) {
      await request(t.server).post('/api/login').send({ email: 'carol@example.com', password: 'wrong' }).expect(401);
    }
    const res = await request(t.server)
      .post('/api/login')
      .send({ email: 'carol@example.com', password: ann.password })
      .expect(429);
    expect(res.body.message).toBe('Too many attempts. Please try again later.');
  });

  it('answers 429 with the text of docs/product.md to too many reset requests', async () => {
    for (let i = 0; i < 3; i++) {
      await request(t.server).post('/api/auth/password-reset/request').send({ email: 'dave@example.com' }).expect(200);
    }
    const res = await request(t.server)
      .post('/api/auth/password-reset/request')
      .send({ email: 'dave@example.com' })
      .expect(429);
    expect(res.body.message).toBe('Too many password reset requests. Please try again later.');
  });
});
