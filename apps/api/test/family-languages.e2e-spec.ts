import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { SendStoryDigests, SendStoryEmails } from '@storyvault/api/modules/notifications/notifications.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { linksIn, setUpVault, signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DataSource } from 'typeorm';

const DAY = 24 * 60 * 60_000;
type Agent = ReturnType<typeof request.agent>;

/**
 * A person's own language: the browser's at sign-up, chosen at /api/notifications, and the
 * language of the family's emails to them, each reader in theirs (real SMTP and PostgreSQL).
 */
describe("the family's emails in each person's language", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-03-02T09:00:00Z'));
  const db = () => t.app.get(DataSource);
  let seq = 0;
  const register = (body: Record<string, unknown>, acceptLanguage?: string) => {
    const agent = request.agent(t.server);
    const email = `person${++seq}-${Date.now()}@example.com`;
    const sent = agent.post('/api/register');
    if (acceptLanguage) sent.set('Accept-Language', acceptLanguage);
    return { agent, email, done: sent.send({ name: 'Ann Smith', email, password: 'Str0ng!pass', ...body }) };
  };
  async function until<T>(what: string, read: () => Promise<T> | T, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  const to = (m: ParsedMail, address: string) =>
    (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.value.some((v) => v.address === address));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://stories.example.com' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  describe('a person’s language', () => {
    it('starts as the browser’s at sign-up: the form’s, else Accept-Language, else English', async () => {
      const chosen = register({ language: 'fr' }, 'de-DE,de;q=0.9');
      await chosen.done.expect(200);
      expect((await chosen.agent.get('/api/notifications').expect(200)).body).toEqual({ language: 'fr' });
      const header = register({}, 'de-AT,de;q=0.9,en;q=0.8');
      await header.done.expect(200);
      expect((await header.agent.get('/api/notifications').expect(200)).body).toEqual({ language: 'de' });
      const unspoken = register({}, 'it-IT,it;q=0.9');
      await unspoken.done.expect(200);
      expect((await unspoken.agent.get('/api/notifications').expect(200)).body).toEqual({ language: 'en' });
      const refused = register({ language: 'it' });
      expect((await refused.done.expect(400)).body.message).toContain('language must be one of en, de, es, fr or nl.');
    });

    it('is chosen by the signed-in person, checked, and theirs alone', async () => {
      const ann = await signedInOwner(t.server);
      const emma = await signedInOwner(t.server);
      expect((await ann.agent.get('/api/notifications').expect(200)).body).toEqual({ language: 'en' });
      expect((await ann.agent.put('/api/notifications').send({ language: 'es' }).expect(200)).body).toEqual({
        language: 'es',
      });
      expect((await ann.agent.get('/api/notifications').expect(200)).body).toEqual({ language: 'es' });
      expect((await emma.agent.get('/api/notifications').expect(200)).body).toEqual({ language: 'en' });
      for (const language of ['it', 'DE', 'german', 7, '', null, undefined]) {
        const bad = await ann.agent.put('/api/notifications').send({ language }).expect(400);
        expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED' });
        expect(JSON.stringify(bad.body.message)).toContain('language must be one of en, de, es, fr or nl.');
      }
      expect((await ann.agent.get('/api/notifications').expect(200)).body).toEqual({ language: 'es' });
      await request(t.server).get('/api/notifications').expect(401);
      await request(t.server).put('/api/notifications').send({ language: 'de' }).expect(401);
    });
  });

  describe('new stories', () => {
    let owner: { agent: Agent; email: string };
    let emma: { agent: Agent; email: string };
    let lena: { agent: Agent; email: string };
    let vaultId: string;
    let token: string;

    beforeAll(async () => {
      owner = await signedInOwner(t.server, { name: 'Ann Smith' });
      emma = await signedInOwner(t.server, { name: 'Emma Schmidt' });
      lena = await signedInOwner(t.server, { name: 'Lena Schmidt' });
      ({ id: vaultId } = await setUpVault(owner.agent, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' }));
      for (const who of [emma, lena]) {
        await who.agent.put('/api/notifications').send({ language: 'de' }).expect(200);
        // Members who joined: their vault_members rows, as an accepted invitation writes them.
        await db().query(
          `INSERT INTO vault_members (vault_id, user_id, role) SELECT $1, id, 'viewer' FROM users WHERE email = $2`,
          [vaultId, who.email],
        );
      }
      await lena.agent.put(`/api/vaults/${vaultId}/notifications`).send({ notify: 'weekly' }).expect(200);
      clock.advance(3 * DAY);
      await t.app.get(DispatchDeliveries).execute();
      const question = await smtp.waitFor((m) => m.subject?.startsWith('A question from Ann') ?? false);
      const write = linksIn(question.text).find((l) => l.includes('/respond/write?token='))!;
      token = new URL(write).searchParams.get('token')!;
    });

    it('reach the English owner in English and the German member in German, the digest too', async () => {
      await request(t.server)
        .post('/api/respond/text')
        .send({ token, text: 'We danced all night in Heidelberg.' })
        .expect(201);
      const [{ id: storyId }] = await db().query(`SELECT id FROM stories WHERE vault_id = $1`, [vaultId]);
      await until(
        'the story’s rows',
        () => db().query(`SELECT 1 FROM story_notifications WHERE story_id = $1`, [storyId]),
        (rows: unknown[]) => rows.length === 3,
      );
      await t.app.get(SendStoryEmails).execute(storyId);

      const english = await smtp.waitFor((m) => to(m, owner.email) && /new story/.test(m.subject ?? ''));
      expect(english.subject).toMatch(/^Rose Smith shared a new story: /);
      expect(english.text).toContain('Hello Ann,');
      expect(english.html).toContain('<html lang="en">');

      const german = await smtp.waitFor((m) => to(m, emma.email) && /Geschichte/.test(m.subject ?? ''));
      expect(german.subject).toMatch(/^Rose Smith hat eine neue Geschichte erzählt: /);
      expect(german.text).toContain('Hallo Emma,');
      expect(german.text).toContain('Rose Smith hat eine neue Geschichte erzählt, als Antwort auf diese Frage:');
      expect(german.text).toContain('We danced all night in Heidelberg.');
      expect(german.text).toContain('Geschichte lesen:');
      expect(german.text).toContain('Diese E-Mails abbestellen:');
      expect(german.text).not.toContain('Hello');
      expect(german.html).toContain('<html lang="de">');

      // A week on, the weekly member's digest, in German.
      clock.advance(7 * DAY + 60_000);
      await t.app.get(SendStoryDigests).execute();
      const digest = await smtp.waitFor((m) => to(m, lena.email));
      expect(digest.subject).toBe('Eine neue Geschichte von Rose Smith diese Woche');
      expect(digest.text).toContain('Hallo Lena,');
      expect(digest.text).toContain('Rose Smith hat seit deiner letzten Wochen-E-Mail eine neue Geschichte erzählt:');
      expect(digest.text).toContain('We danced all night in Heidelberg.');
      expect(digest.text).not.toContain('Hello');
    });
  });
});
