import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { IngestInboundMessage } from '@storyvault/api/modules/inbound/inbound.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp, unzip } from '@storyvault/api-testing';
import {
  buildEmail,
  freePort,
  jpegImage,
  setUpVault,
  signedInOwner,
  SmtpTestServer,
  startSmtpTestServer,
} from '@storyvault/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, Page } from 'playwright-core';
import { accessibilityViolations, launchChromium } from './browser';

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'Str0ng!pass';

/**
 * The Keepsakes card in Debian's Chromium: the owner opens the book's choices (axe-clean), asks
 * for everything, watches it being made, and downloads a ZIP holding Rose's photo byte for byte.
 */
describe('the Keepsakes card', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let ownerEmail: string;
  let dataDir: string;
  const photo = jpegImage(640, 480, 30_000);
  const clock = new ManualClock(new Date('2026-06-01T08:00:00Z'));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    dataDir = mkdtempSync(join(tmpdir(), 'keepsakes-journey-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    t = await startTestApp({
      clock,
      listen: true,
      port,
      worker: true,
      env: { SMTP_URL: smtp.url, PUBLIC_URL: base, DATA_DIR: dataDir, JOBS_POLL_SECONDS: '1' },
    });
    browser = await launchChromium();
    // bypassCSP only so axe can be injected.
    const context = await browser.newContext({
      baseURL: base,
      bypassCSP: true,
      acceptDownloads: true,
      viewport: { width: 1280, height: 900 },
    });
    page = await context.newPage();
    const owner = await signedInOwner(t.server, { name: 'Ann Smith' });
    ownerEmail = owner.email;
    await setUpVault(owner.agent, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' });
    clock.advance(3 * DAY + 60 * 60 * 1000);
    await t.app.get(DispatchDeliveries).execute();
    const question = await smtp.waitFor((m) => JSON.stringify(m.to).includes('rose@'));
    const result = await t.app.get(IngestInboundMessage).execute(
      await buildEmail({
        from: 'Rose <rose@example.com>',
        to: question.replyTo!.value[0].address!,
        inReplyTo: question.messageId,
        text: 'Here we are at the lake in 1962.',
        attachments: [{ filename: 'lake.jpg', contentType: 'image/jpeg', content: photo }],
      }),
      { source: 'cli' },
    );
    expect(result.outcome).toBe('story');
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await smtp?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const card = () => page.locator('section', { has: page.getByRole('heading', { name: 'Keepsakes', exact: true }) });

  it('offers the book’s choices, accessibly, with a cover from the story photos', async () => {
    await page.goto('/signin');
    await page.getByLabel('Email').fill(ownerEmail);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await card().getByText('Nothing made yet.').waitFor();
    await card().getByRole('button', { name: 'Create a book' }).click();
    const form = card().getByRole('form', { name: 'Create a book' });
    await form.getByRole('radio', { name: 'A4' }).check();
    await form.getByRole('radio', { name: 'By life period' }).check();
    await form.getByRole('img', { name: /^lake\.jpg, from / }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    for (const name of ['Make the book', 'Cancel']) {
      const box = await form.getByRole('button', { name }).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    await form.getByRole('button', { name: 'Cancel' }).click();
  });

  it('makes everything, shows it being made, and downloads the archive', async () => {
    await card().getByRole('button', { name: 'Download everything' }).click();
    // Being gathered, until it is ready (a small archive may be ready before the first look).
    await card()
      .getByText(/^(Everything is being gathered\. We will email you when it is ready\.|Ready: Everything \(ZIP\), )/)
      .waitFor();
    const link = card().getByRole('link', { name: /^Download Everything \(ZIP\)/ });
    await link.waitFor({ timeout: 60_000 });
    await card()
      .getByText(/^Kept until /)
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^rose-smith-stories-\d{4}-\d{2}-\d{2}\.zip$/);
    const saved = join(dataDir, 'downloaded.zip');
    await download.saveAs(saved);
    const entries = await unzip(saved);
    expect(entries.get('media/001-lake.jpg')?.bytes.equals(photo)).toBe(true);
    expect(JSON.parse(entries.get('stories.json')!.bytes.toString('utf8')).stories).toHaveLength(1);
  });
});
