import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { freePort, linksIn, setUpVault, signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { StoryView } from '@storyvault/contracts';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityViolations, FAKE_MICROPHONE_ARGS, launchChromium } from './browser';

const DAY = 24 * 60 * 60 * 1000;
// `npm run screens` writes them to docs/screens; an ordinary run keeps its pictures in test-results.
const SCREENS = path.resolve(__dirname, '..', '..', process.env.SCREENS_DIR ?? path.join('test-results', 'screens'));
const OFFLINE_WAITING =
  'Your internet connection is down. Your story is kept safe on this device and will be sent by itself as soon as the connection is back.';

/**
 * The senior's answer pages where things go less than smoothly, in Debian's Chromium against the
 * real app, on a 390px phone: the connection drops while writing, the link is used a second time,
 * the microphone is refused. Screenshots of the pages go to docs/screens (npm run screens).
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

  async function expectClearOf(page: Page, covered: string, by: string) {
    const [a, b] = [await page.locator(covered).boundingBox(), await page.locator(by).first().boundingBox()];
    expect({ covered: a !== null, by: b !== null }).toEqual({ covered: true, by: true });
    if (!a || !b) return;
    const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect({ covered, by, overlap }).toEqual({ covered, by, overlap: false });
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
  });
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
    await page.getByText('Thank you, Rose! Your story has been saved.', { exact: true }).waitFor();
    // The thanks and the toast never sit on each other.
    await page.getByText('Story Saved!', { exact: true }).first().waitFor();
    await expectClearOf(page, '.respond__saved', '.toast-viewport li');
    await page.screenshot({ path: path.join(SCREENS, 'answer-write-saved-390.png'), fullPage: true });
    const stories: StoryView[] = (await owner.get(`/api/vaults/${vaultId}/stories`).expect(200)).body;
    expect(stories.map((s) => s.fullText)).toEqual([story]);
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
    await page.getByText('Thank you, Rose! Your story has been saved.', { exact: true }).waitFor();
    expect((await owner.get(`/api/vaults/${vaultId}/stories`).expect(200)).body).toHaveLength(2);
  });

  it('with the microphone refused, says in plain words what to do on a phone', async () => {
    const page = await phone({ microphone: 'refused' });
    await page.goto(recordLink);
    await page.getByText(question, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Start Recording' }).click();
    const help = page.locator('.respond__mic-help');
    await help.getByText('Your microphone is turned off for this page.').waitFor();
    expect(await help.innerText()).toContain('When your phone asks to use the microphone, tap Allow.');
    expect(await accessibilityViolations(page)).toEqual([]);
    // The toast stays clear of the help and of the button to press again.
    await page.getByText('Microphone Error', { exact: true }).waitFor();
    await expectClearOf(page, '.respond__mic-help', '.toast-viewport li');
    await expectClearOf(page, '.respond__actions', '.toast-viewport li');
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
});
