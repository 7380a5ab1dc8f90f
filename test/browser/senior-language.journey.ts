import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { freePort, linksIn, signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import type { Language } from '@storyvault/contracts';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser';

const DAY = 24 * 60 * 60 * 1000;
// `npm run screens` writes them to docs/screens; an ordinary run keeps its pictures in test-results.
const SCREENS = path.resolve(__dirname, '..', '..', process.env.SCREENS_DIR ?? path.join('test-results', 'screens'));

/** What each language's pages say, as the senior reads them. */
const WORDS = {
  de: {
    subject: /^Eine Frage von Anna: /,
    write: 'Schreib deine Geschichte',
    greeting: 'Hallo Oma, hier ist deine Frage:',
    label: 'Deine Geschichte',
    submit: 'Geschichte abschicken',
    sent: 'Geschichte gesendet',
    thanks: 'Danke — Anna bekommt deine Geschichte. Du kannst diese Seite jetzt schließen.',
    record: 'Nimm deine Geschichte auf',
    start: 'Aufnahme starten',
    skip: 'Eine andere Frage',
    skipButton: 'Schickt mir eine andere Frage',
    badLink: 'Dieser Link funktioniert nicht mehr. Antworte einfach auf die E-Mail deiner Familie',
    locale: 'de-DE',
  },
  es: {
    subject: /^Una pregunta de Anna: /,
    write: 'Escribe tu historia',
    greeting: 'Hola, Oma, esta es tu pregunta:',
    label: 'Tu historia',
    submit: 'Enviar historia',
    sent: 'Historia enviada',
    thanks: 'Gracias. Anna recibirá tu historia. Ya puedes cerrar esta página.',
    record: 'Graba tu historia',
    start: 'Empezar a grabar',
    skip: 'Otra pregunta',
    skipButton: 'Mandadme otra pregunta',
    badLink: 'Este enlace ya no funciona. Contesta simplemente al correo de tu familia',
    locale: 'es-ES',
  },
} as const;

/**
 * The answer pages in the vault's language, in Debian's Chromium against the real app on a 390px
 * phone: a German and a Spanish vault's write, record and skip pages speak their language (and say
 * so in <html lang>), a story is sent and thanked for in it, and a link nobody knows speaks the
 * browser's. The German question email and write page are pictured for docs/screens.
 */
describe('the answer pages in the vault’s language', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let browser: Browser;
  let base: string;
  const clock = new ManualClock(new Date('2026-11-21T09:00:00Z'));
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    mkdirSync(SCREENS, { recursive: true });
    smtp = await startSmtpTestServer();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: base }, listen: true, port });
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await t?.close();
    await smtp?.close();
  });

  async function phone(locale = 'en-US'): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale });
    contexts.push(context);
    return context.newPage();
  }

  /** A vault in `language` whose first question went out: the email and its links. */
  async function questionIn(language: Language, seniorEmail: string) {
    const { agent } = await signedInOwner(t.server, { name: 'Anna Weber' });
    await agent
      .post('/api/vaults')
      .send({
        seniorName: 'Oma Weber',
        seniorEmail,
        seniorPhone: '',
        deliveryMethod: 'email',
        frequency: 1,
        sendIntroEmail: false,
        isSetupComplete: true,
        language,
      })
      .expect(201);
    clock.advance(3 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const mail = await smtp.waitFor((m) => m.to !== undefined && !Array.isArray(m.to) && m.to.text === seniorEmail);
    const link = (page: string) => linksIn(mail.text).find((l) => l.startsWith(`${base}/respond/${page}?token=`))!;
    return { mail, write: link('write'), record: link('record'), skip: link('skip') };
  }

  it.each(['de', 'es'] as const)(
    'speaks %s on the write, record and skip pages, and thanks in it',
    async (language) => {
      const words = WORDS[language];
      const { mail, write, record, skip } = await questionIn(language, `oma-${language}@example.com`);
      expect(mail.subject).toMatch(words.subject);

      if (language === 'de') {
        const email = await phone(words.locale);
        await email.setContent(mail.html as string);
        await email.getByText('Du bist verreist? Antworte PAUSE.', { exact: false }).waitFor();
        await email.screenshot({ path: path.join(SCREENS, 'question-email-de-390.png'), fullPage: true });
      }

      // An English browser: the page speaks the vault's language, not the browser's.
      const page = await phone();
      await page.goto(write);
      await page.getByRole('heading', { name: words.write }).waitFor();
      await page.getByText(words.greeting, { exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await page.title()).toContain(words.write);
      if (language === 'de')
        await page.screenshot({ path: path.join(SCREENS, 'answer-write-de-390.png'), fullPage: true });
      await page.getByLabel(words.label).fill('Jeden Sonntag haben wir Brot gebacken.');
      await page.getByRole('button', { name: words.submit }).click();
      await page.getByText(words.thanks, { exact: true }).waitFor();
      await page.getByRole('heading', { name: words.sent }).waitFor();

      await page.goto(record);
      await page.getByRole('heading', { name: words.record }).waitFor();
      await page.getByRole('button', { name: words.start }).waitFor();

      await page.goto(skip);
      await page.getByRole('heading', { name: words.skip }).waitFor();
      // Answered already (the story above): said kindly, in her language, with no button to press.
      expect(await page.getByRole('button', { name: words.skipButton }).count()).toBe(0);
      expect(await page.locator('main').innerText()).not.toMatch(/Write|Record|Send me|Thank you/);

      // A link nobody knows says nothing of a vault: it speaks the browser's language.
      const stranger = await phone(words.locale);
      await stranger.goto(`${base}/respond/write?token=nothing-here`);
      await stranger.getByText(words.badLink, { exact: false }).waitFor();
      expect(await stranger.evaluate(() => document.documentElement.lang)).toBe(language);
    },
  );
});
