import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { linksIn, pcmWav, setUpVault, signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import request, { Response } from 'supertest';

const DAY = 24 * 60 * 60 * 1000;

/** The English the answer pages were specified with, letter for letter. */
const ENGLISH = {
  answersToday:
    'Thank you! Your stories for this question are saved. You have sent as many as one link takes in a day; you can send more tomorrow.',
  unreadable: 'The recording could not be read. Please record again.',
  expired:
    'This link is more than 90 days old, so it no longer works. Your family can still hear from you: reply to the email this question came in and write your story there, or ask your family to send you a new question.',
  invalidLink: 'Invalid link. Please check your email or SMS for the correct link.',
  skippedAside: 'Done. We have put that question aside for later.',
  skippedSent: 'Done. A different question is on its way to your inbox.',
};
const GERMAN = {
  answersToday:
    'Danke! Deine Geschichten zu dieser Frage sind gespeichert. Du hast so viele geschickt, wie ein Link an einem Tag annimmt; morgen kannst du weitere schicken.',
  unreadable: 'Die Aufnahme konnte nicht gelesen werden. Nimm sie bitte noch einmal auf.',
  expired:
    'Dieser Link ist älter als 90 Tage und funktioniert deshalb nicht mehr. Deine Familie kann trotzdem von dir hören: Antworte auf die E-Mail, mit der diese Frage kam, und schreib deine Geschichte dort hinein, oder bitte deine Familie, dir eine neue Frage zu schicken.',
  invalidLink: 'Dieser Link stimmt nicht. Schau bitte in deiner E-Mail oder SMS nach dem richtigen Link.',
  skippedAside: 'Erledigt. Wir haben die Frage für später aufgehoben.',
  skippedSent: 'Erledigt. Eine andere Frage ist auf dem Weg in dein Postfach.',
};

function expectError(res: Response, status: number, code: string, message: string) {
  expect({ status: res.status, code: res.body.code, message: res.body.message }).toEqual({ status, code, message });
}

/**
 * What the answer pages are told when a link or a story is refused is in the vault's language,
 * whatever the browser says; before the link names a vault, in the browser's (Accept-Language).
 * An English vault's words stay exactly as specified. Real PostgreSQL, real SMTP, a manual clock.
 */
describe('the refusals the senior reads speak her vault’s language', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-03-02T09:00:00Z'));
  const tokens: Record<'de' | 'en', string> = { de: '', en: '' };

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://stories.example.com' } });
    for (const [language, senior] of [
      ['de', 'greta@example.de'],
      ['en', 'rose@example.com'],
    ] as const) {
      const { agent } = await signedInOwner(t.server, { name: language === 'de' ? 'Anna Schmidt' : 'Ann Smith' });
      await setUpVault(agent, {
        seniorName: language === 'de' ? 'Greta Schmidt' : 'Rose Smith',
        seniorEmail: senior,
        language,
      });
    }
    clock.advance(3 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    for (const [language, senior] of [
      ['de', 'greta@example.de'],
      ['en', 'rose@example.com'],
    ] as const) {
      const email = await smtp.waitFor((m) => !Array.isArray(m.to) && m.to?.text === senior);
      const link = linksIn(email.text).find((l) => l.includes('/respond/write?token='))!;
      tokens[language] = new URL(link).searchParams.get('token')!;
    }
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  // The browser says English for the German vault and German for the English one: the vault decides.
  const browserOf = { de: 'en-US,en;q=0.9', en: 'de-DE,de;q=0.9' } as const;
  const text = (vault: 'de' | 'en', story: string) =>
    request(t.server)
      .post('/api/respond/text')
      .set('Accept-Language', browserOf[vault])
      .send({ token: tokens[vault], text: story });
  const voice = (vault: 'de' | 'en', recording: Buffer) =>
    request(t.server)
      .post('/api/respond/voice')
      .set('Accept-Language', browserOf[vault])
      .field('token', tokens[vault])
      .attach('audio', recording, 'recording.wav');

  it('tells an unreadable recording in the vault’s language, keeping its code', async () => {
    const notAudio = Buffer.from('this is not a recording at all, just words');
    expectError(await voice('de', notAudio), 400, 'RECORDING_UNREADABLE', GERMAN.unreadable);
    expectError(await voice('en', notAudio), 400, 'RECORDING_UNREADABLE', ENGLISH.unreadable);
  });

  it('tells the skip page’s outcome in the vault’s language', async () => {
    const skip = (vault: 'de' | 'en') =>
      request(t.server)
        .post('/api/respond/skip')
        .set('Accept-Language', browserOf[vault])
        .send({ token: tokens[vault] });
    for (const [vault, words] of [
      ['de', GERMAN],
      ['en', ENGLISH],
    ] as const) {
      const { body } = await skip(vault);
      expect(body).toMatchObject({ outcome: 'skipped' });
      expect(body.message).toBe(body.nextQuestionSent ? words.skippedSent : words.skippedAside);
    }
  });

  it('tells the day’s limit in the vault’s language, for a story written or recorded', async () => {
    for (const vault of ['de', 'en'] as const)
      for (let i = 0; i < 10; i++) expect((await text(vault, `Story ${i + 1}`)).status).toBe(201);
    expectError(await text('de', 'One more'), 429, 'ANSWER_LIMIT_REACHED', GERMAN.answersToday);
    expectError(await voice('de', pcmWav()), 429, 'ANSWER_LIMIT_REACHED', GERMAN.answersToday);
    expectError(await text('en', 'One more'), 429, 'ANSWER_LIMIT_REACHED', ENGLISH.answersToday);
  });

  it('tells a story sent to an old link how to answer anyway, in the vault’s language', async () => {
    clock.advance(91 * DAY);
    expectError(await text('de', 'Zu spät?'), 410, 'LINK_EXPIRED', GERMAN.expired);
    expectError(await voice('de', pcmWav()), 410, 'LINK_EXPIRED', GERMAN.expired);
    expectError(await text('en', 'Too late?'), 410, 'LINK_EXPIRED', ENGLISH.expired);
  });

  it('tells a link that names no vault in the browser’s language, else in English', async () => {
    const unknown = 'b'.repeat(32);
    const ask = (acceptLanguage?: string) => {
      const call = request(t.server).get('/api/respond/question').query({ token: unknown });
      return acceptLanguage ? call.set('Accept-Language', acceptLanguage) : call;
    };
    expectError(await ask('de-AT,de;q=0.9,en;q=0.8'), 404, 'INVALID_LINK', GERMAN.invalidLink);
    expectError(await ask('it-IT'), 404, 'INVALID_LINK', ENGLISH.invalidLink);
    expectError(await ask(), 404, 'INVALID_LINK', ENGLISH.invalidLink);
    const upload = await request(t.server)
      .post('/api/respond/voice')
      .set('Accept-Language', 'de')
      .field('token', unknown)
      .attach('audio', pcmWav(), 'recording.wav');
    expectError(upload, 404, 'INVALID_LINK', GERMAN.invalidLink);
  });
});
