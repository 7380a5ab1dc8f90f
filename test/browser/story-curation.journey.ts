import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { IngestInboundMessage } from '@storyvault/api/modules/inbound/inbound.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { buildEmail, setUpVault, signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { Browser, Page } from 'playwright-core';
import { accessibilityViolations, animationsFinished, launchChromium } from './browser';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The owner curates a story in Debian's Chromium against the real app: gives it a title and a
 * decade in "Edit story" (focus back on the button after), reads its history and brings the
 * original back, deletes it (undo in the notification), and restores it from Recently deleted.
 * Every dialog passes axe.
 */
describe('curating a story on the dashboard', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let ownerEmail: string;
  let question: string;
  const clock = new ManualClock(new Date('2026-11-21T09:00:00Z'));

  beforeAll(async () => {
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
        text: 'We baked bread every Sunday in the old wood stove.\n\nLove,\nRose',
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

  it('edits the title and the decade; the card shows them with the question under the title', async () => {
    await page.goto('/signin');
    await page.getByLabel('Email').fill(ownerEmail);
    await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await card().waitFor();
    const edit = card().getByRole('button', { name: 'Edit story' });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit story' });
    await dialog.waitFor();
    await animationsFinished(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByLabel('Title').fill('Sunday bread');
    await dialog.getByLabel('When it happened').fill('1950s');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card().getByRole('heading', { name: 'Sunday bread' }).waitFor();
    await card().getByText(question).waitFor();
    await card().getByText('When: 1950s').waitFor();
    // Focus is back where the owner was.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Edit story');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('shows the history, the original last, and brings the original back', async () => {
    await card().getByRole('button', { name: 'History' }).click();
    await page.getByRole('dialog', { name: 'History of “Sunday bread”' }).waitFor();
    // Named after the story's title, which the restore changes.
    const dialog = page.getByRole('dialog');
    const items = dialog.locator('li:not(.toast)'); // the versions, not a notification inside the dialog
    await items.nth(1).waitFor();
    expect(await items.count()).toBe(2);
    await items.first().getByText('Edited by Ann Smith').waitFor();
    await items.last().getByText('As Rose Smith shared it').waitFor();
    await animationsFinished(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await items.last().getByRole('button', { name: 'Restore this version' }).click();
    // The original has no title or decade: the owner is asked first.
    const ask = page.getByRole('dialog', { name: 'Restore this version?' });
    await ask.getByRole('button', { name: 'Restore anyway' }).click();
    await ask.waitFor({ state: 'hidden' });
    // A new version: the one restored stays in the history too.
    await items.nth(2).waitFor();
    await items.first().getByText('Current version').waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card().getByRole('heading', { name: question }).waitFor();
  });

  it('deletes the story with a confirmation, undoes it, deletes it again and restores it from Recently deleted', async () => {
    await card().getByRole('button', { name: 'Delete story' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this story?' });
    await confirm.waitFor();
    await animationsFinished(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Delete story' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByRole('article').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Undo' }).click();
    await card().waitFor();

    await card().getByRole('button', { name: 'Delete story' }).click();
    await confirm.getByRole('button', { name: 'Delete story' }).click();
    await confirm.waitFor({ state: 'hidden' });
    const deleted = page.locator('section', { has: page.getByRole('heading', { name: 'Recently deleted' }) });
    await deleted.getByText(/^(\d+ days?|Less than a day) left$/).waitFor();
    await animationsFinished(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await deleted.getByRole('button', { name: `Restore “${question}”` }).click();
    await card().waitFor();
    await deleted.waitFor({ state: 'detached' });
  });
});
