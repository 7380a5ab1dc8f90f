import { startTestApp, TestApp } from '@storyvault/api-testing';
import { freePort } from '@storyvault/testing';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, Page } from 'playwright-core';
import { accessibilityViolations, launchChromium, tooSmall } from './browser';

// Screenshots go to docs/screens only through `npm run screens`; a test run keeps them in test-results.
const SCREENS = join(__dirname, '..', '..', process.env.SCREENS_DIR ?? join('test-results', 'screens'));

/** YYYY-MM-DD a week from now, on the browser's calendar (the page's own "today"). */
function aWeekAhead(): string {
  const day = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * Giving StoryVault in Debian's Chromium against the real app with the local TEST MODE
 * checkout: the /gift form, payment, the password, the dashboard's "Starts on" and the card,
 * and the page the card's QR code opens.
 */
describe('giving StoryVault in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let base: string;
  const work = mkdtempSync(join(tmpdir(), 'gift-journey-'));

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await startTestApp({ listen: true, port, env: { PUBLIC_URL: base } });
    browser = await launchChromium();
    page = await (await browser.newContext({ bypassCSP: true, acceptDownloads: true })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function expectAccessible(what: string) {
    expect({ what, violations: await accessibilityViolations(page) }).toEqual({ what, violations: [] });
  }
  /** The form's controls under 48 px high (its text and the site header are the funnel's, held to their own sizes). */
  const smallControls = async () =>
    (await tooSmall(page, 'main button, main a.button, main input, main textarea')).filter((line) =>
      line.endsWith('px high'),
    );

  it('gives a gift, sets a password, sees when it starts and downloads the card; the QR page explains it', async () => {
    const startDate = aWeekAhead();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${base}/`);
    await page.getByRole('link', { name: 'Give It as a Gift' }).click();
    await page.waitForURL(`${base}/gift`);
    await page.getByRole('heading', { level: 1, name: 'Give StoryVault as a gift' }).waitFor();
    await expectAccessible('gift form, 1280');

    // Errors at their field, in plain words.
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByText('Please enter your name.').waitFor();
    await page.getByText('Please write a short message for them.').waitFor();
    expect(await page.getByLabel('Your name').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible('gift form with errors, 1280');

    await page.getByLabel('Your name').fill('Gail Giver');
    await page.getByLabel('Your email').fill('gail@example.com');
    await page.getByLabel('Their name').fill('Rose Giver');
    await page.getByLabel('Their email (optional: you can add it later)').fill('rose@example.com');
    await page.getByLabel('The day it starts').fill(startDate);
    await page.getByLabel('Your message to them').fill('Mum, tell me the stories behind the photographs. With love.');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENS, 'gift-1280.png'), fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible('gift form, 390');
    expect(await smallControls()).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(SCREENS, 'gift-390.png'), fullPage: true });

    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/api\/billing\/test-checkout\//);
    await page.getByText('TEST MODE', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Complete test payment' }).click();

    await page.waitForURL(/\/get-started\/success\?session_id=/);
    await page.getByText('Payment Successful!').waitFor();
    expect(await page.getByLabel('Email Address').inputValue()).toBe('gail@example.com');
    await page.getByLabel('Password', { exact: true }).fill('long enough');
    await page.getByLabel('Confirm Password').fill('long enough');
    await page.getByRole('button', { name: 'Complete Account Setup' }).click();

    await page.waitForURL(`${base}/dashboard`);
    const day = new Date(`${startDate}T00:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await page.getByRole('heading', { name: `Starts on ${day}` }).waitFor();
    await page.getByRole('heading', { name: "Rose Giver's Story Collection" }).waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible('dashboard with the gift, 1280');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the gift card (A5)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('storyvault-gift-card-a5.pdf');
    const card = join(work, 'card.pdf');
    await download.saveAs(card);
    const text = spawnSync('pdftotext', [card, '-'], { encoding: 'utf8' }).stdout.replace(/\s+/g, ' ');
    expect(text).toContain('For Rose Giver');
    expect(text).toContain(`Starts on ${day}`);
    expect(text).toContain('Mum, tell me the stories behind the photographs.');
    mkdirSync(SCREENS, { recursive: true });
    const rendered = spawnSync('pdftoppm', ['-png', '-r', '72', '-singlefile', card, join(SCREENS, 'gift-card')]);
    expect(rendered.status).toBe(0);

    // The card's QR code (its link printed beneath it too) opens the welcome page, signed out.
    const welcome = /(127\.0\.0\.1:\d+\/gift\/welcome\/[A-Za-z0-9_-]+)/.exec(text)![1];
    const visitor = await browser.newContext({ bypassCSP: true, viewport: { width: 390, height: 844 } });
    const senior = await visitor.newPage();
    await senior.goto(`http://${welcome}`);
    await senior.getByRole('heading', { level: 1, name: 'Rose, this is a gift from Gail Giver' }).waitFor();
    await senior.getByText(`From ${day}, you will get one question by email each week`).waitFor();
    await senior.getByText('There is no app to install and no password to remember.').waitFor();
    expect({ what: 'welcome, 390', violations: await accessibilityViolations(senior) }).toEqual({
      what: 'welcome, 390',
      violations: [],
    });
    expect(await tooSmall(senior)).toEqual([]);
    await senior.screenshot({ path: join(SCREENS, 'gift-welcome-390.png'), fullPage: true });
    await senior.setViewportSize({ width: 1280, height: 900 });
    expect({ what: 'welcome, 1280', violations: await accessibilityViolations(senior) }).toEqual({
      what: 'welcome, 1280',
      violations: [],
    });
    await visitor.close();
  });
});
