import { startTestApp, TestApp } from '@storyvault/api-testing';
import { setUpVault, signedInOwner } from '@storyvault/testing';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Browser, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { accessibilityViolations, animationsFinished, launchChromium } from './browser';

// `npm run screens` writes them to docs/screens; an ordinary run keeps its pictures in test-results.
const SCREENS = path.resolve(__dirname, '..', '..', process.env.SCREENS_DIR ?? path.join('test-results', 'screens'));

/**
 * The owner finds a story in Chromium: types in the dashboard's search box, sees the stories the
 * API found with the words marked, opens one, clears back to the timeline, and orders the
 * timeline by when it happened; at 1280 and 390 px, axe clean.
 */
describe('finding a story, in Chromium', () => {
  let t: TestApp;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    base = `http://127.0.0.1:${(t.server.address() as { port: number }).port}`;
    browser = await launchChromium();
    mkdirSync(SCREENS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const section = (page: Page) => page.locator('section:has(h2:text-is("Your Story Collection"))');
  const articles = (page: Page) => section(page).locator('article');
  const waitForStories = (page: Page, count: number) =>
    page.waitForFunction(
      (n) => {
        const s = Array.from(document.querySelectorAll('section')).find(
          (el) => el.querySelector('h2')?.textContent === 'Your Story Collection',
        );
        return s?.querySelectorAll('article').length === n;
      },
      count,
      { timeout: 30_000 },
    );

  it('finds stories as the owner types, marks the words, opens one, and orders the timeline by period', async () => {
    const { agent, email } = await signedInOwner(t.server, { name: 'Ann Smith' });
    const vault = await setUpVault(agent, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' });
    const db = t.app.get(DataSource);
    const add = (text: string, period: string | null, daysAgo: number, question = 'What do you remember?') =>
      db.query(
        `INSERT INTO stories (vault_id, source, question_text, response_type, full_text, raw_text, period, created_at)
         VALUES ($1, 'link', $2, 'written', $3, $3, $4, now() - $5 * interval '1 day')`,
        [vault.id, question, text, period, daysAgo],
      );
    await add('Grandfather was a lifeguard at the lake every summer, and he taught us all to swim.', '1950s', 9);
    await add('The lifeguards wore red caps and whistled at anyone who swam past the <b>rope</b>.', '1948', 8);
    await add('I carried suitcases at the Grand Hotel the summer I turned sixteen.', '1962', 7, 'Your first job?');
    await add('Our neighbour, Mrs Kovács, baked plum dumplings every Friday.', null, 6);
    for (let n = 1; n <= 6; n++) await add(`An ordinary day at the market, number ${n}.`, null, 6 - n * 0.5);

    const context = await browser.newContext({
      baseURL: base,
      bypassCSP: true,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const searches: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('/stories') && url.searchParams.has('q')) searches.push(url.searchParams.get('q')!);
    });
    await page.goto('/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await waitForStories(page, 10);

    // Typed a key at a time, as a person types: the API is asked once typing pauses.
    await page.getByLabel('Search stories').pressSequentially('grandfather lifeg', { delay: 20 });
    await section(page).getByText('Stories found for “grandfather lifeg”, the best match first.').waitFor();
    await waitForStories(page, 1);
    expect(await articles(page).locator('mark').allTextContents()).toEqual(['Grandfather', 'lifeguard']);
    // Asked when typing pauses, not at every key; on a busy machine a pause may come once or twice
    // mid-way (a search for "grandfather" first), but never a request a key.
    expect(searches.at(-1)).toBe('grandfather lifeg');
    expect(searches.length).toBeLessThanOrEqual(3);
    expect(searches.every((q) => 'grandfather lifeg'.startsWith(q))).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await animationsFinished(page);
    await page.screenshot({ path: path.join(SCREENS, 'search-1280.png') });

    // Stemmed and accents aside; a story's markup stays out of the page.
    await page.getByLabel('Search stories').fill('lifeguard');
    await waitForStories(page, 2);
    expect(await articles(page).locator('b').count()).toBe(0);
    await page.getByLabel('Search stories').fill('kovacs');
    await section(page).getByText('Stories found for “kovacs”', { exact: false }).waitFor();
    expect(await articles(page).locator('mark').allTextContents()).toEqual(['Kovács']);

    // Open the one found.
    await articles(page).getByRole('button', { name: 'Read Story' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Our neighbour, Mrs Kovács, baked plum dumplings every Friday.').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByLabel('Search stories').fill('zeppelin');
    await section(page).getByText('No stories found for “zeppelin”.').waitFor();
    await section(page).getByRole('button', { name: 'Clear search' }).click();
    await waitForStories(page, 10);
    expect(await page.getByLabel('Search stories').inputValue()).toBe('');

    // The timeline by when it happened: the oldest first, those without a date last under their label.
    await section(page).getByRole('button', { name: 'When it happened' }).click();
    await section(page).getByText('No date given').waitFor();
    expect(await articles(page).first().textContent()).toContain('The lifeguards wore red caps');
    expect(await articles(page).nth(1).textContent()).toContain('Grandfather was a lifeguard');
    expect(await articles(page).nth(2).textContent()).toContain('Grand Hotel');
    expect(await accessibilityViolations(page)).toEqual([]);

    // At 390 px wide: the search and the order still work, axe clean.
    await page.setViewportSize({ width: 390, height: 844 });
    await section(page).getByRole('button', { name: 'Newest first' }).click();
    await page.getByLabel('Search stories').fill('hotel 1962');
    await section(page).getByText('Stories found for “hotel 1962”, the best match first.').waitFor();
    await waitForStories(page, 1);
    expect(await articles(page).locator('mark').allTextContents()).toEqual(['Hotel']);
    expect(await accessibilityViolations(page)).toEqual([]);
    await animationsFinished(page);
    await page.screenshot({ path: path.join(SCREENS, 'search-390.png') });
    await context.close();
  });
});
