import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { IngestInboundMessage } from '@storyvault/api/modules/inbound/inbound.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { buildEmail, setUpVault, signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Browser, Locator, Page } from 'playwright-core';
import { accessibilityViolations, animationsFinished, launchChromium } from './browser';

const DAY = 24 * 60 * 60 * 1000;
// `npm run screens` writes them to docs/screens; an ordinary run keeps its pictures in test-results.
const SCREENS = path.resolve(__dirname, '..', '..', process.env.SCREENS_DIR ?? path.join('test-results', 'screens'));
/** A reply as a mail client hard-wraps it, at 72 characters. */
const WRAPPED_REPLY = [
  'Every Sunday my mother baked bread in the old wood stove, and the whole',
  'of Elm Street knew it by nine in the morning. We children sat on the back',
  'step and waited for the heels of the loaves.',
  '',
  'We sold the loaves at the market in 1952, my brother Harry and I, ten',
  'cents a loaf, and kept a penny each for liquorice.',
  '',
  'Love,',
  'Rose',
].join('\n');
const FIRST_PARAGRAPH =
  'Every Sunday my mother baked bread in the old wood stove, and the whole of Elm Street knew it by nine in the morning. We children sat on the back step and waited for the heels of the loaves.';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** A picture of the page at rest, not of an animation halfway through. */
async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  await animationsFinished(page);
  await page.screenshot({ path: path.join(SCREENS, name), fullPage });
}

/**
 * The owner reads the stories, in Debian's Chromium against the real app, at 1280 and 390 px:
 * the collection takes the page's width on a desktop, Read Story shows the photos, and a
 * notification never covers a dialog's buttons. Screenshots go to docs/screens (npm run screens).
 */
