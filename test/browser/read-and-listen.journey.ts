import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { SendStoryEmails } from '@storyvault/api/modules/notifications/notifications.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import {
  freePort,
  linksIn,
  pcmWav,
  setUpVault,
  signedInOwner,
  SmtpTestServer,
  startSmtpTestServer,
} from '@storyvault/testing';
import { Browser, BrowserContext, Page } from 'playwright-core';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { accessibilityViolations, animationsFinished, launchChromium } from './browser';

const DAY = 24 * 60 * 60 * 1000;
const SCREENS = path.resolve(__dirname, '..', '..', process.env.SCREENS_DIR ?? path.join('test-results', 'screens'));
const NOT_WRITTEN = 'This story was told aloud and is not written down. Listen to Rose tell it.';

/**
 * Reading and listening as an owner does, in Debian's Chromium against the real app: the dashboard
 * opens on the stories (the question tools, family and keepsakes below them) at 1280 and 390 px;
 * Read Story on a voice story plays its recording; the new-story email's link opens a page that
 * plays it; a story not written down asks the family to listen to Rose tell it. Axe clean throughout.
 */
describe('reading and listening to the stories', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let browser: Browser;
  let base: string;
  let ownerEmail: string;
  let storyLink: string;
  const clock = new ManualClock(new Date('2026-11-23T09:00:00Z'));

  beforeAll(async () => {
    mkdirSync(SCREENS, { recursive: true });
    smtp = await startSmtpTestServer();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: base }, listen: true, port });
    browser = await launchChromium();
    const owner = await signedInOwner(t.server, { name: 'Ann Smith' });
    ownerEmail = owner.email;
    const vaultId = (await setUpVault(owner.agent, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' })).id;
    clock.advance(3 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const mail = await smtp.waitFor((m) => m.subject?.startsWith('A question from Ann') ?? false);
    const record = linksIn(mail.text).find((l) => l.includes('/respond/record?token='))!;
    await request(t.server)
      .post('/api/respond/voice')
      .field('token', new URL(record).searchParams.get('token')!)
      .attach('audio', pcmWav(3), { filename: 'recording.wav', contentType: 'audio/wav' })
      .expect(201);
    const [story] = await t.app.get(DataSource).query(`SELECT id FROM stories WHERE vault_id = $1`, [vaultId]);
    // The new-story email, sent as the worker's job sends it (no worker runs here).
    await t.app.get(SendStoryEmails).execute(story.id);
    const told = await smtp.waitFor(
      (m) => (m.subject?.startsWith('Rose Smith shared a new story') ?? false) && (m.text?.includes(story.id) ?? false),
    );
    storyLink = linksIn(told.text).find((l) => l.includes(`story=${story.id}`))!;
    expect(storyLink.startsWith(`${base}/dashboard?`)).toBe(true);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await smtp?.close();
  });

  async function signedIn(width: number): Promise<{ context: BrowserContext; page: Page }> {
    // bypassCSP only so axe can be injected; the account journey checks the real policy.
    const context = await browser.newContext({ baseURL: base, bypassCSP: true, viewport: { width, height: 844 } });
    const page = await context.newPage();
    await page.goto('/signin');
    await page.getByLabel('Email').fill(ownerEmail);
    await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('article').first().waitFor();
    return { context, page };
  }

  /** The recording plays: the <audio> element is not paused and its time moves on. */
  async function plays(page: Page): Promise<void> {
    await page.waitForFunction(() => {
      const audio = document.querySelector<HTMLAudioElement>('[role="dialog"] audio');
      return Boolean(audio && !audio.paused && audio.currentTime > 0);
    });
  }

  for (const width of [1280, 390]) {
    it(`opens the owner's dashboard on the stories, the tools below them, at ${width} px`, async () => {
      const { context, page } = await signedIn(width);
      const stories = page.getByRole('heading', { level: 2, name: 'Your Story Collection' });
      const next = page.getByRole('heading', { level: 2, name: 'Coming Up Next' });
      const build = page.getByRole('heading', { level: 2, name: 'Build Your Family Question List' });
      await next.waitFor();
      const top = async (locator: typeof stories) => (await locator.boundingBox())!.y;
      expect(await top(stories)).toBeLessThan(await top(next));
      expect(await top(stories)).toBeLessThan(await top(build));
      // The stories begin on the first screen, not below the owner's tools.
      expect(await top(stories)).toBeLessThan(844);
      await page.getByText(NOT_WRITTEN).first().waitFor();
      expect(await page.getByText(/transcription|not set up/i).count()).toBe(0);
      expect(await accessibilityViolations(page)).toEqual([]);
      if (width === 390) await page.screenshot({ path: path.join(SCREENS, 'dashboard-owner-390.png') });
      await context.close();
    });
  }

  it('plays the recording from Read Story, saying in family words that the story is not written down', async () => {
    const { context, page } = await signedIn(1280);
    await page.getByRole('article').first().getByRole('button', { name: 'Read Story' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByText(NOT_WRITTEN).waitFor();
    const audio = dialog.getByLabel(/^Rose telling/);
    await audio.waitFor();
    // The player reads the recording's length from the server.
    await page.waitForFunction(
      () => (document.querySelector('[role="dialog"] audio') as HTMLAudioElement)?.duration > 2,
    );
    await animationsFinished(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Play Recording' }).click();
    await plays(page);
    await dialog.getByRole('button', { name: 'Pause Recording' }).waitFor();
    await page.screenshot({ path: path.join(SCREENS, 'read-story-1280.png') });
    await dialog.getByRole('button', { name: 'Pause Recording' }).click();
    await dialog.getByRole('button', { name: 'Play Recording' }).waitFor();
    await context.close();
  });

  it('opens the new-story email’s link on a page that plays the story, on a phone', async () => {
    const { context, page } = await signedIn(390);
    await page.goto(storyLink);
    const dialog = page.getByRole('dialog');
    await dialog.getByText(NOT_WRITTEN).waitFor();
    await animationsFinished(page);
    // The player's controls are large enough to press on a phone, and fit its width.
    for (const control of [dialog.getByRole('button', { name: 'Play Recording' }), dialog.locator('audio')]) {
      const box = (await control.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Play Recording' }).click();
    await plays(page);
    await context.close();
  });
});
