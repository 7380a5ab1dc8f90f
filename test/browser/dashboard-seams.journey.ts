import { startTestApp, TestApp } from '@storyvault/api-testing';
import { freePort, signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Browser, Locator, Page } from 'playwright-core';
import { accessibilityViolations, animationsFinished, launchChromium } from './browser';

// `SCREENS_DIR=docs/screens` writes them to docs/screens; an ordinary run keeps its pictures in test-results.
const SCREENS = path.resolve(__dirname, '..', '..', process.env.SCREENS_DIR ?? path.join('test-results', 'screens'));
const WIDTHS = [1280, 390] as const;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/**
 * The dashboard's small seams, in Debian's Chromium against the real app: a failed sign-in says
 * so at the form, Coming Up Next dates the queue on the senior's chosen weekday, a notification
 * never covers an open dialog's fields, and the owner's email choices; axe at 1280 and 390 px.
 */
describe('dashboard seams in the browser', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let base: string;

  beforeAll(async () => {
    mkdirSync(SCREENS, { recursive: true });
    smtp = await startSmtpTestServer();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: base }, listen: true, port });
    const { agent } = await signedInOwner(t.server, { name: 'Ann Smith', email: 'ann@example.com' });
    // Fridays at 9:00 in Sydney.
    await agent
      .post('/api/vaults')
      .send({
        seniorName: 'Rose Smith',
        seniorEmail: 'rose@example.com',
        seniorPhone: '',
        deliveryMethod: 'email',
        frequency: 1,
        sendIntroEmail: false,
        isSetupComplete: true,
        sendWeekday: 5,
        timeZone: 'Australia/Sydney',
      })
      .expect(201);
    browser = await launchChromium();
    page = await (await browser.newContext({ bypassCSP: true, baseURL: base })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await smtp?.close();
  });

  async function accessibleAtBothWidths() {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await animationsFinished(page);
      expect({ width, violations: await accessibilityViolations(page) }).toEqual({ width, violations: [] });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  it('says at the form, announced, that a sign-in failed', async () => {
    await page.goto('/signin');
    await page.getByLabel('Email').fill('ann@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not her password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = page.locator('form [role="alert"]');
    await alert.getByText('Login failed').waitFor();
    expect(await alert.textContent()).toBe('Login failed Invalid email or password');
    await accessibleAtBothWidths();

    await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${base}/dashboard`);
  });

  it('dates Coming Up Next on the chosen weekday, in the senior’s time zone, as delivery will send', async () => {
    const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Coming Up Next' }) });
    await card.getByRole('heading', { name: 'On Deck' }).waitFor();
    const [vault] = await (await page.request.get('/api/vaults')).json();
    const sydney = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Australia/Sydney',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    });
    const onDeck = await card.getByRole('listitem').allTextContents();
    expect(onDeck.length).toBeGreaterThanOrEqual(2);
    for (const [i, text] of onDeck.entries()) {
      const day = sydney.format(new Date(vault.upcomingQuestionsAt[i + 1]));
      expect(day.startsWith('Friday, ')).toBe(true);
      expect(text.startsWith(day)).toBe(true);
    }
    await accessibleAtBothWidths();
  });

  for (const width of WIDTHS) {
    it(`keeps a notification off an open dialog's fields and buttons at ${width} px`, async () => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto('/dashboard');
      const family = page.getByRole('region', { name: 'Family', exact: true });
      await family.getByRole('button', { name: 'Invite family' }).click();
      const dialog = page.getByRole('dialog', { name: 'Manage family' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill(`Emma ${width}`);
      await dialog.getByRole('textbox', { name: 'Email' }).fill(`emma-${width}@example.com`);
      await dialog.getByRole('button', { name: 'Send invitation', exact: true }).click();
      const toast = page.locator('.toast-viewport li').filter({ hasText: 'Invitation sent' });
      await toast.waitFor();
      await animationsFinished(page);
      await page.screenshot({ path: path.join(SCREENS, `dialog-toast-${width}.png`) });
      const toastBox = await box(toast);
      const dialogBox = await box(dialog);
      // Inside the dialog, at its top: it pushes the dialog's content down rather than lying over it.
      expect(toastBox.y).toBeGreaterThanOrEqual(dialogBox.y);
      const controls = dialog.locator('input:visible, button:visible');
      for (let i = 0; i < (await controls.count()); i += 1) {
        const control = controls.nth(i);
        if (await control.evaluate((el) => !!el.closest('.toast-viewport'))) continue;
        const name = (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? `control ${i}`;
        expect({ name, overlaps: overlaps(toastBox, await box(control)) }).toEqual({ name, overlaps: false });
      }
      expect(await accessibilityViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
    });
  }

  it('lets the owner choose emails when someone joins, comments or suggests', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard');
    const group = page.getByRole('group', { name: 'Email me when someone…' });
    await group.scrollIntoViewIfNeeded();
    const comments = group.getByRole('checkbox', { name: 'comments on a story' });
    expect(await group.getByRole('checkbox', { name: 'joins the family' }).isChecked()).toBe(true);
    expect(await comments.isChecked()).toBe(false);
    await comments.check();
    // exact: the toast's own words, not the screen reader's announcement of its title and words
    // together, which Radix keeps in the page for a moment.
    await page.getByText('We will email you when someone comments on a story.', { exact: true }).waitFor();
    expect(await comments.isChecked()).toBe(true);
    const [vault] = await (await page.request.get('/api/vaults')).json();
    const saved = await (await page.request.get(`/api/vaults/${vault.id}/notifications`)).json();
    expect(saved.ownerEmails).toEqual({ joins: true, comments: true, suggestions: true });
    await page.getByRole('button', { name: 'Close notification' }).click();
    await page.locator('.toast-viewport li').waitFor({ state: 'detached' });
    await animationsFinished(page);
    const family = page.getByRole('region', { name: 'Family', exact: true });
    await family.screenshot({ path: path.join(SCREENS, 'owner-email-choices-1280.png') });
    await accessibleAtBothWidths();
  });
});
