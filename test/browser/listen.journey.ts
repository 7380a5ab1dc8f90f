import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { IssueListenLinks } from '@storyvault/api/modules/keepsakes/application/listen-links.use-cases';
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
import { Browser } from 'playwright-core';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { accessibilityViolations, launchChromium, tooSmall } from './browser';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The page a printed book's QR code opens, in Debian's Chromium on a 390px phone: the voice
 * story's title, who tells it, a large play button over the original recording, readable and
 * axe clean; once the owner revokes the book's links, a plain message instead.
 */
describe('the listen page of a printed book', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let browser: Browser;
  let base: string;
  let owner: Awaited<ReturnType<typeof signedInOwner>>['agent'];
  let vaultId: string;
  let listenUrl: string;
  let book: string;
  const clock = new ManualClock(new Date('2026-11-23T09:00:00Z'));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: base }, listen: true, port });
    browser = await launchChromium();
    ({ agent: owner } = await signedInOwner(t.server, { name: 'Ann Smith' }));
    vaultId = (await setUpVault(owner, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' })).id;
    clock.advance(3 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const mail = await smtp.waitFor((m) => m.subject?.startsWith('A question from Ann') ?? false);
    const record = linksIn(mail.text).find((l) => l.includes('/respond/record?token='))!;
    await request(t.server)
      .post('/api/respond/voice')
      .field('token', new URL(record).searchParams.get('token')!)
      .attach('audio', pcmWav(2), { filename: 'recording.wav', contentType: 'audio/wav' })
      .expect(201);
    const [story] = await t.app.get(DataSource).query(`SELECT id FROM stories WHERE vault_id = $1`, [vaultId]);
    // A book the owner asked for (no worker runs here: the link is made as the book's builder makes it).
    book = (await owner.post(`/api/vaults/${vaultId}/exports`).set('Origin', base).send({ format: 'pdf' }).expect(202))
      .body.id;
    const token = await t.app.get(IssueListenLinks).issue(vaultId, story.id, book);
    listenUrl = `${base}/listen/${token}`;
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await smtp?.close();
  });

  it('shows the story with a large play button over the original recording, readable and axe clean', async () => {
    // bypassCSP only so axe can be injected; the CSP itself is proven by the other journeys.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(listenUrl);
    const play = page.getByRole('button', { name: 'Play the story' });
    await play.waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    expect(await page.getByText('Told by Rose Smith').count()).toBe(1);
    // The player reads the recording's length from the server (a Range request).
    await page.waitForFunction(() => (document.querySelector('audio')?.duration ?? 0) > 1.9);
    expect(await tooSmall(page, 'button, a.button, audio')).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await play.click();
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0);
    await context.close();
  });

  it('says plainly, and accessibly, that a revoked link works no more', async () => {
    await owner.post(`/api/vaults/${vaultId}/exports/${book}/revoke-links`).set('Origin', base).expect(200);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(listenUrl);
    await page.getByRole('heading', { level: 1, name: 'This link does not work any more' }).waitFor();
    expect(await page.locator('audio').count()).toBe(0);
    expect(await tooSmall(page, 'button, a.button, audio')).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
