import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { IngestInboundMessage } from '@storyvault/api/modules/inbound/inbound.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import {
  buildEmail,
  freePort,
  setUpVault,
  signedInOwner,
  SmtpTestServer,
  startSmtpTestServer,
} from '@storyvault/testing';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { accessibilityViolations, launchChromium } from './browser';

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'Str0ng!pass';
// `npm run screens` writes them to docs/screens; an ordinary run keeps its pictures in test-results.
const SCREENS = join(__dirname, '..', '..', process.env.SCREENS_DIR ?? join('test-results', 'screens'));

/** A real photo (the book decodes it): one colour, landscape or portrait. */
const photo = (width: number, height: number, rgb: [number, number, number]) =>
  sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .jpeg()
    .toBuffer();

/**
 * The book in Debian's Chromium: the owner leaves a story out, takes the cover from that story's
 * photo (shown small), makes the book, sees it Ready by its own name, and downloads a PDF that
 * holds only the stories chosen, with the cover chosen.
 */
describe('the book', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let ownerEmail: string;
  let dataDir: string;
  const clock = new ManualClock(new Date('2026-06-01T08:00:00Z'));

  /** Rose answers the next question, with a photo. */
  async function answer(text: string, filename: string, photo: Buffer): Promise<void> {
    clock.advance(15 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const question = await smtp.waitFor((m) => JSON.stringify(m.to).includes('rose@') && !asked.has(m.messageId ?? ''));
    asked.add(question.messageId ?? '');
    const result = await t.app.get(IngestInboundMessage).execute(
      await buildEmail({
        from: 'Rose <rose@example.com>',
        to: question.replyTo!.value[0].address!,
        inReplyTo: question.messageId,
        text,
        attachments: [{ filename, contentType: 'image/jpeg', content: photo }],
      }),
      { source: 'cli' },
    );
    expect(result.outcome).toBe('story');
  }
  const asked = new Set<string>();

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    dataDir = mkdtempSync(join(tmpdir(), 'book-journey-'));
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
    await answer(
      'Here we are at the lake, the summer the ice cream stand opened.',
      'lake.jpg',
      await photo(640, 480, [40, 110, 200]),
    );
    await answer('My first job was at the bakery on Elm Street.', 'bakery.jpg', await photo(480, 640, [190, 120, 60]));
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await smtp?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const card = () => page.locator('section', { has: page.getByRole('heading', { name: 'Keepsakes', exact: true }) });

  it('chooses the stories and a cover, accessibly at 1280 and 390 px wide', async () => {
    await page.goto('/signin');
    await page.getByLabel('Email').fill(ownerEmail);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await card().getByText('Nothing made yet.').waitFor();
    await card().getByRole('button', { name: 'Create a book' }).click();
    const form = card().getByRole('form', { name: 'Create a book' });
    const stories = form.getByRole('list', { name: 'Stories in the book (2 of 2)' });
    await stories.waitFor();
    const boxes = stories.getByRole('checkbox');
    expect(await boxes.count()).toBe(2);
    for (const box of await boxes.all()) expect(await box.isChecked()).toBe(true);
    // Leave the bakery out (the newer story: oldest come first); its photo still makes the cover.
    await boxes.nth(1).uncheck();
    await form.getByRole('list', { name: 'Stories in the book (1 of 2)' }).waitFor();
    const bakery = form.getByRole('img', { name: /^bakery\.jpg, from / });
    await bakery.waitFor();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('form img')).every((img) => (img as HTMLImageElement).complete),
    );
    const shown = await bakery.boundingBox();
    expect(shown!.width).toBeLessThanOrEqual(80);
    await form.getByRole('radio', { name: /^bakery\.jpg, from / }).check();
    await form.getByLabel('Title').fill('Summers with Rose');
    expect(await accessibilityViolations(page)).toEqual([]);
    await form.scrollIntoViewIfNeeded();
    await card().screenshot({ path: join(SCREENS, 'create-book-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await accessibilityViolations(page)).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('makes the book, says it is Ready by its own name, and holds only the stories chosen', async () => {
    await card().getByRole('form', { name: 'Create a book' }).getByRole('button', { name: 'Make the book' }).click();
    const ready = card()
      .getByRole('status')
      .getByText(/^Ready: Summers with Rose, [A-Z][a-z]+ \d+, 2026, \d{1,2}:\d{2} [AP]M\./);
    await ready.waitFor({ timeout: 60_000 });
    expect(
      await card()
        .getByText(/being made/)
        .count(),
    ).toBe(0);
    const link = card().getByRole('link', { name: /^Download Summers with Rose, [A-Z][a-z]+ \d+, 2026, / });
    await link.waitFor();
    await card().getByText('Book (PDF) · 1 story').waitFor();
    // The book's QR code plays nothing: no voice story, so no listen links to turn off.
    expect(await card().getByRole('heading', { name: 'Books with listen links' }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const saved = join(dataDir, 'book.pdf');
    await download.saveAs(saved);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', saved, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Summers with Rose');
    expect(text).toContain('the summer the ice cream stand opened');
    expect(text).not.toContain('bakery on Elm Street');
    // The cover (the bakery's portrait photo) on page 1, the lake's landscape one with its story.
    const images = execFileSync('pdfimages', ['-list', saved], { encoding: 'utf8' }).trim().split('\n').slice(2);
    const rows = images.map((row) => row.trim().split(/\s+/));
    expect(rows.map((r) => [Number(r[0]), Number(r[3]) > Number(r[4]) ? 'landscape' : 'portrait'])).toEqual([
      [1, 'portrait'],
      [expect.any(Number), 'landscape'],
    ]);
  });
});
