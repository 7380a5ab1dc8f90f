import { DispatchDeliveries, SendNow } from '@storyvault/api/modules/delivery/delivery.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { freePort, linksIn, setUpVault, signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { StoryView } from '@storyvault/contracts';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { accessibilityViolations, FAKE_MICROPHONE_ARGS, launchChromium } from './browser';

const DAY = 24 * 60 * 60 * 1000;
// `npm run screens` writes them to docs/screens; an ordinary run keeps its pictures in test-results.
const SCREENS = path.resolve(__dirname, '..', '..', process.env.SCREENS_DIR ?? path.join('test-results', 'screens'));
const OFFLINE_WAITING =
  'Your internet connection is down. Your story is kept safe on this device and will be sent by itself as soon as the connection is back.';
const THANKS = 'Thank you — Ann will get your story. You can close this page now.';
const NOT_SENT_YET = 'This story was not sent yet.';

/**
 * The senior's answer pages where things go less than smoothly, in Debian's Chromium against the
 * real app, on a 390px phone: the connection drops while writing or sending a recording, a tab is
 * closed before its story went, the link is used a second time or has grown old, the microphone is
 * refused, a question is skipped twice. Each ends calmly: one thanks, no toast, no red box.
 * Screenshots of the pages go to docs/screens (npm run screens).
 */
