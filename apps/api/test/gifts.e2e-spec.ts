import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import {
  signedInOwner,
  SmtpTestServer,
  startSmtpTestServer,
  startStripeStandIn,
  StripeStandIn,
} from '@storyvault/testing';
import { ParsedMail } from 'mailparser';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import request, { Response } from 'supertest';

/**
 * Giving StoryVault, on the whole app (real PostgreSQL and SMTP, manual clock): the gift through
 * the checkout, the giver's account and the vault, nothing to the senior before the first day,
 * the introduction with the giver's message on it, and the printable card.
 */

const to = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? m.to.text : '');

/** Collects a binary answer (a PDF) as a Buffer. */
function binary(res: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

function pdfText(pdf: Buffer): string {
  const out = spawnSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`pdftotext failed: ${out.stderr}`);
  return out.stdout;
}

function pdfPageSize(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'gift-card-')), 'card.pdf');
  writeFileSync(file, pdf);
  const out = spawnSync('pdfinfo', [file], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`pdfinfo failed: ${out.stderr}`);
  return /Page size:\s+(.*)/.exec(out.stdout)![1].trim();
}

/** 148 × 210 mm in points, as pdfinfo reads the page box. */
const A5_PAGE = '419.53 x 595.28 pts';

const gift = {
  giverName: 'Ann Giver',
  giverEmail: 'ann.giver@example.com',
  seniorName: 'Rose Giver',
  seniorEmail: 'rose.giver@example.com',
  startDate: '2026-12-14',
  message: 'Mum, I would love to hear the stories you never had time to tell. Happy Christmas!',
  planType: 'annual',
  timeZone: 'Europe/London',
};

