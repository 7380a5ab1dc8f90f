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
import { Browser } from 'playwright-core';
import { accessibilityViolations, launchChromium, tooSmall } from './browser';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The page the senior's choice email opens when a short reply of hers was unclear ("Maybe
 * pause?", which the reply classifier calls unclear), in Debian's Chromium on a 390px phone: what
 * she wrote and two big buttons, readable and axe clean; pressing one keeps her message as a story.
 */
describe('the choice page of an unclear reply', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let browser: Browser;
  let base: string;
  const clock = new ManualClock(new Date('2026-11-23T09:00:00Z'));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await startTestApp({
      clock,
      env: { SMTP_URL: smtp.url, PUBLIC_URL: base, INBOUND_ADDRESS: 'stories@inbound.example.com' },
      listen: true,
      port,
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await smtp?.close();
  });

  it('shows what she wrote and two big buttons, and keeps her message as a story when she says so', async () => {
    const { agent: owner } = await signedInOwner(t.server, { name: 'Ann Smith' });
    const vault = await setUpVault(owner, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' });
    clock.advance(3 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const question = await smtp.waitFor((m) => m.subject?.startsWith('A question from Ann') ?? false);
    const raw = await buildEmail({
      from: 'Rose Smith <rose@example.com>',
      to: question.replyTo!.value[0].address!,
      inReplyTo: question.messageId,
      text: 'Maybe pause?',
    });
    expect(await t.app.get(IngestInboundMessage).execute(raw, { source: 'cli' })).toMatchObject({ outcome: 'asked' });
    const asked = await smtp.waitFor((m) => m.subject === 'What would you like us to do?');
    const storyLink = linksIn(asked.text).find((l) => l.includes('/choice/') && l.endsWith('choose=story'))!;

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(storyLink);
    const keep = page.getByRole('button', { name: 'Keep my message as a story' });
    await keep.waitFor();
    expect(await page.getByText('Maybe pause?').count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Pause my questions until / }).count()).toBe(1);
    expect(await tooSmall(page)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await keep.click();
    await page.getByText('Thank you. Your message is kept as a story for your family.').waitFor();
    expect(await page.getByRole('button').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    const stories = (await owner.get(`/api/vaults/${vault.id}/stories`).expect(200)).body;
    expect(stories).toEqual([expect.objectContaining({ fullText: 'Maybe pause?' })]);

    await page.reload();
    await page.getByText('You have already chosen: Keep my message as a story. There is nothing more to do.').waitFor();
    await context.close();
  });
});
