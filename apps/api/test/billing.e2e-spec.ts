import { ParsedMail, simpleParser } from 'mailparser';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { signedInOwner } from '@storyvault/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';

// Stripe itself (webhooks, the SDK's failures): billing-stripe.e2e-spec.ts.

describe('the funnel with the local TEST MODE checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function outboxMail(): Promise<ParsedMail[]> {
    const dir = join(t.config.dataDir, 'outbox');
    const files = await readdir(dir).catch(() => [] as string[]);
    return Promise.all(
      files.filter((f) => f.endsWith('.eml')).map(async (f) => simpleParser(await readFile(join(dir, f)))),
    );
  }

  it('goes from lead to paid account with full access', async () => {
    const visitor = request.agent(t.server);
    const lead = await visitor
      .post('/api/capture-lead')
      .send({ name: ' Ann  Smith ', email: 'Ann@Example.com' })
      .expect(200);
    expect(lead.body.leadId).toEqual(expect.any(Number));
    const checkout = await visitor
      .post('/api/create-checkout')
      .send({ leadId: lead.body.leadId, planType: 'annual' })
      .expect(200);
    const url = new URL(checkout.body.checkoutUrl);
    expect(url.pathname).toMatch(/^\/api\/billing\/test-checkout\/cs_test_local_/);
    const page = await request(t.server).get(url.pathname).expect(200);
    expect(page.text).toContain('TEST MODE');
    expect(page.text).toContain('$59/year');

    const sessionId = url.pathname.split('/').pop()!;
    // Not paid yet: nothing verifies, no account can be made.
    await request(t.server)
      .post('/api/verify-payment')
      .send({ sessionId, email: 'ann@example.com' })
      .expect(200, { success: false, verified: false });
    const early = await request(t.server)
      .post('/api/complete-signup')
      .send({ sessionId, email: 'ann@example.com', password: 'long enough' })
      .expect(403);
    expect(early.body.message).toBe('Payment verification is required.');

    const paid = await request(t.server).post(`${url.pathname}/complete`).expect(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/get-started/success?session_id=${sessionId}`);
    await request(t.server)
      .post('/api/verify-payment')
      .send({ sessionId, email: 'someone@else.com' })
      .expect(200, { success: false, verified: false });
    await request(t.server)
      .post('/api/verify-payment')
      .send({ sessionId, email: 'ann@example.com' })
      .expect(200, { success: true, verified: true, lead: { name: 'Ann Smith', email: 'ann@example.com' } });

    const short = await request(t.server)
      .post('/api/complete-signup')
      .send({ sessionId, email: 'ann@example.com', password: 'short' })
      .expect(400);
    expect(short.body.message).toBe('Password must be at least 8 characters');
    const agent = request.agent(t.server);
    const done = await agent
      .post('/api/complete-signup')
      .send({ sessionId, email: 'ann@example.com', password: 'long enough' })
      .expect(200);
    expect(done.body).toEqual({
      success: true,
      user: { name: 'Ann Smith', email: 'ann@example.com', hasFullAccess: true },
    });
    await agent.get('/api/me').expect(200, { name: 'Ann Smith', email: 'ann@example.com', hasFullAccess: true });

    // The new owner is welcomed by email (the outbox, as an install without SMTP_URL writes it).
    const welcome = (await outboxMail()).filter((m) => m.subject === 'Welcome to StoryVault: what happens next');
    expect(welcome).toHaveLength(1);
    expect(welcome[0].to && !Array.isArray(welcome[0].to) && welcome[0].to.text).toBe('ann@example.com');
    expect(welcome[0].text).toContain('Hello Ann,');
    expect(welcome[0].text).toContain('the first question goes out');
    expect(welcome[0].text).toContain(`Write to ${t.config.SUPPORT_EMAIL}`);
    expect(welcome[0].text).toContain(`${t.config.PUBLIC_URL}/dashboard`);

    const replay = await request(t.server)
      .post('/api/complete-signup')
      .send({ sessionId, email: 'ann@example.com', password: 'long enough' })
      .expect(409);
    expect(replay.body.code).toBe('ACCOUNT_EXISTS');
    const again = await request(t.server)
      .post('/api/capture-lead')
      .send({ name: 'Ann', email: 'ANN@example.com' })
      .expect(409);
    expect(again.body.code).toBe('ACCOUNT_EXISTS');
  });

  it('lets a signed-in trial user subscribe (/subscribe) and gain full access', async () => {
    const { agent, email } = await signedInOwner(t.server);
    const checkout = await agent.post('/api/create-checkout').send({ planType: 'monthly' }).expect(200);
    const path = new URL(checkout.body.checkoutUrl).pathname;
    const paid = await request(t.server).post(`${path}/complete`).expect(303);
    expect(paid.headers.location).toMatch(/\/subscribe\?session_id=/);
    await agent
      .post('/api/verify-payment')
      .send({ sessionId: path.split('/').pop(), email })
      .expect(200, { success: true, verified: true });
    expect((await agent.get('/api/me')).body.hasFullAccess).toBe(true);
  });

  /** A lead through the TEST MODE checkout, paid; the browser that paid is then gone. */
  async function paidLead(name: string, email: string, beforePaying: () => Promise<unknown> = async () => undefined) {
    const visitor = request.agent(t.server);
    const lead = await visitor.post('/api/capture-lead').send({ name, email }).expect(200);
    const checkout = await visitor
      .post('/api/create-checkout')
      .send({ leadId: lead.body.leadId, planType: 'annual' })
      .expect(200);
    const path = new URL(checkout.body.checkoutUrl).pathname;
    const sessionId = path.split('/').pop()!;
    await beforePaying();
    await request(t.server).post(`${path}/complete`).expect(303);
    return { sessionId };
  }

  const db = () => t.app.get(DataSource);

  it('lets a lead who paid finish from another tab or browser, knowing only the session id', async () => {
    const { sessionId } = await paidLead('Ivy Lane', 'ivy@example.com');
    await request(t.server)
      .post('/api/verify-payment')
      .send({ sessionId, email: '' })
      .expect(200, { success: true, verified: true, lead: { name: 'Ivy Lane', email: 'ivy@example.com' } });
    await request(t.server)
      .post('/api/verify-payment')
      .send({ sessionId, email: 'someone@else.com' })
      .expect(200, { success: false, verified: false });
    const agent = request.agent(t.server);
    await agent
      .post('/api/complete-signup')
      .send({ sessionId, email: 'ivy@example.com', password: 'long enough' })
      .expect(200);
    await agent.get('/api/me').expect(200, { name: 'Ivy Lane', email: 'ivy@example.com', hasFullAccess: true });
  });

  it('remembers a paid checkout by email: step 1 again sends the way back instead of a second payment', async () => {
    const visitor = request.agent(t.server);
    const lead = await visitor.post('/api/capture-lead').send({ name: 'Paul Paid', email: 'paul@example.com' });
    expect(lead.body).toEqual({ leadId: expect.any(Number) });
    const checkout = await visitor
      .post('/api/create-checkout')
      .send({ leadId: lead.body.leadId, planType: 'annual' })
      .expect(200);
    const path = new URL(checkout.body.checkoutUrl).pathname;
    const sessionId = path.split('/').pop()!;
    // Paid; the return page is never opened (the tab was closed).
    await request(t.server).post(`${path}/complete`).expect(303);

    const toPaul = async () =>
      (await outboxMail()).filter((m) => m.to && !Array.isArray(m.to) && m.to.text === 'paul@example.com');
    const finishUrl = `http://localhost:3000/get-started/success?session_id=${sessionId}`;
    const [receipt] = await toPaul();
    expect(receipt.subject).toBe('Your StoryVault payment went through');
    expect(receipt.text).toContain(finishUrl);

    // In another browser, step 1 with the same email: no plans, a link sent to that email.
    const again = await request(t.server)
      .post('/api/capture-lead')
      .send({ name: 'Paul Paid', email: 'PAUL@example.com' })
      .expect(200);
    expect(again.body).toEqual({ leadId: lead.body.leadId, alreadyPaid: true });
    expect(JSON.stringify(again.body)).not.toContain(sessionId);
    const reminder = (await toPaul()).find((m) => m.subject === 'Finish creating your StoryVault account');
    expect(reminder?.text).toContain(finishUrl);

    // The finished checkout visited again: a page, not an error body.
    const page = await request(t.server).get(path).expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('This payment is complete');
    expect(page.text).toContain(`/get-started/success?session_id=${sessionId}`);

    // The link finishes the account; then step 1 says the account exists, as for anyone.
    await request(t.server)
      .post('/api/complete-signup')
      .send({ sessionId, email: '', password: 'long enough' })
      .expect(200);
    await request(t.server).post('/api/capture-lead').send({ name: 'Paul', email: 'paul@example.com' }).expect(409);
    expect((await toPaul()).filter((m) => m.subject === 'Your StoryVault payment went through')).toHaveLength(1);
  });

  it('refuses a second checkout for a lead whose payment went through, saying where the account link went', async () => {
    const visitor = request.agent(t.server);
    const lead = await visitor.post('/api/capture-lead').send({ name: 'Tess Twice', email: 'tess@example.com' });
    const first = await visitor
      .post('/api/create-checkout')
      .send({ leadId: lead.body.leadId, planType: 'annual' })
      .expect(200);
    const path = new URL(first.body.checkoutUrl).pathname;
    const sessionId = path.split('/').pop()!;
    await request(t.server).post(`${path}/complete`).expect(303);
    const db = t.app.get(DataSource);
    const sessions = async () =>
      Number(
        (await db.query(`SELECT count(*) AS n FROM test_checkout_sessions WHERE email = 'tess@example.com'`))[0].n,
      );
    expect(await sessions()).toBe(1);

    // Back on the plan page (the return page never opened): no second checkout, for either plan.
    for (const planType of ['annual', 'monthly']) {
      const again = await visitor.post('/api/create-checkout').send({ leadId: lead.body.leadId, planType }).expect(409);
      expect(again.body).toEqual({
        statusCode: 409,
        code: 'LEAD_ALREADY_PAID',
        message:
          'This payment has already gone through. We have sent the link to set up your account to tess@example.com.',
      });
    }
    expect(await sessions()).toBe(1);
    const reminders = (await outboxMail()).filter(
      (m) =>
        m.to &&
        !Array.isArray(m.to) &&
        m.to.text === 'tess@example.com' &&
        m.subject === 'Finish creating your StoryVault account',
    );
    expect(reminders.length).toBeGreaterThanOrEqual(1);
    expect(reminders[0].text).toContain(`/get-started/success?session_id=${sessionId}`);

    // Once the account is made, the payment is used: still no checkout.
    await request(t.server)
      .post('/api/complete-signup')
      .send({ sessionId, email: '', password: 'long enough' })
      .expect(200);
    const used = await visitor
      .post('/api/create-checkout')
      .send({ leadId: lead.body.leadId, planType: 'annual' })
      .expect(409);
    expect(used.body.code).toBe('PAYMENT_ALREADY_USED');
    expect(await sessions()).toBe(1);
  });

  it('tells nothing about the lead of a session that is not paid', async () => {
    const visitor = request.agent(t.server);
    const lead = await visitor.post('/api/capture-lead').send({ name: 'Una', email: 'una@example.com' }).expect(200);
    const checkout = await visitor
      .post('/api/create-checkout')
      .send({ leadId: lead.body.leadId, planType: 'annual' })
      .expect(200);
    const sessionId = new URL(checkout.body.checkoutUrl).pathname.split('/').pop();
    await request(t.server)
      .post('/api/verify-payment')
      .send({ sessionId, email: '' })
      .expect(200, { success: false, verified: false });
  });

  it('gives full access to someone who registered at /signup and then paid through the funnel', async () => {
    let owner: Awaited<ReturnType<typeof signedInOwner>> | undefined;
    const { sessionId } = await paidLead('Jo Ames', 'jo@example.com', async () => {
      owner = await signedInOwner(t.server, { name: 'Jo Ames', email: 'jo@example.com' });
    });
    // The payment is recorded as it completes (as the provider's webhook does), before any return page.
    expect((await owner!.agent.get('/api/me')).body.hasFullAccess).toBe(true);
    await request(t.server)
      .post('/api/verify-payment')
      .send({ sessionId, email: 'jo@example.com' })
      .expect(200, { success: true, verified: true, lead: { name: 'Jo Ames', email: 'jo@example.com' } });
    expect((await owner!.agent.get('/api/me')).body.hasFullAccess).toBe(true);
  });

  it('makes one account per paid session, even once that account has another email', async () => {
    const { sessionId } = await paidLead('Kim Lee', 'kim@example.com');
    const signup = { sessionId, email: 'kim@example.com', password: 'long enough' };
    await request(t.server).post('/api/complete-signup').send(signup).expect(200);
    await db().query(`UPDATE users SET email = 'kim.lee@example.com' WHERE email = 'kim@example.com'`);

    const again = await request(t.server).post('/api/complete-signup').send(signup).expect(409);
    expect(again.body).toMatchObject({
      code: 'PAYMENT_ALREADY_USED',
      message: 'An account has already been created with this payment. Please sign in.',
    });
    const [{ count }] = await db().query(`SELECT count(*)::int AS count FROM users WHERE name = 'Kim Lee'`);
    expect(count).toBe(1);
  });

  it("refuses an account for a session whose subscription is an account's already", async () => {
    let owner: Awaited<ReturnType<typeof signedInOwner>> | undefined;
    const { sessionId } = await paidLead('Lou Park', 'lou@example.com', async () => {
      owner = await signedInOwner(t.server, { name: 'Lou Park', email: 'lou@example.com' });
    });
    await request(t.server).post('/api/verify-payment').send({ sessionId, email: 'lou@example.com' }).expect(200);
    await db().query(`UPDATE users SET email = 'lou.park@example.com' WHERE email = 'lou@example.com'`);

    const res = await request(t.server)
      .post('/api/complete-signup')
      .send({ sessionId, email: 'lou@example.com', password: 'long enough' })
      .expect(409);
    expect(res.body.code).toBe('PAYMENT_ALREADY_USED');
    const [{ count }] = await db().query(`SELECT count(*)::int AS count FROM users WHERE name = 'Lou Park'`);
    expect(count).toBe(1);
    expect((await owner!.agent.get('/api/me')).body).toMatchObject({
      email: 'lou.park@example.com',
      hasFullAccess: true,
    });
  });

  it('cancels back to the plan choice', async () => {
    const visitor = request.agent(t.server);
    const lead = await visitor.post('/api/capture-lead').send({ name: 'Bo', email: 'bo@example.com' }).expect(200);
    const checkout = await visitor
      .post('/api/create-checkout')
      .send({ leadId: lead.body.leadId, planType: 'monthly' })
      .expect(200);
    const path = new URL(checkout.body.checkoutUrl).pathname;
    const cancelled = await request(t.server).post(`${path}/cancel`).expect(303);
    expect(cancelled.headers.location).toBe('http://localhost:3000/get-started/step2');
    const page = await request(t.server).get(path).expect(200);
    expect(page.text).toContain('This checkout was cancelled');
    await request(t.server).post(`${path}/complete`).expect(404);
  });

  it.each([
    ['/api/capture-lead', { name: '', email: 'a@b.co' }, 'Name is required'],
    ['/api/capture-lead', { name: 'A', email: 'nope' }, 'Please enter a valid email address'],
    ['/api/create-checkout', { leadId: 1.5, planType: 'annual' }, 'leadId must be an integer'],
    ['/api/create-checkout', { leadId: 1, planType: 'weekly' }, 'planType must be annual or monthly'],
  ])('refuses bad funnel input: %s %j', async (path, body, message) => {
    const res = await request(t.server).post(path).send(body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('answers an unknown lead and an unknown session plainly', async () => {
    await request(t.server).post('/api/create-checkout').send({ leadId: 999999, planType: 'annual' }).expect(404);
    await request(t.server)
      .post('/api/verify-payment')
      .send({ sessionId: 'cs_nope', email: 'a@b.co' })
      .expect(200, { success: false, verified: false });
  });
});

describe('production without Stripe keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => t.close());

  it('refuses checkout with the message that shows "Payment System Not Ready"', async () => {
    const visitor = request.agent(t.server);
    const lead = await visitor.post('/api/capture-lead').send({ name: 'Cy', email: 'cy@example.com' }).expect(200);
    const res = await visitor
      .post('/api/create-checkout')
      .send({ leadId: lead.body.leadId, planType: 'annual' })
      .expect(503);
    expect(res.body).toMatchObject({
      code: 'PAYMENT_NOT_CONFIGURED',
      message: 'The payment provider is not configured yet.',
    });
  });
});