describe('a gift through the TEST MODE checkout (real SMTP, manual clock)', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  // Friday 27 November 2026, noon in London.
  const clock = new ManualClock(new Date('2026-11-27T12:00:00Z'));
  const setClock = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());
  const tick = () => t.app.get(DispatchDeliveries).execute();
  const mailTo = (address: string) => smtp.messages.filter((m) => to(m) === address);

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => setClock('2026-11-27T12:00:00Z'));

  /** The gift given and paid through the TEST MODE checkout, the giver's account made with a password. */
  async function giveAndPay(body: Record<string, unknown>) {
    const given = await request(t.server).post('/api/gifts').send(body).expect(200);
    const checkout = new URL(given.body.checkoutUrl);
    expect(checkout.pathname).toMatch(/^\/api\/billing\/test-checkout\/cs_test_local_/);
    const page = await request(t.server).get(checkout.pathname).expect(200);
    expect(page.text).toContain('$59/year');
    const sessionId = checkout.pathname.split('/').pop()!;
    const paid = await request(t.server).post(`${checkout.pathname}/complete`).expect(303);
    // The funnel's own success step: the giver sets a password there.
    expect(paid.headers.location).toBe(`http://localhost:3000/get-started/success?session_id=${sessionId}`);
    const verified = await request(t.server).post('/api/verify-payment').send({ sessionId, email: '' }).expect(200);
    expect(verified.body).toMatchObject({ verified: true, lead: { email: body.giverEmail } });
    const agent = request.agent(t.server);
    await agent
      .post('/api/complete-signup')
      .send({ sessionId, email: body.giverEmail, password: 'long enough' })
      .expect(200);
    return { agent, sessionId };
  }

  it('makes the giver a vault that starts on the day chosen, and introduces it with the message on that day', async () => {
    const { agent } = await giveAndPay(gift);

    // The card goes to the giver right after payment, as an A5 PDF.
    const cardMail = await smtp.waitFor((m) => to(m) === gift.giverEmail && /card to print/.test(m.subject ?? ''));
    expect(cardMail.subject).toBe('Your gift for Rose Giver: the card to print');
    expect(cardMail.text).toContain('Monday, December 14, 2026');
    const [attached] = cardMail.attachments;
    expect(attached).toMatchObject({ contentType: 'application/pdf', filename: 'storyvault-gift-card.pdf' });
    expect(pdfPageSize(attached.content)).toBe(A5_PAGE);

    const [vault] = (await agent.get('/api/vaults').expect(200)).body;
    expect(vault).toMatchObject({
      seniorName: 'Rose Giver',
      seniorEmail: 'rose.giver@example.com',
      isSetupComplete: true,
      startsOn: '2026-12-14',
      giftMessage: gift.message,
      // 9:00 in London on the first day (GMT in December); the first question's day is the gift's.
      nextQuestionAt: '2026-12-14T09:00:00.000Z',
      sendWeekday: 1,
      timeZone: 'Europe/London',
      frequency: 1,
    });
    const [mine] = (await agent.get('/api/gifts/mine').expect(200)).body;
    expect(mine).toMatchObject({ seniorName: 'Rose Giver', startDate: '2026-12-14', vaultId: vault.id });

    // Nothing reaches the senior before the first day, however many rounds run.
    await tick();
    setClock('2026-12-13T23:59:00Z');
    await tick();
    setClock('2026-12-14T08:59:00Z');
    await tick();
    expect(mailTo(gift.seniorEmail)).toEqual([]);

    setClock('2026-12-14T09:00:00Z');
    await tick();
    const toRose = mailTo(gift.seniorEmail);
    expect(toRose.map((m) => m.subject)).toEqual([
      'Ann Giver would love to hear your stories',
      expect.stringMatching(/^A question from Ann: /),
    ]);
    const intro = toRose[0].text!;
    expect(intro).toContain('A message from Ann Giver:');
    expect(intro).toContain(gift.message);
    expect(intro.indexOf('A message from Ann Giver:')).toBeLessThan(intro.indexOf(gift.message));
    // Once begun, the dashboard no longer says when it starts; the questions follow weekly.
    const [after] = (await agent.get('/api/vaults').expect(200)).body;
    expect(after.startsOn).toBeNull();
    expect(after.nextQuestionAt).toBe('2026-12-21T09:00:00.000Z');
  });

  it('prints the card for the giver alone, A5 or Letter, with the message, the day, the name and the welcome link', async () => {
    const { agent } = await giveAndPay({
      ...gift,
      giverEmail: 'card.giver@example.com',
      seniorEmail: 'card.rose@example.com',
    });
    const [mine] = (await agent.get('/api/gifts/mine').expect(200)).body;
    expect(mine.cardUrls).toEqual({
      a5: `/api/gifts/${mine.id}/card?size=a5`,
      letter: `/api/gifts/${mine.id}/card?size=letter`,
    });

    const a5 = await agent.get(mine.cardUrls.a5).buffer(true).parse(binary).expect(200);
    expect(a5.headers['content-type']).toBe('application/pdf');
    expect(pdfPageSize(a5.body)).toBe(A5_PAGE);
    const text = pdfText(a5.body).replace(/\s+/g, ' ');
    expect(text).toContain('For Rose Giver');
    expect(text).toContain('Starts on Monday, December 14, 2026');
    expect(text).toContain('Mum, I would love to hear the stories');
    expect(text).toContain('With love, Ann Giver');
    const letter = await agent.get(mine.cardUrls.letter).buffer(true).parse(binary).expect(200);
    expect(pdfPageSize(letter.body)).toBe('612 x 792 pts (letter)');

    // The QR code's page, printed beside it too: public, in plain words from the gift.
    const code = /gift\/welcome\/([A-Za-z0-9_-]+)/.exec(text)![1];
    expect(code.length).toBeGreaterThanOrEqual(32);
    const welcome = await request(t.server).get(`/api/gifts/welcome/${code}`).expect(200);
    expect(welcome.body).toEqual({ seniorName: 'Rose Giver', giverName: 'Ann Giver', startDate: '2026-12-14' });
    const unknown = await request(t.server)
      .get(`/api/gifts/welcome/${'x'.repeat(32)}`)
      .expect(404);
    expect(unknown.body.code).toBe('GIFT_NOT_FOUND');

    // Anyone else: as if there were no such gift; signed out: sign in first.
    const { agent: stranger } = await signedInOwner(t.server);
    const foreign = await stranger.get(mine.cardUrls.a5).expect(404);
    expect(foreign.body).toMatchObject({ code: 'GIFT_NOT_FOUND', message: 'Gift not found.' });
    await request(t.server).get(mine.cardUrls.a5).expect(401);
    await agent.get('/api/gifts/00000000-0000-4000-8000-000000000000/card').expect(404);
    const size = await agent.get(`/api/gifts/${mine.id}/card?size=a4`).expect(400);
    expect(size.body.message).toBe('size must be a5 or letter');
  });

  it('without the senior’s email, waits for the setup and still starts on the gift’s day', async () => {
    const { agent } = await giveAndPay({ ...gift, giverEmail: 'noemail.giver@example.com', seniorEmail: '' });
    const [vault] = (await agent.get('/api/vaults').expect(200)).body;
    expect(vault).toMatchObject({ isSetupComplete: false, seniorEmail: '', startsOn: '2026-12-14' });
    await tick();
    const set = await agent
      .put(`/api/vaults/${vault.id}`)
      .send({
        seniorName: 'Rose Giver',
        seniorEmail: 'rose.later@example.com',
        deliveryMethod: 'email',
        frequency: 1,
        sendIntroEmail: true,
        isSetupComplete: true,
      })
      .expect(200);
    expect(set.body).toMatchObject({ isSetupComplete: true, startsOn: '2026-12-14' });
    const [ready] = (await agent.get('/api/vaults').expect(200)).body;
    expect(ready.nextQuestionAt).toBe('2026-12-14T09:00:00.000Z');
    await tick();
    expect(mailTo('rose.later@example.com')).toEqual([]);
  });

  it('refuses a gift it cannot give, in plain words at the field', async () => {
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ planType: 'monthly' }, 'planType', 'Gifts are a year of StoryVault: the plan must be annual.'],
      [{ startDate: '2026-11-26' }, 'startDate', 'The gift cannot start in the past.'],
      [{ startDate: '2027-11-28' }, 'startDate', 'The gift can start at most a year from today.'],
      [{ startDate: 'next week' }, 'startDate', 'Please choose the day the gift starts.'],
      [{ message: 'x'.repeat(601) }, 'message', 'The message can be at most 600 characters.'],
      [{ message: '   ' }, 'message', 'Please write a short message for them.'],
      [{ seniorName: '' }, 'seniorName', 'Please enter the name of the person receiving the gift.'],
      [{ giverEmail: 'not an email' }, 'giverEmail', 'Please enter a valid email address.'],
      [{ seniorEmail: 'rose@' }, 'seniorEmail', 'Please enter a valid email address.'],
    ];
    for (const [change, field, message] of refusals) {
      const res = await request(t.server)
        .post('/api/gifts')
        .send({ ...gift, giverEmail: 'refused@example.com', ...change })
        .expect(400);
      expect(res.body).toMatchObject({ code: 'INVALID_GIFT', message, details: [field] });
    }
    const missing = await request(t.server).post('/api/gifts').send({ giverName: 'Ann' }).expect(400);
    expect(missing.body.code).toBe('VALIDATION_FAILED');
    // Today and a year from today are both fine.
    await request(t.server)
      .post('/api/gifts')
      .send({ ...gift, giverEmail: 'today@example.com', startDate: '2026-11-27' })
      .expect(200);
    await request(t.server)
      .post('/api/gifts')
      .send({ ...gift, giverEmail: 'yearon@example.com', startDate: '2027-11-27' })
      .expect(200);
  });
});

