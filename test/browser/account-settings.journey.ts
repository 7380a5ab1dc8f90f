import { startTestApp, TestApp } from '@storyvault/api-testing';
import { freePort, linksIn, setUpVault, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { join } from 'node:path';
import { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { accessibilityViolations, animationsFinished, launchChromium, tooSmall } from './browser';

// Screenshots go to docs/screens only through `npm run screens`; a test run keeps them in test-results.
const SCREENS = join(__dirname, '..', '..', process.env.SCREENS_DIR ?? join('test-results', 'screens'));

/**
 * The owner's own account in Debian's Chromium, against the real app: a new password, a new
 * email confirmed through the link read from a real SMTP server, and a deletion scheduled and
 * undone by signing in; the page checked by axe at 1280 and 390 px wide.
 */
describe('the owner changes their sign-in details and deletes their account in the browser', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let base: string;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: base }, listen: true, port });
    browser = await launchChromium();
    // bypassCSP only so axe can be injected.
    page = await (await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await smtp?.close();
  });

  async function expectAccessible() {
    expect(await accessibilityViolations(page)).toEqual([]);
  }

  const passwordForm = () => page.getByRole('form', { name: 'Change your password' });
  const emailForm = () => page.getByRole('form', { name: 'Change your email' });

  it('changes the password, then the email through the emailed link', async () => {
    await page.goto(`${base}/signup`);
    await page.getByLabel('Full Name').fill('Ann Smith');
    await page.getByLabel('Email').fill('ann@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
    await page.getByLabel('Confirm Password').fill('Str0ng!pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${base}/dashboard`);
    const api = request.agent(t.server);
    await api.post('/api/login').send({ email: 'ann@example.com', password: 'Str0ng!pass' }).expect(200);
    await setUpVault(api, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' });

    await page.goto(`${base}/dashboard/account`);
    await page.getByRole('heading', { name: 'Sign-in details' }).waitFor();
    await page.getByRole('button', { name: /Download everything from Rose Smith.s vault/ }).waitFor();
    await expectAccessible();
    await animationsFinished(page);
    await page.screenshot({ path: join(SCREENS, 'account-settings-1280.png'), fullPage: true });

    // A wrong current password is said at the form.
    await passwordForm().getByLabel('Current password').fill('not my password');
    await passwordForm()
      .getByLabel(/^New password/)
      .fill('A whole new passphrase');
    await passwordForm().getByLabel('Confirm new password').fill('A whole new passphrase');
    await passwordForm().getByRole('button', { name: 'Change password' }).click();
    await passwordForm().getByText('That is not your current password.').waitFor();
    // Show reveals what was typed.
    await passwordForm().getByRole('button', { name: 'Show password' }).first().click();
    expect(await passwordForm().getByLabel('Current password').getAttribute('type')).toBe('text');
    await passwordForm().getByLabel('Current password').fill('Str0ng!pass');
    await passwordForm().getByRole('button', { name: 'Change password' }).click();
    await passwordForm().getByText('Your password has been changed. Your other devices are signed out.').waitFor();
    // The other session (the api agent) is signed out; this page is not.
    await api.get('/api/me').expect(401);
    await page.reload();
    await page.getByRole('heading', { name: 'Sign-in details' }).waitFor();

    await emailForm().getByLabel('New email').fill('ann.new@example.com');
    await emailForm().getByLabel('Current password').fill('A whole new passphrase');
    await emailForm().getByRole('button', { name: 'Change email' }).click();
    await emailForm().getByText('We sent a link to your new address.', { exact: false }).waitFor();
    const mail = await smtp.waitFor((m) => m.subject === 'Confirm your new StoryVault email');
    const link = linksIn(mail.text).find((l) => l.startsWith(`${base}/account/confirm-email/`))!;
    await page.goto(link);
    await page.getByRole('heading', { name: 'Email changed' }).waitFor();
    await expectAccessible();
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await page.getByText('ann.new@example.com').waitFor();
  });

  it('works at 390 px wide: nothing too small to tap', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}/dashboard/account`);
    await page.getByRole('heading', { name: 'Delete your account' }).waitFor();
    await expectAccessible();
    const smallControls = (await tooSmall(page, 'main section button, main section a')).filter((p) =>
      p.endsWith('px high'),
    );
    expect(smallControls).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await animationsFinished(page);
    await page.screenshot({ path: join(SCREENS, 'account-settings-390.png') });
  });

  it('schedules the deletion with the password, and signing in undoes it', async () => {
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill('A whole new passphrase');
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(/\/signin\?deleted=/);
    await page.getByText('Your account will be deleted on', { exact: false }).waitFor();
    await expectAccessible();
    await smtp.waitFor((m) => m.subject === 'Your StoryVault account will be deleted');

    await page.getByLabel('Email').fill('ann.new@example.com');
    await page.getByLabel('Password', { exact: true }).fill('A whole new passphrase');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Your account will not be deleted.', { exact: true }).waitFor();
    await page.waitForURL(`${base}/dashboard`);
    const [row] = await t.app
      .get(DataSource)
      .query(`SELECT delete_after FROM users WHERE email = 'ann.new@example.com'`);
    expect(row.delete_after).toBeNull();
  });
});
