import { startTestApp, TestApp } from '@storyvault/api-testing';
import { freePort } from '@storyvault/testing';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Browser, Page } from 'playwright-core';
import { accessibilityViolations, animationsFinished, launchChromium } from './browser';

// `SCREENS_DIR=docs/screens` (npm run screens) writes them to docs/screens; an ordinary run keeps them in test-results.
const SCREENS = path.resolve(__dirname, '..', '..', process.env.SCREENS_DIR ?? path.join('test-results', 'screens'));

/**
 * A paid owner's plan on the account page, in Debian's Chromium against the real app with the
 * local TEST MODE gateway: cancel and undo, switch, change the card, see it on /upgrade, refund.
 */
describe('the plan on the account page, in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let base: string;

  beforeAll(async () => {
    mkdirSync(SCREENS, { recursive: true });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await startTestApp({ env: { PUBLIC_URL: base }, listen: true, port });
    browser = await launchChromium();
    // bypassCSP only so axe can be injected.
    page = await (await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const plan = () => page.getByRole('region', { name: 'Your plan' });
  const fullAccess = async () =>
    ((await (await page.request.get(`${base}/api/me`)).json()) as { hasFullAccess: boolean }).hasFullAccess;

  async function expectAccessible(width: number, shot: string) {
    await page.setViewportSize({ width, height: 900 });
    await animationsFinished(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENS, shot), fullPage: true });
  }

  it('pays through the test checkout, then manages the plan from the account page', async () => {
    await page.goto(`${base}/signup`);
    await page.getByLabel('Full Name').fill('Ann Smith');
    await page.getByLabel('Email').fill('ann.billing@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
    await page.getByLabel('Confirm Password').fill('Str0ng!pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${base}/dashboard`);

    await page.goto(`${base}/subscribe`);
    await page.getByRole('button', { name: 'Continue to Secure Checkout' }).click();
    await page.getByText('TEST MODE', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Complete test payment' }).click();
    await page.waitForURL(/\/subscribe\?session_id=/);
    await page.waitForFunction(async () => {
      const me = await fetch('/api/me').then((r) => r.json());
      return me.hasFullAccess === true;
    });

    await page.goto(`${base}/dashboard/account`);
    await plan().getByText('Annual').waitFor();
    await plan()
      .getByText(/^Renews on /)
      .waitFor();
    await plan().getByText('Visa ending in 4242').waitFor();
    await plan()
      .getByText(/\$59\.00 \(TEST-0001\)/)
      .waitFor();
    await expectAccessible(1280, 'account-billing-1280.png');
    await expectAccessible(390, 'account-billing-390.png');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Cancel: a button, then the dialog that says what happens.
    await plan().getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await dialog.getByText(/stays readable and downloadable\. Questions stop on .+\. Nothing is deleted/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await plan()
      .getByText(/^Ends on /)
      .waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Your plan');

    await plan().getByRole('button', { name: 'Undo the cancellation' }).click();
    await plan()
      .getByText(/^Renews on /)
      .waitFor();

    await plan().getByRole('button', { name: 'Switch to monthly ($7/month)' }).click();
    await plan().getByText('Monthly').waitFor();
    await plan().getByText('$7.00 a month').waitFor();

    await plan().getByRole('button', { name: 'Update card' }).click();
    await page.getByRole('heading', { name: 'Update your card' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel('Card brand').selectOption('mastercard');
    await page.getByLabel('Last four digits').fill('5555');
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.waitForURL(`${base}/dashboard/account`);
    await plan().getByText('Mastercard ending in 5555').waitFor();

    await page.goto(`${base}/upgrade`);
    await page.getByRole('heading', { level: 1, name: 'Your StoryVault plan' }).waitFor();
    await page.getByText(/You are on the monthly plan \(\$7\/month\)\. It renews on /).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'See or change your plan' }).click();
    await page.waitForURL(`${base}/dashboard/account`);

    await plan().getByRole('button', { name: 'Request a refund' }).click();
    const refund = page.getByRole('dialog', { name: 'Request a refund?' });
    await refund.getByText(/first payment in full/).waitFor();
    await refund.getByRole('button', { name: 'Refund and end my subscription' }).click();
    await plan().getByText('Ended', { exact: true }).waitFor();
    expect(await plan().getByRole('button', { name: 'Request a refund' }).count()).toBe(0);
    expect(await fullAccess()).toBe(false);
  });
});
