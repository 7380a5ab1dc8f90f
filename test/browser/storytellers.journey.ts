import { ManageUsers } from '@storyvault/api/modules/auth/auth.public';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { setUpVault, signedInOwner } from '@storyvault/testing';
import { VaultView } from '@storyvault/contracts';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityViolations, animationsFinished, launchChromium } from './browser';

// `npm run screens` writes them to docs/screens; an ordinary run keeps its pictures in test-results.
const SCREENS = path.resolve(__dirname, '..', '..', process.env.SCREENS_DIR ?? path.join('test-results', 'screens'));

/**
 * A second storyteller, in Debian's Chromium against the real app: an owner with full access
 * opens their account page, adds Ida beside Rose with the setup card, lands on Ida's vault, and
 * switches between the two; the page passes axe at 1280 and 390 px.
 */
describe('several storytellers from the account page', () => {
  let t: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let ownerEmail: string;

  beforeAll(async () => {
    mkdirSync(SCREENS, { recursive: true });
    t = await startTestApp({ listen: true });
    const base = `http://127.0.0.1:${(t.server.address() as { port: number }).port}`;
    browser = await launchChromium();
    // bypassCSP only so axe can be injected; the account journey checks the real policy.
    context = await browser.newContext({ baseURL: base, bypassCSP: true, viewport: { width: 1280, height: 800 } });
    page = await context.newPage();

    const owner = await signedInOwner(t.server, { name: 'Ann Smith' });
    ownerEmail = owner.email;
    await setUpVault(owner.agent, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' });
    // Full access, as a paid checkout gives it.
    await t.app.get(ManageUsers).grantFullAccess(ownerEmail);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function expectAccessible(what: string, on: Page = page) {
    expect({ what, violations: await accessibilityViolations(on) }).toEqual({ what, violations: [] });
  }
  const storytellers = (on: Page = page) =>
    on.locator('section', { has: on.getByRole('heading', { name: 'Your storytellers' }) });

  it('adds a second senior from the account page and opens her vault', async () => {
    await page.goto('/signin');
    await page.getByLabel('Email').fill(ownerEmail);
    await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: "Rose Smith's Story Collection" }).waitFor();

    // From the top bar: the owner's name is the way to the account page.
    await page.getByRole('banner').getByRole('link', { name: 'Ann Smith' }).click();
    await page.waitForURL('**/dashboard/account');
    const section = storytellers();
    await section.getByRole('link', { name: "Open Rose Smith's stories" }).waitFor();
    expect(await section.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/Rose Smith\s+Active\s+Open Rose Smith's stories/),
    ]);
    await section.getByText('Your plan includes up to 5 storytellers at no extra cost.').waitFor();
    await expectAccessible('account page with one storyteller');

    await section.getByRole('button', { name: 'Add a storyteller' }).click();
    await section.getByLabel("Your loved one's name").fill('Ida Smith');
    await section.getByLabel('Their email address').fill('ida@example.com');
    await expectAccessible('account page adding a storyteller');
    await animationsFinished(page);
    await page.screenshot({ path: path.join(SCREENS, 'account-storytellers-add-1280.png') });
    await section.getByRole('button', { name: 'Set Up Vault Now' }).click();

    await page.getByRole('heading', { name: "Ida Smith's Story Collection" }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    const vaults: VaultView[] = await (await page.request.get('/api/vaults')).json();
    expect(vaults.map((v) => [v.seniorName, v.role, v.isSetupComplete])).toEqual([
      ['Rose Smith', 'owner', true],
      ['Ida Smith', 'owner', true],
    ]);
    await page.getByRole('heading', { name: 'Coming Up Next' }).waitFor();
  });

  it('switches between the two storytellers, from the top bar and from the account page', async () => {
    const switcher = page.getByRole('banner').getByRole('combobox', { name: 'Vault' });
    expect(await switcher.locator('option').allInnerTexts()).toEqual(['Rose Smith', 'Ida Smith']);
    await switcher.selectOption({ label: 'Rose Smith' });
    await page.getByRole('heading', { name: "Rose Smith's Story Collection" }).waitFor();
    expect(await page.getByRole('heading', { name: "Ida Smith's Story Collection" }).count()).toBe(0);

    await page.goto('/dashboard/account');
    await storytellers().getByRole('link', { name: "Open Ida Smith's stories" }).click();
    await page.getByRole('heading', { name: "Ida Smith's Story Collection" }).waitFor();
    expect(await switcher.inputValue()).toBe(
      (await switcher.locator('option', { hasText: 'Ida Smith' }).getAttribute('value'))!,
    );
    // The choice is remembered like the switcher's.
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: "Ida Smith's Story Collection" }).waitFor();
  });

  it('shows both storytellers on a phone, accessible and without sideways scrolling', async () => {
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto('/dashboard/account');
    const section = storytellers(phone);
    await section.getByRole('link', { name: "Open Ida Smith's stories" }).waitFor();
    expect(await section.getByRole('listitem').count()).toBe(2);
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible('account page on a phone', phone);
    await section.scrollIntoViewIfNeeded();
    await animationsFinished(phone);
    await phone.screenshot({ path: path.join(SCREENS, 'account-storytellers-390.png') });
    await phone.close();
  });
});