describe('a gift through Stripe (the stand-in, a signed webhook)', () => {
  const WEBHOOK_SECRET = 'whsec_test_gifts';
  const SECRET_KEY = 'sk_test_gifts';
  let stripe: StripeStandIn;
  let smtp: SmtpTestServer;
  let t: TestApp;
  const sdk = new Stripe('sk_test_x');

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    Object.assign(stripe.account, { secretKey: SECRET_KEY, prices: ['price_annual', 'price_monthly'] });
    smtp = await startSmtpTestServer();
    t = await startTestApp({
      clock: new ManualClock(new Date('2026-11-27T12:00:00Z')),
      env: {
        SMTP_URL: smtp.url,
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_ANNUAL: 'price_annual',
        STRIPE_PRICE_MONTHLY: 'price_monthly',
        STRIPE_API_BASE: stripe.url,
        PUBLIC_URL: 'http://stories.example.com',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await stripe.close();
  });

  it('checks out the annual price, and the paid webhook sends the card before the browser comes back', async () => {
    const given = await request(t.server)
      .post('/api/gifts')
      .send({ ...gift, giverEmail: 'stripe.giver@example.com', seniorEmail: 'stripe.rose@example.com' })
      .expect(200);
    const created = stripe.requests.at(-1)!;
    expect(created).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(created.body).toMatchObject({
      mode: 'subscription',
      customer_email: 'stripe.giver@example.com',
      client_reference_id: expect.stringMatching(/^lead:\d+$/),
      line_items: [{ price: 'price_annual', quantity: '1' }],
      success_url: 'http://stories.example.com/get-started/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://stories.example.com/gift',
    });
    const sessionId = [...stripe.sessions.keys()].at(-1)!;
    expect(given.body).toEqual({ checkoutUrl: stripe.sessions.get(sessionId)!.url });
    stripe.pay(sessionId);

    const payload = JSON.stringify({
      id: `evt_gift_${sessionId}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: stripe.sessions.get(sessionId) },
    });
    await request(t.server)
      .post('/api/billing/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
      .send(payload)
      .expect(200);
    const card = await smtp.waitFor(
      (m) => to(m) === 'stripe.giver@example.com' && /card to print/.test(m.subject ?? ''),
    );
    expect(card.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);

    // The browser comes back: the giver's account, then the vault.
    const agent = request.agent(t.server);
    await agent
      .post('/api/complete-signup')
      .send({ sessionId, email: 'stripe.giver@example.com', password: 'long enough' })
      .expect(200);
    const [vault] = (await agent.get('/api/vaults').expect(200)).body;
    expect(vault).toMatchObject({ seniorEmail: 'stripe.rose@example.com', startsOn: '2026-12-14' });
    // The card went once, though the payment was told twice (the webhook and the return).
    expect(smtp.messages.filter((m) => /card to print/.test(m.subject ?? ''))).toHaveLength(1);
  });
});
