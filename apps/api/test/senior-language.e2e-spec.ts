import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { IngestInboundMessage } from '@storyvault/api/modules/inbound/inbound.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { buildEmail, signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { ParsedMail } from 'mailparser';
import request from 'supertest';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A German vault, end to end: everything the senior reads is German (the introduction, the
 * question, its follow-up, the confirmation of her reply word, the answer page's payload), on
 * real PostgreSQL and a real SMTP server; the question itself comes as it was queued.
 */
describe('a German vault speaks German to its senior (real SMTP, manual clock)', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-03-02T09:00:00Z'));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({
      clock,
      env: {
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'http://stories.example.com',
        INBOUND_ADDRESS: 'stories@inbound.example.com',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const tick = () => t.app.get(DispatchDeliveries).execute();
  const to = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? m.to.text : '');

  it('sends the introduction, the question, the follow-up and a confirmation in German', async () => {
    const { agent } = await signedInOwner(t.server, { name: 'Anna Schmidt' });
    const vault = (
      await agent
        .post('/api/vaults')
        .send({
          seniorName: 'Greta Schmidt',
          seniorEmail: 'greta@example.de',
          seniorPhone: '',
          deliveryMethod: 'email',
          frequency: 2,
          sendIntroEmail: true,
          isSetupComplete: true,
          language: 'de',
        })
        .expect(201)
    ).body;
    const toGreta = () => smtp.messages.filter((m) => to(m) === 'greta@example.de');

    await tick();
    const intro = await smtp.waitFor((m) => to(m) === 'greta@example.de');
    expect(intro.subject).toBe('Anna Schmidt möchte so gern deine Geschichten hören');
    expect(intro.text).toContain('Hallo Greta,');
    expect(intro.text).toContain('Alle 2 Wochen bekommst du eine Frage per E-Mail');
    expect(intro.text).toContain('Antworte STOPP, dann kommen keine Fragen mehr, bis Anna sie wieder startet.');
    expect(intro.text).toContain('Alles Liebe, Anna Schmidt (über StoryVault)');
    expect(intro.text).toContain('Schreib an ');
    expect(intro.html).toContain('<html lang="de">');

    clock.advance(3 * DAY);
    await tick();
    const question = toGreta()[1];
    const queued = (await agent.get(`/api/vaults/${vault.id}/questions`)).body as Array<{ question: { text: string } }>;
    expect(question.subject).toMatch(/^Eine Frage von Anna: /);
    expect(question.text).toContain('Anna Schmidt würde diese Geschichte so gern von dir hören:');
    expect(question.text).toContain('Antwort aufnehmen');
    expect(question.text).toContain('Antwort schreiben');
    expect(question.text).toContain(
      'Du bist verreist? Antworte PAUSE. Lieber über etwas anderes reden? Antworte ÜBERSPRINGEN.',
    );
    expect(question.text).toContain('Schickt mir eine andere Frage');
    expect(question.html).toContain('Antwort aufnehmen');
    expect(question.text).not.toMatch(/Dear |Record my answer|Reply PAUSE|With love/);
    expect(queued.length).toBeGreaterThan(0);

    // The answer page's payload names the vault's language; the page's words follow it.
    const token = /\/respond\/write\?token=(\S+)/.exec(question.text!)![1];
    const page = await request(t.server).get(`/api/respond/question?token=${token}`).expect(200);
    expect(page.body).toMatchObject({ language: 'de', seniorFirstName: 'Greta', ownerFirstName: 'Anna' });

    clock.advance(4 * DAY);
    await tick();
    const followUp = toGreta()[2];
    expect(followUp.subject).toBe(`Re: ${question.subject}`);
    expect(followUp.text).toContain('Ganz ohne Eile. Anna Schmidt wollte dich nur an diese Frage erinnern');

    // Her reply word, in German, confirmed in German.
    const outcome = await t.app.get(IngestInboundMessage).execute(
      await buildEmail({
        from: 'Greta Schmidt <greta@example.de>',
        to: question.replyTo!.value[0].address!,
        inReplyTo: question.messageId,
        text: 'Pause bis 1. Mai',
      }),
      { source: 'cli' },
    );
    expect(outcome).toMatchObject({ outcome: 'command' });
    const confirmation = await smtp.waitFor((m) => to(m) === 'greta@example.de' && /pausiert/.test(m.subject ?? ''));
    expect(confirmation.subject).toBe('Fragen pausiert bis 1. Mai');
    expect(confirmation.text).toContain('Bis 1. Mai schicken wir dir keine Fragen.');
    expect(confirmation.text).toContain('Wenn du sie früher möchtest, antworte einfach FORTSETZEN.');
  });
});
