import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { IngestInboundMessage } from '@storyvault/api/modules/inbound/inbound.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { buildEmail, setUpVault, signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { Browser, Page } from 'playwright-core';
import { accessibilityViolations, animationsFinished, launchChromium } from './browser';

const DAY = 24 * 60 * 60 * 1000;
const SCREENS = path.resolve(__dirname, '..', '..', process.env.SCREENS_DIR ?? path.join('test-results', 'screens'));

/**
 * A story's history in Debian's Chromium against the real app: the owner edits a story twice (a
 * title and a year, then a few words), the history highlights what each version changed, word by
 * word; bringing the original back asks first, naming the title and the year it would drop.
 * Axe clean at 1280 and 390 px.
 */
describe('what changed between a story’s versions', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let ownerEmail: string;
  let question: string;
  const clock = new ManualClock(new Date('2026-11-21T09:00:00Z'));

  beforeAll(async () => {
    mkdirSync(SCREENS, { recursive: true });
    smtp = await startSmtpTestServer();
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url }, listen: true });
    const base = `http://127.0.0.1:${(t.server.address() as { port: number }).port}`;
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
    question = (await owner.agent.get(`/api/vaults/${vault.id}/questions`)).body[0].question.text;
    clock.advance(3 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const mail = await smtp.waitFor((m) => m.subject === `A question from Ann: ${question}`);
    const ingested = await t.app.get(IngestInboundMessage).execute(
      await buildEmail({
        from: 'Rose Smith <rose@example.com>',
        to: mail.replyTo!.value[0].address!,
        text: 'We swam at the lake every summer with my brother.\n\nLove,\nRose',
      }),
      { source: 'cli' },
    );
    expect(ingested).toMatchObject({ outcome: 'story' });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await smtp?.close();
  });

  const card = () => page.getByRole('article').first();

  async function edit(changes: { title?: string; period?: string; text?: (text: string) => string }): Promise<void> {
    await card().getByRole('button', { name: 'Edit story' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit story' });
    await dialog.waitFor();
    if (changes.title !== undefined) await dialog.getByLabel('Title').fill(changes.title);
    if (changes.period !== undefined) await dialog.getByLabel('When it happened').fill(changes.period);
    if (changes.text) {
      const field = dialog.getByLabel('Story text');
      await field.fill(changes.text(await field.inputValue()));
    }
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  it('edits a story twice and shows, word by word, what each version changed', async () => {
    await page.goto('/signin');
    await page.getByLabel('Email').fill(ownerEmail);
    await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await card().waitFor();
    await edit({ title: 'Summers at the lake', period: '1962' });
    await card().getByRole('heading', { name: 'Summers at the lake' }).waitFor();
    await edit({ text: (text) => text.replace('the lake', 'Lake Erie').replace('my brother.', 'my brother Tom.') });
    await card()
      .getByText(/Lake Erie/)
      .waitFor();

    await card().getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog', { name: 'History of “Summers at the lake”' });
    await dialog.waitFor();
    // The versions (a notification shown inside the dialog is a list item too).
    const items = dialog.locator('li:not(.toast)');
    await items.nth(2).waitFor();
    const marked = (n: number, tag: 'ins' | 'del') =>
      items
        .nth(n)
        .locator(tag)
        .evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim()));
    // The newest: the words changed, the title and year as they were.
    expect(await marked(0, 'del')).toEqual(['the lake']);
    expect(await marked(0, 'ins')).toEqual(['Lake Erie', 'Tom']);
    // The first edit: a title and a year where the original had the question and none (and the
    // tags the edit saved with them).
    expect((await marked(1, 'ins')).slice(0, 2)).toEqual(['Summers at the lake', '1962']);
    await items.nth(1).getByText('The text itself did not change.').waitFor();
    expect(await items.nth(2).locator('ins, del').count()).toBe(0);
    await animationsFinished(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENS, 'story-history-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await animationsFinished(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('asks before a restore drops the title and the year, naming them', async () => {
    const dialog = page.getByRole('dialog', { name: 'History of “Summers at the lake”' });
    // The versions (a notification shown inside the dialog is a list item too).
    const items = dialog.locator('li:not(.toast)');
    await items.last().getByRole('button', { name: 'Restore this version' }).click();
    const ask = page.getByRole('dialog', { name: 'Restore this version?' });
    await ask.waitFor();
    await ask
      .getByText('The story would lose the title “Summers at the lake” and the year 1962', { exact: false })
      .waitFor();
    await animationsFinished(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    // Cancel keeps the story as it is.
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await items.count()).toBe(3);

    await items.last().getByRole('button', { name: 'Restore this version' }).click();
    await ask.getByRole('button', { name: 'Restore anyway' }).click();
    await ask.waitFor({ state: 'hidden' });
    // A new version: the title and year stay in the history.
    const history = page.getByRole('dialog');
    await history.locator('li:not(.toast)').nth(3).waitFor();
    expect(await history.locator('li:not(.toast)').first().locator('del').allTextContents()).toEqual(
      expect.arrayContaining(['Summers at the lake', '1962']),
    );
    await history.getByRole('button', { name: 'Close', exact: true }).click();
    await history.waitFor({ state: 'hidden' });
    await card().getByRole('heading', { name: question }).waitFor();
  });
});
