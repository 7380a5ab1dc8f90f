import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { setUpVault, signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { ParsedMail } from 'mailparser';

const DAY = 24 * 60 * 60_000;

/**
 * The owner's emails about the vault are in the owner's own language, the senior's in the
 * vault's (real SMTP and PostgreSQL).
 */
describe("the owner's emails about the vault in the owner's language", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-03-02T09:00:00Z'));
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

  it('tells a German-speaking owner of an English vault in German that the first question went out', async () => {
    const owner = await signedInOwner(t.server, { name: 'Anna Schmidt' });
    await owner.agent.put('/api/notifications').send({ language: 'de' }).expect(200);
    const seniorEmail = `rose-${Date.now()}@example.com`;
    // The vault speaks English, its default: the owner's own choice is not the vault's.
    await setUpVault(owner.agent, { seniorName: 'Rose', seniorEmail });
    clock.advance(3 * DAY);
    await t.app.get(DispatchDeliveries).execute();

    // The senior reads her vault's language, English.
    const question = await smtp.waitFor((m) => to(m, seniorEmail) && /^A question from Anna/.test(m.subject ?? ''));
    expect(question.text).toContain('Dear Rose,');
    expect(question.text).toContain('To answer, just reply to this email');

    const note = await smtp.waitFor((m) => to(m, owner.email));
    expect(note.subject).toBe('Rose hat die erste Frage bekommen');
    expect(note.text).toContain('Hallo Anna,');
    expect(note.text).toContain('Wir haben Rose gerade die erste Frage aus deinem StoryVault geschickt:');
    expect(note.text).toContain('Die nächste Frage geht jede Woche hinaus');
    expect(note.text).toContain('Dein StoryVault öffnen');
    expect(note.text).not.toMatch(/Hello|The first question/);
    expect(note.html).toContain('<html lang="de">');
  });
});
