import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { KeepsakeSource } from '@storyvault/api/modules/keepsakes/application/ports/keepsake-source';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { QuestionView, VaultQuestionView } from '@storyvault/contracts';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { linksIn, signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import request from 'supertest';
import { PREWRITTEN_QUESTIONS } from '../src/modules/question/domain/library/prewritten-questions';
import { STARTER_QUESTION_KEYS } from '../src/modules/question/domain/library/starter-set';
import { DE } from '../src/modules/question/domain/library/translations/de';
import { ES } from '../src/modules/question/domain/library/translations/es';
import { FR } from '../src/modules/question/domain/library/translations/fr';

const DAY = 24 * 60 * 60 * 1000;
const english = (key: string) => PREWRITTEN_QUESTIONS.find((q) => q.key === key)!.text;
const german = (key: string) => DE[key as keyof typeof DE];
const spanish = (key: string) => ES[key as keyof typeof ES];
const french = (key: string) => FR[key as keyof typeof FR];

/**
 * The library in the vault's language over HTTP (real PostgreSQL, real SMTP): the library read in
 * a language, a vault's queue in its language and switching with it, custom questions as typed,
 * the question email, the answer page and the book's headings.
 */
describe('questions in the vault’s language', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-03-02T09:00:00Z'));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://stories.example.com' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const rose = {
    seniorName: 'Rosa Schmidt',
    seniorEmail: 'rosa@example.com',
    seniorPhone: '',
    deliveryMethod: 'email',
    frequency: 1,
    sendIntroEmail: false,
    isSetupComplete: true,
  };

  describe('GET /api/questions', () => {
    it('reads the library in English by default and in German when asked, the same questions in the same order', async () => {
      const { agent } = await signedInOwner(t.server);
      const en: QuestionView[] = (await agent.get('/api/questions').expect(200)).body;
      const de: QuestionView[] = (await agent.get('/api/questions?language=de').expect(200)).body;
      expect(en.map((q) => q.text)).toEqual(PREWRITTEN_QUESTIONS.map((q) => q.text));
      expect(de.map((q) => q.text)).toEqual(PREWRITTEN_QUESTIONS.map((q) => german(q.key)));
      expect(de.map((q) => [q.id, q.category, q.isPrewritten])).toEqual(
        en.map((q) => [q.id, q.category, q.isPrewritten]),
      );
      const fr: QuestionView[] = (await agent.get('/api/questions/prewritten?language=fr').expect(200)).body;
      expect(fr[0].text).toBe(french(PREWRITTEN_QUESTIONS[0].key));
    });

    it.each([['it'], ['DE'], ['german'], ['de&language=fr']])(
      'refuses language=%s with a plain 400',
      async (language) => {
        const { agent } = await signedInOwner(t.server);
        const res = await agent.get(`/api/questions?language=${language}`).expect(400);
        expect(res.body.code).toBe('INVALID_QUESTION');
        expect(res.body.message).toMatch(
          /^StoryVault has its questions in en, de, es, fr, nl; ".*" is not one of them\.$/,
        );
      },
    );

    it('is for the signed-in only', async () => {
      await request(t.server).get('/api/questions?language=de').expect(401);
    });
  });

  describe('a vault’s queue', () => {
    it('shows library questions in the vault’s language, custom ones as typed, and switches with the vault', async () => {
      const { agent } = await signedInOwner(t.server);
      const vault = (
        await agent
          .post('/api/vaults')
          .send({ ...rose, language: 'de' })
          .expect(201)
      ).body;
      const custom = (
        await agent
          .post('/api/questions')
          .send({ text: 'Wie hast du Opa kennengelernt?', isPrewritten: false, category: 'custom' })
          .expect(201)
      ).body;
      const added = (
        await agent
          .post(`/api/vaults/${vault.id}/questions`)
          .send({ questionId: custom.id, order: 4_000_000_000, isCustom: true })
          .expect(201)
      ).body;
      expect(added.question.text).toBe('Wie hast du Opa kennengelernt?');
      const library = (await agent.get('/api/questions?language=en').expect(200)).body as QuestionView[];
      const superpower = library.find((q) => q.text === english('whimsical.superpower'))!;
      const addedLibrary = (
        await agent
          .post(`/api/vaults/${vault.id}/questions`)
          .send({ questionId: superpower.id, order: 4_000_000_001, isCustom: false })
          .expect(201)
      ).body;
      expect(addedLibrary.question.text).toBe(german('whimsical.superpower'));

      const queue = async () =>
        ((await agent.get(`/api/vaults/${vault.id}/questions`).expect(200)).body as VaultQuestionView[])
          .sort((a, b) => a.order - b.order)
          .map((q) => q.question.text);
      expect(await queue()).toEqual([
        ...STARTER_QUESTION_KEYS.map(german),
        'Wie hast du Opa kennengelernt?',
        german('whimsical.superpower'),
      ]);

      await agent
        .put(`/api/vaults/${vault.id}`)
        .send({ ...rose, language: 'es' })
        .expect(200);
      expect(await queue()).toEqual([
        ...STARTER_QUESTION_KEYS.map(spanish),
        'Wie hast du Opa kennengelernt?',
        spanish('whimsical.superpower'),
      ]);

      await agent
        .put(`/api/vaults/${vault.id}`)
        .send({ ...rose, language: 'en' })
        .expect(200);
      expect((await queue())[0]).toBe(english(STARTER_QUESTION_KEYS[0]));
    });
  });

  describe('what the senior reads', () => {
    it('the question email, the answer page and the book ask in the vault’s language', async () => {
      const { agent } = await signedInOwner(t.server, { name: 'Anna Schmidt' });
      const vault = (
        await agent
          .post('/api/vaults')
          .send({ ...rose, seniorEmail: 'oma@example.com', language: 'de' })
          .expect(201)
      ).body;
      const first = german(STARTER_QUESTION_KEYS[0]);
      clock.advance(3 * DAY);
      await t.app.get(DispatchDeliveries).execute();
      const email = await smtp.waitFor((m) => JSON.stringify(m.to ?? '').includes('oma@example.com'));
      expect(email.text).toContain(first);
      expect(email.text).not.toContain(english(STARTER_QUESTION_KEYS[0]));
      const write = linksIn(email.text ?? '').find((l) => l.includes('/respond/write?token='))!;
      const token = new URL(write).searchParams.get('token')!;

      const page = async () =>
        (await request(t.server).get('/api/respond/question').query({ token }).expect(200)).body.question;
      expect(await page()).toBe(first);

      await request(t.server)
        .post('/api/respond/text')
        .send({ token, text: 'Die Küche, da hat Mama immer Apfelstrudel gebacken.' })
        .expect(201);
      const [story] = (await agent.get(`/api/vaults/${vault.id}/stories`).expect(200)).body;
      // The story keeps the question as it was asked.
      expect(story.question.text).toBe(first);

      // Switched to Spanish: the page and the book ask in Spanish now.
      await agent
        .put(`/api/vaults/${vault.id}`)
        .send({ ...rose, seniorEmail: 'oma@example.com', language: 'es' })
        .expect(200);
      expect(await page()).toBe(spanish(STARTER_QUESTION_KEYS[0]));
      const book = [];
      for await (const kept of t.app.get(KeepsakeSource, { strict: false }).stories(vault.id)) book.push(kept);
      expect(book.map((s) => [s.questionText, s.title])).toEqual([
        [spanish(STARTER_QUESTION_KEYS[0]), spanish(STARTER_QUESTION_KEYS[0])],
      ]);
    });
  });
});
