import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { IngestInboundMessage } from '@storyvault/api/modules/inbound/inbound.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import {
  buildEmail,
  freePort,
  linksIn,
  setUpVault,
  signedInOwner,
  SmtpTestServer,
  startSmtpTestServer,
} from '@storyvault/testing';
import { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { launchChromium } from './browser';

const DAY = 24 * 60 * 60 * 1000;
const PAYLOAD = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">';
/** What a senior's HTML email says in words (escaped in the HTML), beside real markup that would run. */
const EMAILED = '<script>window.__pwned=3</script><img src=y onerror="window.__pwned=4"> was in my letter';
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const EMAILED_HTML =
  `<div dir="ltr">${escapeHtml(EMAILED)}</div><script>window.__pwned=5</script>` +
  `<img src="y" onerror="window.__pwned=6"><div class="gmail_quote">On Monday Ann Smith wrote:` +
  `<blockquote class="gmail_quote">What was the first job you ever had?</blockquote></div>`;

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned);

/** Parses `html` into this page, as a renderer that trusted a story would. */
const injectAsHtml = (page: Page, html: string) =>
  page.evaluate((markup) => {
    const div = document.createElement('div');
    div.innerHTML = markup;
    document.body.append(div);
  }, html);

/** Nothing of the story ran: no script, no image, no request for its source. */
async function expectNothingRan(page: Page, requested: string[], imageSource: string) {
  await page.waitForLoadState('networkidle');
  expect(await pwned(page)).toBeUndefined();
  expect(await page.locator(`img[src="${imageSource}"]`).count()).toBe(0);
  expect(await page.evaluate(() => Array.from(document.scripts).some((s) => s.text.includes('__pwned')))).toBe(false);
  expect(requested).not.toContain(`/${imageSource}`);
}

/**
 * A senior's story is whatever they typed: one that looks like markup must reach the owner's
 * dashboard as text. The page is opened with the CSP bypassed, so this checks the rendering
 * itself and not only the policy that would also stop the script.
 */
describe('a story that looks like markup, on the dashboard in Chromium', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let browser: Browser;
  let base: string;
  const clock = new ManualClock(new Date('2026-04-06T09:00:00Z'));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: base }, listen: true, port });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await smtp?.close();
  });

  /** The owner's dashboard in a fresh browser context (CSP bypassed), with every path it requests. */
  async function dashboardOf(email: string) {
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${base}/signin`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Your Story Collection' }).waitFor();
    return { context, page, requested };
  }

  it('shows the literal text and runs nothing', async () => {
    const { agent, email } = await signedInOwner(t.server, { name: 'Ann Smith' });
    await setUpVault(agent, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' });
    clock.advance(3 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const mail = await smtp.waitFor((m) => m.subject?.startsWith('A question from Ann') ?? false);
    const token = new URL(linksIn(mail.text).find((l) => l.includes('/respond/write?token='))!).searchParams.get(
      'token',
    );
    await request(t.server).post('/api/respond/text').send({ token, text: PAYLOAD }).expect(201);

    const { context, page, requested } = await dashboardOf(email);

    await page.getByText(PAYLOAD, { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Show Original Response' }).first().click();
    expect(await page.getByText(PAYLOAD, { exact: true }).count()).toBeGreaterThanOrEqual(2);
    await expectNothingRan(page, requested, 'x');

    // The control: the same text parsed as HTML on this page does run, so the checks above can fail.
    await injectAsHtml(page, PAYLOAD);
    await page.waitForFunction(() => (window as unknown as { __pwned?: number }).__pwned === 2);
    await context.close();
  });

  it('shows an emailed HTML reply with a script and an img onerror as text, and runs nothing', async () => {
    const { agent, email } = await signedInOwner(t.server, { name: 'Ann Smith' });
    const vault = await setUpVault(agent, { seniorName: 'Walter Smith', seniorEmail: 'walter@example.com' });
    clock.advance(3 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const question = await smtp.waitFor(
      (m) => !Array.isArray(m.to) && m.to?.text === 'walter@example.com' && !!m.subject?.startsWith('A question'),
    );
    const result = await t.app.get(IngestInboundMessage).execute(
      await buildEmail({
        from: 'Walter <walter@example.com>',
        to: question.replyTo!.value[0].address!,
        html: EMAILED_HTML,
      }),
      { source: 'cli' },
    );
    expect(result).toMatchObject({ outcome: 'story', fullText: EMAILED });
    const [story] = (await agent.get(`/api/vaults/${vault.id}/stories`).expect(200)).body;
    expect(story.rawText).toContain(EMAILED);
    expect(story.rawText).toContain('What was the first job you ever had?');

    const { context, page, requested } = await dashboardOf(email);

    await page.getByText(EMAILED, { exact: true }).first().waitFor();
    const toggle = page.getByRole('button', { name: 'Show Original Response' });
    const original = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await toggle.click();
    await original.waitFor({ state: 'visible' });
    expect(await original.textContent()).toBe(story.rawText);
    await expectNothingRan(page, requested, 'y');

    // The control: the email's own HTML, parsed on this page, does run.
    await injectAsHtml(page, EMAILED_HTML);
    await page.waitForFunction(() => (window as unknown as { __pwned?: number }).__pwned === 6);
    await context.close();
  });
});