describe('reading stories on the dashboard', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let base: string;
  let ownerEmail: string;
  const clock = new ManualClock(new Date('2026-11-21T09:00:00Z'));

  beforeAll(async () => {
    mkdirSync(SCREENS, { recursive: true });
    smtp = await startSmtpTestServer();
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url }, listen: true });
    base = `http://127.0.0.1:${(t.server.address() as { port: number }).port}`;
    browser = await launchChromium();
    // bypassCSP only so axe can be injected; the account journey checks the real policy.
    const context = await browser.newContext({
      baseURL: base,
      bypassCSP: true,
      viewport: { width: 1280, height: 800 },
    });
    page = await context.newPage();

    const owner = await signedInOwner(t.server, { name: 'Ann Smith' });
    ownerEmail = owner.email;
    const vault = await setUpVault(owner.agent, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' });
    const question = (await owner.agent.get(`/api/vaults/${vault.id}/questions`)).body[0].question.text;
    const dispatch = t.app.get(DispatchDeliveries);
    clock.advance(3 * DAY);
    await dispatch.execute();
    const mail = await smtp.waitFor((m) => m.subject === `A question from Ann: ${question}`);
    // A photo to go with the story: any real image will do (larger than a signature logo), so the page draws one.
    await page.setContent(
      '<body style="margin:0"><canvas width="640" height="400"></canvas><script>' +
        'const c = document.querySelector("canvas").getContext("2d");' +
        'for (let x = 0; x < 640; x += 4) for (let y = 0; y < 400; y += 4) {' +
        'c.fillStyle = `rgb(${150 + ((x * 7 + y * 13) % 90)},${100 + ((x * y) % 70)},${60 + (y % 50)})`; c.fillRect(x, y, 4, 4); }' +
        'c.fillStyle = "#fff"; c.font = "48px serif"; c.fillText("Elm Street, 1952", 40, 220);</script></body>',
    );
    const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 640, height: 400 } });
    expect(photo.length).toBeGreaterThan(15 * 1024);
    const ingested = await t.app.get(IngestInboundMessage).execute(
      await buildEmail({
        from: 'Rose Smith <rose@example.com>',
        to: mail.replyTo!.value[0].address!,
        text: `${WRAPPED_REPLY}\n\nOn Sat, Nov 21, 2026 at 9:00 AM Ann Smith wrote:\n> ${question}`,
        attachments: [{ filename: 'bakery.png', contentType: 'image/png', content: photo }],
      }),
      { source: 'cli' },
    );
    // The story reads in paragraphs, not in the mail client's lines; the sign-off keeps its own.
    expect(ingested).toMatchObject({ outcome: 'story', fullText: expect.stringMatching(/^Every Sunday/) });
    expect((ingested as { fullText: string }).fullText.split('\n')).toEqual([
      FIRST_PARAGRAPH,
      '',
      'We sold the loaves at the market in 1952, my brother Harry and I, ten cents a loaf, and kept a penny each for liquorice.',
      '',
      'Love,',
      'Rose',
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await smtp?.close();
  });

  async function signIn() {
    await page.goto('/signin');
    await page.getByLabel('Email').fill(ownerEmail);
    await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Your Story Collection' }).waitFor();
    await page.getByRole('article').first().waitFor();
  }

  const collection = () =>
    page.locator('section', { has: page.getByRole('heading', { name: 'Your Story Collection' }) });
  const comingUp = () =>
    page.locator('section', { has: page.getByRole('heading', { name: 'Coming Up Next' }) }).first();

  it('opens on the story collection, across the whole width of the page on a desktop', async () => {
    await signIn();
    const [stories, next, main] = [await box(collection()), await box(comingUp()), await box(page.locator('main'))];
    // Above what comes next and the stats, across both columns.
    expect(stories.y + stories.height).toBeLessThanOrEqual(next.y);
    expect(stories.width).toBeGreaterThan(next.width * 1.4);
    expect(stories.width).toBeGreaterThanOrEqual(main.width - 2 * 24 - 2);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-1280.png');
    await screenshot(page, 'dashboard-1280-full-page.png', true);
  });

  it('Read Story shows the whole story with its photos', async () => {
    // The card loads the photo's small copy (at most 320 px); Read Story the screen's (the 640 px original here).
    const thumbnail = page.getByRole('article').getByRole('img', { name: 'Photo: bakery.png' });
    await thumbnail.scrollIntoViewIfNeeded();
    expect(await thumbnail.getAttribute('src')).toMatch(/^\/api\/stories\/[^/]+\/photos\/[^/?]+\?size=thumb$/);
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('article img');
      return img !== null && img.complete && img.naturalWidth > 0;
    });
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await page.getByRole('button', { name: 'Read Story' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The story as a paragraph: its first sentence runs on past where the mail client broke the line.
    await dialog.getByText(FIRST_PARAGRAPH).waitFor();
    const photo = dialog.getByRole('img', { name: 'Photo: bakery.png' });
    await photo.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[role="dialog"] img');
      return img !== null && img.complete && img.naturalWidth > 0;
    });
    expect((await box(photo)).width).toBeGreaterThanOrEqual(240);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'story-read-1280.png');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  for (const width of [1280, 390]) {
    it(`keeps a notification clear of the dialog's buttons at ${width} px`, async () => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Your Story Collection' }).waitFor();
      // The library fills the screen, its buttons at the bottom; the server fails the addition, so the
      // dialog stays open under its failure notification.
      await page.route('**/api/vaults/*/questions', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"message":"Busy"}' })
          : route.fallback(),
      );
      await page.getByRole('button', { name: 'Browse Our Question Library' }).click();
      const dialog = page.getByRole('dialog', { name: 'Question Library' });
      await dialog.getByRole('checkbox').first().check();
      await dialog.getByRole('button', { name: 'Add Selected Questions' }).click();
      const toast = page.locator('.toast-viewport li').filter({ hasText: 'Failed to add questions' });
      await toast.waitFor();
      await screenshot(page, `dialog-notification-${width}.png`);
      const toastBox = await box(toast);
      for (const name of ['Cancel', 'Add Selected Questions']) {
        expect({ name, overlaps: overlaps(toastBox, await box(dialog.getByRole('button', { name }))) }).toEqual({
          name,
          overlaps: false,
        });
      }
      await page.unroute('**/api/vaults/*/questions');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
    });
  }

  it('fits a phone, the stories before what comes next', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    await page.getByRole('article').first().waitFor();
    const [stories, next] = [await box(collection()), await box(comingUp())];
    expect(stories.y + stories.height).toBeLessThanOrEqual(next.y);
    expect(stories.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'dashboard-390.png');
    await screenshot(page, 'dashboard-390-full-page.png', true);
    await page.getByRole('button', { name: 'Read Story' }).click();
    await page.getByRole('dialog').getByRole('img', { name: 'Photo: bakery.png' }).waitFor();
    await screenshot(page, 'story-read-390.png');
  });
});
