import { startTestApp, TestApp } from '@storyvault/api-testing';
import { setUpVault, signedInOwner } from '@storyvault/testing';
import { Browser, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { accessibilityViolations, launchChromium } from './browser';

/**
 * A vault of 45 stories (almost a year of them) on the owner's dashboard in Chromium: the
 * newest 20 first, older ones a page at a time with the keyboard alone, never the whole list.
 */
describe('the story timeline, a page at a time, in Chromium', () => {
  let t: TestApp;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    base = `http://127.0.0.1:${(t.server.address() as { port: number }).port}`;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const articles = (page: Page) => page.locator('section:has(h2:text-is("Your Story Collection")) article');
  /** Waits for the timeline to hold `count` stories. */
  const waitForStories = (page: Page, count: number) =>
    page.waitForFunction(
      (n) => {
        const section = Array.from(document.querySelectorAll('section')).find(
          (s) => s.querySelector('h2')?.textContent === 'Your Story Collection',
        );
        return section?.querySelectorAll('article').length === n;
      },
      count,
      { timeout: 30_000 },
    );

  it('shows the newest 20, then the older ones as the owner presses Show older stories by keyboard', async () => {
    const { agent, email } = await signedInOwner(t.server, { name: 'Ann Smith' });
    const vault = await setUpVault(agent, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' });
    await t.app.get(DataSource).query(
      `INSERT INTO stories (vault_id, source, question_text, response_type, full_text, raw_text, created_at)
       SELECT $1, 'link', 'Question ' || n || '?', 'written', 'Story number ' || n || '.', 'Story number ' || n || '.',
         now() - n * interval '7 days'
       FROM generate_series(1, 45) n`,
      [vault.id],
    );

    const context = await browser.newContext({
      baseURL: base,
      bypassCSP: true,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    const storyReads: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('/stories')) storyReads.push(url.search);
    });
    await page.goto('/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await waitForStories(page, 20);
    expect(await articles(page).first().textContent()).toContain('Story number 1.');

    const older = page.getByRole('button', { name: 'Show older stories' });
    await older.scrollIntoViewIfNeeded();
    expect(await accessibilityViolations(page)).toEqual([]);
    // Reached and pressed from the keyboard: Shift+Tab from the button lands on the last story's
    // controls, Tab comes back to it, Enter presses it.
    await older.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Show older stories');
    await page.keyboard.press('Enter');
    await waitForStories(page, 40);
    // Focus moves to the first story loaded, so reading carries on from there.
    await page.waitForFunction(() => document.activeElement?.tagName === 'LI');
    expect(await page.evaluate(() => document.activeElement?.querySelector('h3')?.textContent)).toBe('Question 21?');
    expect(await accessibilityViolations(page)).toEqual([]);

    await older.focus();
    await page.keyboard.press('Space');
    await waitForStories(page, 45);
    expect(await articles(page).last().textContent()).toContain('Story number 45.');
    expect(await older.count()).toBe(0);

    expect(storyReads).toEqual([
      '?limit=20',
      expect.stringMatching(/^\?limit=20&before=[0-9a-f-]{36}$/),
      expect.stringMatching(/^\?limit=20&before=[0-9a-f-]{36}$/),
    ]);
    await context.close();
  });
});
