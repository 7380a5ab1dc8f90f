import { startTestApp, TestApp } from '@storyvault/api-testing';
import { freePort } from '@storyvault/testing';
import { Browser, Page } from 'playwright-core';
import { ParsedMail, simpleParser } from 'mailparser';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { accessibilityViolations, launchChromium } from './browser';

/**
 * A new customer's whole way in, in Debian's Chromium against the real app with the local
 * TEST MODE checkout: landing page, funnel, payment, account, and a dashboard with full access.
 */
describe('signup funnel in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let base: string;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // The test checkout sends the browser back to PUBLIC_URL: this very server.
    t = await startTestApp({ listen: true, port, env: { PUBLIC_URL: base } });
    browser = await launchChromium();
    page = await (await browser.newContext({ bypassCSP: true })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function outboxTo(address: string): Promise<ParsedMail[]> {
    const dir = join(t.config.dataDir, 'outbox');
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
    const mails = await Promise.all(files.map(async (f) => simpleParser(await readFile(join(dir, f)))));
    return mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === address);
  }

  async function expectAccessible(what: string) {
    expect({ what, violations: await accessibilityViolations(page) }).toEqual({ what, violations: [] });
  }

  it('goes from the landing page through TEST MODE payment to a dashboard with full access', async () => {
    await page.goto(`${base}/`);
    await page.getByRole('link', { name: 'Start Preserving Stories' }).first().click();
    await page.waitForURL(`${base}/get-started`);
    await expectAccessible('get started');
    await page.getByRole('button', { name: 'Continue - Almost There' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByLabel('Your Name').fill('Ann Smith');
    await page.getByLabel('Email Address').fill('ann@example.com');
    await page.getByRole('button', { name: 'Continue - Almost There' }).click();

    await page.waitForURL(`${base}/get-started/step2`);
    await page.getByText('Welcome, Ann Smith!').waitFor();
    await page.getByText('BEST VALUE').waitFor();
    await page.getByText('Save 30% compared to monthly').waitFor();
    await expectAccessible('plan choice');
    await page.getByRole('button', { name: 'Continue to Secure Checkout' }).click();

    await page.waitForURL(/\/api\/billing\/test-checkout\//);
    await page.getByText('TEST MODE', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Complete test payment' }).click();

    await page.waitForURL(/\/get-started\/success\?session_id=/);
    await page.getByText('Payment Successful!').waitFor();
    await expectAccessible('payment success');
    await page.getByLabel('Password', { exact: true }).fill('long enough');
    await page.getByLabel('Confirm Password').fill('long enough');
    await page.getByRole('button', { name: 'Complete Account Setup' }).click();

    await page.waitForURL(`${base}/dashboard`);
    await page.getByText('Welcome, Ann Smith').waitFor();
    await page.getByRole('heading', { name: "Let's Set Up Your Loved One's Vault" }).waitFor();
    // Full access: the frequency is the owner's to choose, and the trial note is gone.
    expect(await page.getByText('During your trial, questions are sent weekly.', { exact: false }).count()).toBe(0);
    expect(await page.getByLabel('Question frequency').isDisabled()).toBe(false);
    const me = await (await page.request.get(`${base}/api/me`)).json();
    expect(me).toEqual({ name: 'Ann Smith', email: 'ann@example.com', hasFullAccess: true });
  });

  it('finishes a paid signup in another browser, where nothing of the funnel is kept', async () => {
    const paying = await browser.newContext({ bypassCSP: true });
    const payer = await paying.newPage();
    await payer.goto(`${base}/get-started`);
    await payer.getByLabel('Your Name').fill('Bea Stone');
    await payer.getByLabel('Email Address').fill('bea@example.com');
    await payer.getByRole('button', { name: 'Continue - Almost There' }).click();
    await payer.getByRole('button', { name: 'Continue to Secure Checkout' }).click();
    await payer.getByRole('button', { name: 'Complete test payment' }).click();
    await payer.waitForURL(/\/get-started\/success\?session_id=/);
    const successLink = payer.url();
    // Paid, but the account was never made there: that browser is gone.
    await paying.close();

    const other = await browser.newContext({ bypassCSP: true });
    const finisher = await other.newPage();
    await finisher.goto(successLink);
    expect(await finisher.evaluate(() => sessionStorage.length)).toBe(0);
    await finisher.getByText('Payment Successful!').waitFor();
    await finisher.getByText('Welcome to StoryVault, Bea Stone!', { exact: false }).waitFor();
    expect(await finisher.getByLabel('Email Address').inputValue()).toBe('bea@example.com');
    await finisher.getByLabel('Password', { exact: true }).fill('long enough');
    await finisher.getByLabel('Confirm Password').fill('long enough');
    await finisher.getByRole('button', { name: 'Complete Account Setup' }).click();
    await finisher.waitForURL(`${base}/dashboard`);
    const me = await (await finisher.request.get(`${base}/api/me`)).json();
    expect(me).toEqual({ name: 'Bea Stone', email: 'bea@example.com', hasFullAccess: true });
    await other.close();
  });

  it('brings back someone who paid and closed the tab: no second payment, a link by email, the account', async () => {
    const paying = await browser.newContext({ bypassCSP: true });
    const payer = await paying.newPage();
    await payer.goto(`${base}/get-started`);
    await payer.getByLabel('Your Name').fill('Paul Paid');
    await payer.getByLabel('Email Address').fill('paul@example.com');
    await payer.getByRole('button', { name: 'Continue - Almost There' }).click();
    await payer.getByRole('button', { name: 'Continue to Secure Checkout' }).click();
    await payer.waitForURL(/\/api\/billing\/test-checkout\//);
    const checkoutUrl = payer.url();
    await payer.getByRole('button', { name: 'Complete test payment' }).click();
    await payer.waitForURL(/\/get-started\/success\?session_id=/);
    // The tab is closed on the account form.
    await paying.close();

    const later = await browser.newContext({ bypassCSP: true });
    const back = await later.newPage();
    await back.goto(`${base}/get-started`);
    await back.getByLabel('Your Name').fill('Paul Paid');
    await back.getByLabel('Email Address').fill('paul@example.com');
    await back.getByRole('button', { name: 'Continue - Almost There' }).click();
    await back.getByRole('heading', { level: 1, name: 'You Have Already Paid' }).waitFor();
    expect(back.url()).toBe(`${base}/get-started`);
    expect(await back.getByText('Welcome, Paul Paid!').count()).toBe(0);
    expect({ what: 'already paid', violations: await accessibilityViolations(back) }).toEqual({
      what: 'already paid',
      violations: [],
    });

    // Both emails carry the way back: the receipt at payment, the reminder now.
    const mails = await outboxTo('paul@example.com');
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Finish creating your StoryVault account',
      'Your StoryVault payment went through',
    ]);
    const link = mails[0].text!.match(/http\S+\/get-started\/success\?session_id=\S+/)![0];
    expect(mails[1].text).toContain(link);
    await back.goto(link);
    await back.getByText('Payment Successful!').waitFor();
    await back.getByLabel('Password', { exact: true }).fill('long enough');
    await back.getByLabel('Confirm Password').fill('long enough');
    await back.getByRole('button', { name: 'Complete Account Setup' }).click();
    await back.waitForURL(`${base}/dashboard`);
    const me = await (await back.request.get(`${base}/api/me`)).json();
    expect(me).toEqual({ name: 'Paul Paid', email: 'paul@example.com', hasFullAccess: true });
    // One payment only.
    const [{ count }] = await t.app
      .get(DataSource)
      .query("SELECT count(*)::int AS count FROM test_checkout_sessions WHERE email = 'paul@example.com'");
    expect(count).toBe(1);

    // The finished checkout, visited again, is a page of the product, not an error body.
    await back.goto(checkoutUrl);
    await back.getByRole('heading', { level: 1, name: 'This payment is complete' }).waitFor();
    expect(await back.content()).not.toContain('CHECKOUT_NOT_FOUND');
    await later.close();
  });

  it('tells someone who already has an account to sign in', async () => {
    const fresh = await browser.newPage();
    await fresh.goto(`${base}/get-started`);
    await fresh.getByLabel('Your Name').fill('Ann Again');
    await fresh.getByLabel('Email Address').fill('ann@example.com');
    await fresh.getByRole('button', { name: 'Continue - Almost There' }).click();
    await fresh.getByText('You already have an account. Please sign in.', { exact: true }).waitFor();
    await fresh.waitForURL(`${base}/signin`, { timeout: 30_000 });
    await fresh.close();
  });

  it('subscribes to the newsletter through every state', async () => {
    const visitor = await browser.newPage();
    await visitor.goto(`${base}/`);
    const email = visitor.getByRole('textbox', { name: /email/i }).last();
    const subscribe = visitor.getByRole('button', { name: 'Subscribe' });
    // The prerendered form works once the page's script has taken over (the button is enabled then).
    await visitor.waitForFunction(() => {
      const button = Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === 'Subscribe');
      return button !== undefined && !button.disabled;
    });
    await email.fill('rose@example.com');
    await subscribe.click();
    await visitor.getByText('Thank you for subscribing!').waitFor();
    await subscribe.waitFor({ timeout: 10_000 }); // the form comes back after 5 seconds
    await email.fill('rose@example.com');
    await subscribe.click();
    await visitor.getByText('This email is already subscribed.').waitFor();
    // Past three sign-ups from one address, the page solves a proof-of-work challenge itself.
    for (const n of [1, 2]) {
      await email.fill(`friend${n}@example.com`);
      await subscribe.click();
      await visitor.getByText('Thank you for subscribing!').waitFor();
      await subscribe.waitFor({ timeout: 10_000 });
    }
    const rows: Array<{ email: string }> = await t.app
      .get(DataSource)
      .query('SELECT email FROM newsletter_subscriptions ORDER BY email');
    expect(rows.map((r) => r.email)).toEqual(['friend1@example.com', 'friend2@example.com', 'rose@example.com']);
    await visitor.close();
  });
});
