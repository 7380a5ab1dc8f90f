import { startTestApp, TestApp } from '@storyvault/api-testing';
import { freePort, linksIn, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { Browser, Page } from 'playwright-core';
import { accessibilityViolations, launchChromium } from './browser';

/**
 * A new owner's whole account journey in Debian's Chromium, against the real app (built web
 * pages, api, PostgreSQL) with the reset link read from a real SMTP server.
 */
describe('account journey in the browser', () => {
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
    // bypassCSP only so axe can be injected; the last test runs the app under its real policy.
    page = await (await browser.newContext({ bypassCSP: true })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await smtp?.close();
  });

  async function expectAccessible() {
    expect(await accessibilityViolations(page)).toEqual([]);
  }

  it('signs up, logs out, signs in, resets the password through the email, and signs in with it', async () => {
    await page.goto(`${base}/signup`);
    await expectAccessible();
    await page.getByLabel('Full Name').fill('Ann Smith');
    await page.getByLabel('Email').fill('ann@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
    await page.getByLabel('Confirm Password').fill('Str0ng!pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${base}/dashboard`);
    await page.getByText('Welcome, Ann Smith').waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${base}/signin`);
    await expectAccessible();
    // Signed out for real: the guarded page shows the sign-in screen.
    await page.goto(`${base}/dashboard`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();

    await page.getByLabel('Email').fill('ann@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Welcome back, Ann Smith', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${base}/signin`);

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(`${base}/forgot-password`);
    await expectAccessible();
    await page.getByLabel('Email').fill('ann@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('If this email exists, a password reset link has been sent.').waitFor();

    const mail = await smtp.waitFor((m) => m.subject === 'Reset your StoryVault password');
    const link = linksIn(mail.text).find((l) => l.startsWith(`${base}/reset-password/`));
    expect(link).toBeDefined();

    await page.goto(link!);
    await expectAccessible();
    await page.getByLabel('New Password', { exact: true }).fill('A whole new passphrase');
    await page.getByLabel('Confirm New Password').fill('A whole new passphrase');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password Reset Complete').waitFor();
    await page
      .getByRole('button', { name: 'Sign In' })
      .or(page.getByRole('link', { name: 'Sign In' }))
      .click();
    await page.waitForURL(`${base}/signin`);

    await page.getByLabel('Email').fill('ann@example.com');
    await page.getByLabel('Password', { exact: true }).fill('A whole new passphrase');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Welcome back, Ann Smith', { exact: true }).waitFor();
    expect(page.url()).toBe(`${base}/dashboard`);

    // The same link a second time: the page shows the server's refusal.
    await page.goto(link!);
    await page.getByLabel('New Password', { exact: true }).fill('Yet another passphrase');
    await page.getByLabel('Confirm New Password').fill('Yet another passphrase');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Invalid or expired password reset token').waitFor();
  });

  it('runs under the real content security policy without violations', async () => {
    const strict = await browser.newPage();
    const problems: string[] = [];
    strict.on('console', (msg) => msg.type() === 'error' && problems.push(msg.text()));
    strict.on('pageerror', (error) => problems.push(error.message));
    await strict.goto(`${base}/signin`);
    await strict.getByRole('button', { name: 'Sign In' }).waitFor();
    await strict.close();
    // The signed-out /api/me answers 401 by design; anything else is a real problem.
    expect(problems.filter((p) => !p.includes('401'))).toEqual([]);
  });

  it('shows the not-found screen for unknown paths', async () => {
    await page.goto(`${base}/no/such/page`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  });
});
