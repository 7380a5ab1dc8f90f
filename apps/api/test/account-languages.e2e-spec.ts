import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { linksIn, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { ParsedMail } from 'mailparser';
import request from 'supertest';

const to = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? m.to.text : '');

/**
 * The emails about the account itself in the reader's language (real PostgreSQL and SMTP): the
 * person's own once the account exists, the browser's at checkout before it does. English is
 * checked word for word by auth, billing and gifts' own e2e tests.
 */
describe("the account's emails in the reader's language", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-11-27T12:00:00Z'));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://stories.test' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("sends a German-speaking owner's password reset in German, and its link works", async () => {
    const owner = { name: 'Greta Berg', email: 'greta@example.com', password: 'Str0ng!pass', language: 'de' };
    await request(t.server).post('/api/register').send(owner).expect(200);
    await request(t.server).post('/api/auth/password-reset/request').send({ email: owner.email }).expect(200);

    const mail = await smtp.waitFor((m) => to(m) === owner.email && /Passwort/.test(m.subject ?? ''));
    expect(mail.subject).toBe('Neues Passwort für dein StoryVault-Konto');
    expect(mail.text).toContain('Hallo Greta Berg,');
    expect(mail.text).toContain('Wenn du das warst, wähle hier ein neues Passwort:');
    expect(mail.text).toContain('Dein StoryVault-Team');
    expect(mail.text).not.toContain('Reset your');
    expect(mail.html).toContain('<html lang="de"');
    const link = linksIn(mail.text).find((l) => l.startsWith('http://stories.test/reset-password/'))!;
    await request(t.server)
      .post('/api/auth/password-reset/confirm')
      .send({ token: link.split('/').pop(), newPassword: 'brand new password' })
      .expect(200);
    await request(t.server).post('/api/login').send({ email: owner.email, password: 'brand new password' }).expect(200);
  });

  it("writes the receipt before the account in the checkout browser's language, the welcome in the account's", async () => {
    const visitor = request.agent(t.server);
    const lead = await visitor
      .post('/api/capture-lead')
      .set('Accept-Language', 'de-AT,de;q=0.9,en;q=0.8')
      .send({ name: 'Jonas Weber', email: 'jonas@example.com' })
      .expect(200);
    const checkout = await visitor
      .post('/api/create-checkout')
      .send({ leadId: lead.body.leadId, planType: 'annual' })
      .expect(200);
    const path = new URL(checkout.body.checkoutUrl).pathname;
    const sessionId = path.split('/').pop()!;
    await request(t.server).post(`${path}/complete`).expect(303);

    const receipt = await smtp.waitFor((m) => to(m) === 'jonas@example.com' && /Zahlung/.test(m.subject ?? ''));
    expect(receipt.subject).toBe('Deine Zahlung an StoryVault ist angekommen');
    expect(receipt.text).toContain('Danke: Dein StoryVault-Abo ist bezahlt.');
    expect(receipt.text).toContain(`/get-started/success?session_id=${sessionId}`);

    await request(t.server)
      .post('/api/complete-signup')
      .send({ sessionId, email: 'jonas@example.com', password: 'long enough', language: 'de' })
      .expect(200);
    const welcome = await smtp.waitFor((m) => to(m) === 'jonas@example.com' && /Willkommen/.test(m.subject ?? ''));
    expect(welcome.subject).toBe('Willkommen bei StoryVault: So geht es weiter');
    expect(welcome.text).toContain('Hallo Jonas,');
  });

  it("sends a gift's card in the language of the giver's browser, its first day written in it", async () => {
    const given = await request(t.server)
      .post('/api/gifts')
      .set('Accept-Language', 'de-DE')
      .send({
        giverName: 'Lena Vogel',
        giverEmail: 'lena@example.com',
        seniorName: 'Rosa',
        seniorEmail: 'rosa@example.com',
        startDate: '2026-12-14',
        message: 'Erzähl mir von früher!',
        planType: 'annual',
        timeZone: 'Europe/Berlin',
      })
      .expect(200);
    const path = new URL(given.body.checkoutUrl).pathname;
    await request(t.server).post(`${path}/complete`).expect(303);
    await request(t.server)
      .post('/api/verify-payment')
      .send({ sessionId: path.split('/').pop(), email: '' })
      .expect(200);

    const card = await smtp.waitFor((m) => to(m) === 'lena@example.com' && /Geschenk/.test(m.subject ?? ''));
    expect(card.subject).toBe('Dein Geschenk für Rosa: die Karte zum Ausdrucken');
    expect(card.text).toContain(
      'Am Montag, 14. Dezember 2026 schicken wir Rosa eine kurze Vorstellung mit deiner Nachricht',
    );
    expect(card.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
  });
});
