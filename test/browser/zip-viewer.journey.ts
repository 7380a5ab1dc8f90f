import { ManualClock } from '@storyvault/api/shared/time/clock';
import { archiveOfRose, startTestApp, TestApp, unzip } from '@storyvault/api-testing';
import { SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path, { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityViolations, animationsFinished, launchChromium, tooSmall } from './browser';

const SCREENS = path.resolve(__dirname, '..', '..', process.env.SCREENS_DIR ?? path.join('test-results', 'screens'));
const PUBLIC_URL = 'http://stories.example.com';

/**
 * The archive of everything, unpacked to a folder and opened from disk in Debian's Chromium with
 * the network cut off: index.html lists the stories and finds one offline (accents or not); a
 * story's page shows its photo and loads its recording; both pages are axe-clean at 1280 and
 * 390 px wide, and nothing they hold asks for anything beyond the folder.
 */
describe('the archive read from disk', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let folder: string;
  /** Every request that was not for a file in the folder. */
  const outside: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    folder = mkdtempSync(join(tmpdir(), 'zip-viewer-journey-'));
    const clock = new ManualClock(new Date('2026-06-01T08:00:00Z'));
    t = await startTestApp({
      clock,
      worker: true,
      env: { SMTP_URL: smtp.url, PUBLIC_URL, DATA_DIR: join(folder, 'data'), JOBS_POLL_SECONDS: '1' },
    });
    const { zip } = await archiveOfRose(t, smtp, clock, PUBLIC_URL);
    // Unpacked as a grandchild would: every entry under the folder, paths as the archive has them.
    for (const [name, entry] of await unzip(zip)) {
      const file = join(folder, 'unpacked', ...name.split('/'));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, entry.bytes);
    }
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.route(
      (url) => url.protocol !== 'file:',
      (route) => {
        outside.push(route.request().url());
        return route.abort();
      },
    );
    page = await context.newPage();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await smtp?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const indexUrl = () => pathToFileURL(join(folder, 'unpacked', 'index.html')).href;
  const shot = async (name: string) => {
    await animationsFinished(page);
    await page.screenshot({ path: path.join(SCREENS, name), fullPage: true });
  };

  it('lists the stories with their dates and finds one offline, with or without accents', async () => {
    await page.goto(indexUrl());
    await page.getByRole('heading', { level: 1, name: "Rose Smith's Story Collection" }).waitFor();
    // By place, not role: a story the search hides leaves the accessibility tree.
    const stories = page.locator('main ol > li');
    expect(await stories.count()).toBe(2);
    await stories
      .nth(0)
      .getByText(/^1962 · Told on /)
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await tooSmall(page, 'input, .story-list a')).toEqual([]);
    await shot('zip-index-1280.png');

    const search = page.getByRole('searchbox', { name: 'Search the stories' });
    await search.fill('kovacs boat');
    await page.getByRole('status').getByText('1 story found.').waitFor();
    expect(await stories.nth(0).isVisible()).toBe(true);
    expect(await stories.nth(1).isVisible()).toBe(false);
    await search.fill('lifeguard GRANDFATHER');
    await page.getByRole('status').getByText('1 story found.').waitFor();
    expect(await stories.nth(0).isVisible()).toBe(false);
    expect(await stories.nth(1).isVisible()).toBe(true);
    await search.fill('piano');
    await page.getByRole('status').getByText('No story has these words.').waitFor();
    await search.fill('');
    await stories.nth(0).waitFor();
    expect(await stories.nth(1).isVisible()).toBe(true);
  });

  it("opens a story's page with its photo shown, its recording playable and its words as written", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: 'The lake at Balaton' }).click();
    await page.getByRole('heading', { level: 1, name: 'The lake at Balaton' }).waitFor();
    expect(page.url()).toMatch(/^file:\/\/.+\/stories\/001-the-lake-at-balaton\.html$/);
    // The story's markup is its words, shown as typed, never run.
    await page.getByText('<script>alert("boo")</script>', { exact: false }).waitFor();
    expect(await page.evaluate(() => document.querySelectorAll('main script').length)).toBe(0);

    const photo = page.getByRole('img', { name: 'The lake at Balaton (1962)' });
    await photo.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector('figure img') as HTMLImageElement | null;
      return img?.complete && img.naturalWidth > 0;
    });
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
    const audio = page.locator('audio');
    expect(await audio.getAttribute('controls')).not.toBeNull();
    await page.waitForFunction(() => (document.querySelector('audio') as HTMLAudioElement).readyState >= 1);
    expect(await audio.evaluate((a: HTMLAudioElement) => Math.round(a.duration))).toBe(1);
    await page.getByRole('heading', { level: 2, name: 'Comments' }).waitFor();
    await page.getByText('I remember that boat!').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await tooSmall(page, 'nav a, audio')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot('zip-story-390.png');

    await page.getByRole('link', { name: /All of Rose Smith's Story Collection/ }).click();
    await page.getByRole('searchbox', { name: 'Search the stories' }).waitFor();
    expect(outside).toEqual([]);
  });
});