describe('the answer pages when things go wrong', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let browser: Browser;
  let base: string;
  let owner: Awaited<ReturnType<typeof signedInOwner>>['agent'];
  let vaultId: string;
  let question: string;
  let writeLink: string;
  let recordLink: string;
  let skipLink: string;
  const clock = new ManualClock(new Date('2026-11-21T09:00:00Z'));
  const contexts: BrowserContext[] = [];

  async function phone(options: { microphone?: 'refused' } = {}): Promise<Page> {
    // bypassCSP only so axe can be injected; the CSP itself is proven by the other journeys.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    contexts.push(context);
    if (options.microphone === 'refused') {
      await context.addInitScript(() => {
        navigator.mediaDevices.getUserMedia = () =>
          Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
      });
    }
    return context.newPage();
  }

  /** Whether an element is drawn in an alarming red: its text, background or border mostly red. */
  function calmColours(element: Locator): Promise<{ red: boolean }> {
    return element.evaluate((el) => {
      const style = getComputedStyle(el);
      const reddish = (colour: string) => {
        const [r, g, b] = (colour.match(/\d+/g) ?? []).map(Number);
        return r > 150 && r > g * 1.6 && r > b * 1.6;
      };
      const colours = [style.color, style.backgroundColor, style.borderLeftColor, style.borderTopColor];
      return { red: colours.some(reddish) };
    });
  }

  beforeAll(async () => {
    mkdirSync(SCREENS, { recursive: true });
    smtp = await startSmtpTestServer();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: base }, listen: true, port });
    browser = await launchChromium({ extraArgs: FAKE_MICROPHONE_ARGS });
    ({ agent: owner } = await signedInOwner(t.server, { name: 'Ann Smith' }));
    vaultId = (await setUpVault(owner, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' })).id;
    question = (await owner.get(`/api/vaults/${vaultId}/questions`)).body[0].question.text;
    const dispatch = t.app.get(DispatchDeliveries);
    await dispatch.execute();
    clock.advance(3 * DAY);
    await dispatch.execute();
    const mail = await smtp.waitFor((m) => m.subject === `A question from Ann: ${question}`);
    writeLink = linksIn(mail.text).find((l) => l.startsWith(`${base}/respond/write?token=`))!;
    recordLink = linksIn(mail.text).find((l) => l.startsWith(`${base}/respond/record?token=`))!;
    skipLink = linksIn(mail.text).find((l) => l.startsWith(`${base}/respond/skip?token=`))!;
  });

  /** The page once a story is sent: the thanks alone, focused, with nothing to press and no toast. */
  async function expectOnlyThanks(page: Page) {
    const thanks = page.getByText(THANKS, { exact: true });
    await thanks.waitFor();
    expect(await page.locator('main').innerText()).toBe(`Story Sent\n\n${THANKS}`);
    expect(await thanks.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.locator('main button, main textarea, main audio, .toast-viewport li').count()).toBe(0);
  }

  const stories = async (): Promise<StoryView[]> =>
    (await owner.get(`/api/vaults/${vaultId}/stories`).expect(200)).body;
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await t?.close();
    await smtp?.close();
  });

  it('offline, says the connection is down, keeps the story, and sends it by itself once back', async () => {
    const page = await phone();
    await page.goto(writeLink);
    await page.getByText(question, { exact: true }).waitFor();
    await page.screenshot({ path: path.join(SCREENS, 'answer-write-390.png'), fullPage: true });

    await page.context().setOffline(true);
    await page.getByText(/Your internet connection is down\. You can keep writing/).waitFor();
    const story = 'Every Sunday we baked bread in the old wood stove.';
    await page.getByLabel('Your story').fill(story);
    await page.getByRole('button', { name: 'Submit Story' }).click();
    await page.getByText(OFFLINE_WAITING, { exact: true }).waitFor();
    expect(await page.getByText('Saving your story...').count()).toBe(0);
    expect(await page.getByText('Error saving your story. Please try again.').count()).toBe(0);
    expect(await page.evaluate(() => Object.values({ ...localStorage }))).toContain(story);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENS, 'answer-write-offline-390.png'), fullPage: true });
    expect((await owner.get(`/api/vaults/${vaultId}/stories`).expect(200)).body).toEqual([]);

    await page.context().setOffline(false);
    await expectOnlyThanks(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENS, 'answer-thanks-390.png'), fullPage: true });
    expect((await stories()).map((s) => s.fullText)).toEqual([story]);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  it('says kindly that the question was answered already, above the form, and takes a second answer', async () => {
    const page = await phone();
    await page.goto(writeLink);
    const note = page.getByRole('note');
    await note.waitFor();
    expect(await note.textContent()).toMatch(
      /^You already answered this question on \d{1,2} November — write more if you like\.$/,
    );
    const [noteBox, fieldBox] = [await note.boundingBox(), await page.getByLabel('Your story').boundingBox()];
    expect(noteBox!.y + noteBox!.height).toBeLessThanOrEqual(fieldBox!.y);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENS, 'answer-write-again-390.png'), fullPage: true });

    await page.getByLabel('Your story').fill('And the bread went to the neighbours too.');
    await page.getByRole('button', { name: 'Submit Story' }).click();
    await expectOnlyThanks(page);
    expect(await stories()).toHaveLength(2);
  });

  it('with the microphone refused, says in plain words and calm colours what to do on a phone, with no toast', async () => {
    const page = await phone({ microphone: 'refused' });
    await page.goto(recordLink);
    await page.getByText(question, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Start Recording' }).click();
    const help = page.locator('.respond__mic-help');
    await help.getByText('Your microphone is turned off for this page.').waitFor();
    expect(await help.innerText()).toContain('When your phone asks to use the microphone, tap Allow.');
    expect(await accessibilityViolations(page)).toEqual([]);
    // Nothing red and nothing over step 2: no toast, no error box, no alert.
    expect(await calmColours(help)).toEqual({ red: false });
    expect(await page.locator('.toast-viewport li, .form-message--error, [role="alert"]').count()).toBe(0);
    await page.screenshot({ path: path.join(SCREENS, 'answer-record-microphone-refused-390.png'), fullPage: true });
  });

  it('after recording, offers a large Listen button', async () => {
    const page = await phone();
    await page.goto(recordLink);
    await page.getByText(question, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await page.getByRole('button', { name: 'Stop Recording' }).waitFor();
    await page
      .getByRole('timer')
      .getByText(/^0:0[1-9]/)
      .waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Stop Recording' }).click();
    const listen = page.getByRole('button', { name: 'Listen to Your Recording' });
    await listen.waitFor();
    const box = (await listen.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(64);
    expect(box.width).toBeGreaterThanOrEqual(300);
    expect(parseFloat(await listen.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(24);
    await listen.click();
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENS, 'answer-record-recorded-390.png'), fullPage: true });
  });

  async function recordTwoSeconds(page: Page) {
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await page.getByRole('button', { name: 'Stop Recording' }).waitFor();
    await page
      .getByRole('timer')
      .getByText(/^0:0[2-9]/)
      .waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Stop Recording' }).click();
    await page.getByRole('button', { name: 'Listen to Your Recording' }).waitFor();
  }

  /** How many recordings this page's origin keeps on the device, unsent. */
  const keptRecordings = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('storyvault-answers', 1);
          open.onupgradeneeded = () => open.result.createObjectStore('recordings');
          open.onsuccess = () => {
            const count = open.result.transaction('recordings').objectStore('recordings').count();
            count.onsuccess = () => {
              open.result.close();
              resolve(count.result);
            };
          };
        }),
    );

  it('offline while sending a recording, says so calmly and sends it by itself once back', async () => {
    const page = await phone();
    await page.goto(recordLink);
    await page.getByText(question, { exact: true }).waitFor();
    await recordTwoSeconds(page);
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Submit Story' }).click();
    await page.getByText(OFFLINE_WAITING, { exact: true }).waitFor();
    expect(await page.locator('.toast-viewport li, .form-message--error, [role="alert"]').count()).toBe(0);
    expect(await calmColours(page.locator('.respond__offline'))).toEqual({ red: false });
    expect(await keptRecordings(page)).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENS, 'answer-record-offline-390.png'), fullPage: true });
    expect(await stories()).toHaveLength(2);

    await page.context().setOffline(false);
    await expectOnlyThanks(page);
    expect((await stories()).filter((s) => s.responseType === 'voice')).toHaveLength(1);
    expect(await keptRecordings(page)).toBe(0);
  });

  it('a recording whose tab closed before it was sent says so on reopening, and goes with Send', async () => {
    let page = await phone();
    const context = page.context();
    await page.goto(recordLink);
    await page.getByText(question, { exact: true }).waitFor();
    await recordTwoSeconds(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Submit Story' }).click();
    await page.getByText(OFFLINE_WAITING, { exact: true }).waitFor();
    await page.close();

    await context.setOffline(false);
    page = await context.newPage();
    await page.goto(recordLink);
    await page.getByText(NOT_SENT_YET, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Start Recording' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Listen to Your Recording' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expectOnlyThanks(page);
    expect((await stories()).filter((s) => s.responseType === 'voice')).toHaveLength(2);
    expect(await keptRecordings(page)).toBe(0);
  });

  it('a written story whose tab closed before it was sent says so on reopening, and goes with Send', async () => {
    let page = await phone();
    const context = page.context();
    await page.goto(writeLink);
    await page.getByText(question, { exact: true }).waitFor();
    await context.setOffline(true);
    await page.getByLabel('Your story').fill('The river froze the winter I was six.');
    await page.getByRole('button', { name: 'Submit Story' }).click();
    await page.getByText(OFFLINE_WAITING, { exact: true }).waitFor();
    await page.close();

    await context.setOffline(false);
    page = await context.newPage();
    await page.goto(writeLink);
    await page.getByText(NOT_SENT_YET, { exact: true }).waitFor();
    expect(await page.getByLabel('Your story').inputValue()).toBe('The river froze the winter I was six.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expectOnlyThanks(page);
    expect((await stories()).map((s) => s.fullText)).toContain('The river froze the winter I was six.');
  });

  /** Lets the next send of `route` reach the server, then drops its answer as a lost connection would. */
  async function loseTheAnswerOnce(page: Page, route: string) {
    let lost = false;
    await page.route(`**${route}`, async (request) => {
      if (lost) return request.continue();
      lost = true;
      await request.fetch();
      await request.abort('internetdisconnected');
    });
    return () => lost;
  }

  it('a recording whose answer was lost on the way back is sent again by itself and kept once', async () => {
    const page = await phone();
    await page.goto(recordLink);
    await page.getByText(question, { exact: true }).waitFor();
    const voiceBefore = (await stories()).filter((s) => s.responseType === 'voice').length;
    await recordTwoSeconds(page);
    const lost = await loseTheAnswerOnce(page, '/api/respond/voice');
    await page.getByRole('button', { name: 'Submit Story' }).click();
    // The server has it; the page heard nothing back, says so calmly, and tries again by itself.
    await page.getByText(OFFLINE_WAITING, { exact: true }).waitFor();
    expect(lost()).toBe(true);
    expect((await stories()).filter((s) => s.responseType === 'voice')).toHaveLength(voiceBefore + 1);
    await expectOnlyThanks(page);
    expect((await stories()).filter((s) => s.responseType === 'voice')).toHaveLength(voiceBefore + 1);
    expect(await keptRecordings(page)).toBe(0);
  });

  it('a written story whose answer was lost on the way back is sent again by itself and kept once', async () => {
    const page = await phone();
    await page.goto(writeLink);
    await page.getByText(question, { exact: true }).waitFor();
    const story = 'My father mended shoes in the front room.';
    await page.getByLabel('Your story').fill(story);
    const lost = await loseTheAnswerOnce(page, '/api/respond/text');
    await page.getByRole('button', { name: 'Submit Story' }).click();
    await page.getByText(OFFLINE_WAITING, { exact: true }).waitFor();
    expect(lost()).toBe(true);
    await expectOnlyThanks(page);
    expect((await stories()).filter((s) => s.fullText === story)).toHaveLength(1);
  });

  it('a link that opens no question says calmly to reply to the email, with the support address', async () => {
    const page = await phone();
    await page.goto(`${base}/respond/write?token=${'a'.repeat(32)}`);
    const gone = page.getByText("This link no longer works. Just reply to your family's email with your story.");
    await gone.waitFor();
    await page.getByRole('link', { name: 'support@storyvault.app' }).waitFor();
    expect(await page.locator('.form-message--error, [role="alert"], .toast-viewport li').count()).toBe(0);
    expect(await calmColours(page.locator('.respond__gone'))).toEqual({ red: false });
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('the skip page: for the answered question says so kindly; opened again after a skip, says it is done', async () => {
    let page = await phone();
    await page.goto(skipLink);
    await page
      .getByText('You have already answered this question. Thank you! The next one will come as usual.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Send me a different question' }).count()).toBe(0);
    expect(await page.locator('.form-message--error, [role="alert"]').count()).toBe(0);

    // The next question, not answered: skipped once, the page opened again says it is done.
    await t.app.get(SendNow).execute(vaultId);
    const next = await smtp.waitFor(
      (m) => (m.subject ?? '').startsWith('A question from Ann') && !(m.subject ?? '').endsWith(question),
    );
    const nextSkip = linksIn(next.text).find((l) => l.startsWith(`${base}/respond/skip?token=`))!;
    await page.goto(nextSkip);
    await page.getByRole('button', { name: 'Send me a different question' }).click();
    await page.getByText(/^Done\./).waitFor();
    const context = page.context();
    await page.close();
    page = await context.newPage();
    await page.goto(nextSkip);
    await page
      .getByText(/^Done\./)
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Send me a different question' }).count()).toBe(0);
  });

  it('an old link names whose email to reply to, calmly', async () => {
    clock.advance(91 * DAY);
    const page = await phone();
    await page.goto(writeLink);
    await page.getByText("This link no longer works. Just reply to Ann's email with your story.").waitFor();
    await page.getByRole('link', { name: 'support@storyvault.app' }).waitFor();
    expect(await page.locator('.form-message--error, [role="alert"], .toast-viewport li').count()).toBe(0);
    expect(await page.getByLabel('Your story').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENS, 'answer-bad-link-390.png'), fullPage: true });
  });
});
