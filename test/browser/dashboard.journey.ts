import { ManageUsers } from '@storyvault/api/modules/auth/auth.public';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { VaultQuestionView, VaultView } from '@storyvault/contracts';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { accessibilityViolations, animationsFinished, launchChromium } from './browser';

const ARTIFACTS = join(__dirname, '..', '..', 'test-results');

/** Width and height from a PNG's header (the IHDR chunk, big-endian, right after the signature). */
function pngSize(file: string): { width: number; height: number } {
  const png = readFileSync(file);
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * `dashboard-WxH.png` is what fits the screen, exactly the viewport's size; the whole scrolled
 * page goes beside it as `dashboard-WxH-full-page.png`.
 */
async function screenshots(target: Page): Promise<void> {
  const { width, height } = target.viewportSize()!;
  // A picture of the page at rest, not of a toast halfway in (endless ones, like a focus pulse, never end).
  await animationsFinished(target);
  const file = join(ARTIFACTS, `dashboard-${width}x${height}.png`);
  await target.screenshot({ path: file });
  expect(pngSize(file)).toEqual({ width, height });
  await target.screenshot({ path: join(ARTIFACTS, `dashboard-${width}x${height}-full-page.png`), fullPage: true });
}

/** Polls until `read` gives `expected` (deep equality), failing with the last value after 30 s. */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  const deadline = Date.now() + 30_000;
  let last: T = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    last = await read();
  }
  expect(last).toEqual(expected);
}

/**
 * The owner's first session on the dashboard, in Debian's Chromium against the real app:
 * set up the vault, build the question list, reorder it by dragging and by typing, remove
 * one, change the settings, and find everything still there after a reload.
 */
describe('owner dashboard in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let base: string;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    t = await startTestApp({ listen: true });
    browser = await launchChromium();
    base = `http://127.0.0.1:${(t.server.address() as { port: number }).port}`;
    // bypassCSP only so axe can be injected; the account journey checks the real policy.
    context = await browser.newContext({
      baseURL: base,
      bypassCSP: true,
      viewport: { width: 1280, height: 800 },
    });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function expectAccessible(what: string, on: Page = page) {
    expect({ what, violations: await accessibilityViolations(on) }).toEqual({ what, violations: [] });
  }
  async function vault(): Promise<VaultView> {
    return (await (await page.request.get('/api/vaults')).json())[0];
  }
  async function queue(): Promise<VaultQuestionView[]> {
    return (await page.request.get(`/api/vaults/${(await vault()).id}/questions`)).json();
  }
  const dialog = (name: string) => page.getByRole('dialog', { name });
  const toast = (text: string) => page.getByText(text, { exact: true }).first();

  it('sets up the vault and builds, reorders and trims the question list', async () => {
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill('Ann Smith');
    await page.getByLabel('Email').fill('ann@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
    await page.getByLabel('Confirm Password').fill('Str0ng!pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/dashboard');

    // The setup card, in the trial: weekly, with the note.
    await page.getByText("Let's Set Up Your Loved One's Vault").waitFor();
    await page.getByText('During your trial, questions are sent weekly. Upgrade to customize frequency.').waitFor();
    await expectAccessible('setup card');
    await page.getByLabel("Your loved one's name").fill('Rose Smith');
    await page.getByLabel('Their email address').fill('rose@example.com');
    await page.getByRole('button', { name: 'Preview' }).click();
    await dialog('Introduction Email Preview').getByText('Dear Rose,').waitFor();
    await expectAccessible('intro email preview');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Set Up Vault Now' }).click();
    await toast('Setup complete!').waitFor();

    // Coming Up Next shows the first question and the ones on deck.
    const first = (await queue())[0];
    await page.getByRole('heading', { name: 'Coming Up Next' }).waitFor();
    await page.getByText(first.question.text).first().waitFor();
    await page.getByRole('heading', { name: 'On Deck' }).waitFor();
    await page.getByRole('button', { name: 'Show All 20 Questions' }).waitFor();
    await page.getByText("Rose Smith's Story Collection").waitFor();
    await page.getByText('Your Story Collection Awaits').waitFor();
    await screenshots(page);
    await expectAccessible('dashboard');

    // A custom question.
    await page.getByRole('button', { name: 'Create a Custom Question' }).click();
    await dialog('Add Custom Question').getByLabel('Your question').fill('What was your first car?');
    await expectAccessible('add custom question');
    await dialog('Add Custom Question').getByRole('button', { name: 'Add Question' }).click();
    await toast('Question added').waitFor();
    expect((await queue()).at(-1)!.question.text).toBe('What was your first car?');

    // Three questions from the library.
    await page.getByRole('button', { name: 'Browse Our Question Library' }).click();
    const library = dialog('Question Library');
    await library.waitFor();
    await expectAccessible('question library');
    const queuedTexts = new Set((await queue()).map((q) => q.question.text));
    const options = library.getByRole('checkbox');
    const picked: string[] = [];
    for (let i = 0; picked.length < 3; i++) {
      const option = options.nth(i);
      const label = await option.locator('xpath=ancestor::label[1]').innerText();
      expect(queuedTexts.has(label.trim())).toBe(false);
      await option.check();
      picked.push(label.trim());
    }
    await library.getByText('3 selected').waitFor();
    await library.getByRole('button', { name: 'Add Selected Questions' }).click();
    await toast('Questions added').waitFor();
    await page.getByText('3 question(s) added to your vault.').first().waitFor();
    expect((await queue()).slice(-3).map((q) => q.question.text)).toEqual(picked);

    // Manage: drag, type a position, delete.
    await page.getByRole('button', { name: 'Manage Your Questions' }).click();
    const manage = dialog('Manage Your Questions');
    await manage.waitFor();
    await expectAccessible('manage your questions');
    // A notification shown inside the dialog pushes the list down; once it has gone, nothing moves under the pointer.
    await page.waitForFunction(() => !document.querySelector('.toast'), undefined, { timeout: 30_000 });
    let before = await queue();
    const dragged = before[0].question.text;
    const handle = manage.getByRole('button', { name: `Drag to reorder "${dragged}"` });
    const target = manage.locator('li:not(.toast)').nth(2);
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    const [x, y] = [from.x + from.width / 2, from.y + from.height / 2];
    // While an item is dragged, its handle is pressed (dnd-kit sets aria-pressed).
    const lifted = async () => (await handle.getAttribute('aria-pressed')) === 'true';
    const reorders: string[] = [];
    const onRequest = (request: Request) =>
      request.url().endsWith('/questions/reorder') && reorders.push(request.url());
    page.on('request', onRequest);

    // A press that wanders 5 px is not a drag (docs/product.md §9: drag activates after 8 px).
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 5, { steps: 5 });
    expect(await lifted()).toBe(false);
    await page.mouse.up();
    await page.waitForTimeout(500);
    expect(reorders).toEqual([]);
    expect((await queue()).map((q) => q.id)).toEqual(before.map((q) => q.id));

    // 9 px is: the item lifts, then glides to the third place.
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 9, { steps: 3 });
    expect(await lifted()).toBe(true);
    await page.mouse.move(x, to.y + to.height / 2 + 5, { steps: 12 });
    await page.mouse.up();
    await eventually(async () => (await queue()).findIndex((q) => q.question.text === dragged), 2);
    expect(reorders).toHaveLength(1);
    page.off('request', onRequest);

    before = await queue();
    const moved = before[before.length - 1].question.text;
    const position = manage.getByLabel(`Position of "${moved}"`);
    await position.click();
    await position.fill('1');
    await position.press('Enter');
    await eventually(async () => (await queue())[0].question.text, moved);
    expect((await queue()).map((q) => q.order)).toEqual(before.map((_, i) => i + 1));

    before = await queue();
    const removed = before[1].question.text;
    await manage.getByRole('listitem').filter({ hasText: removed }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Are you sure you want to remove this question from your vault?').waitFor();
    await expectAccessible('remove confirmation');
    await page.getByRole('button', { name: 'Remove' }).click();
    await toast('Question removed').waitFor();
    await eventually(
      async () => (await queue()).map((q) => q.question.text),
      before.filter((q) => q.question.text !== removed).map((q) => q.question.text),
    );
    await manage.getByRole('button', { name: 'Close', exact: true }).click();

    // Settings.
    await page.getByRole('button', { name: 'Edit Your Vault' }).click();
    const settings = dialog('Vault Settings');
    await expectAccessible('vault settings');
    await settings.getByLabel("Your loved one's name").fill('Rosie Smith');
    await settings.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Settings updated').waitFor();
    await page
      .getByRole('region', { name: 'Latest Memories' })
      .getByText('Vault settings updated: name is now Rosie Smith')
      .waitFor();

    // Everything is still there after a reload.
    const finalQueue = await queue();
    await page.reload();
    await page.getByText("Rosie Smith's Story Collection").waitFor();
    await page.getByText(finalQueue[0].question.text).first().waitFor();
    expect(await queue()).toEqual(finalQueue);
    expect((await vault()).seniorName).toBe('Rosie Smith');
    await page.getByText('Latest Memories').waitFor();
  });

  it('fits a phone screen', async () => {
    const phone = await browser.newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      bypassCSP: true,
    });
    await phone.context().addCookies(await context.cookies());
    await phone.goto(`${page.url()}`);
    await phone.getByText("Rosie Smith's Story Collection").waitFor();
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.getByRole('button', { name: 'Account menu' }).click();
    await phone.getByText('Contact Us').waitFor();
    await expectAccessible('phone page with the account menu open', phone);
    await phone.keyboard.press('Escape');
    // The menu has faded out and left the page before the picture is taken.
    await phone.getByText('Contact Us').waitFor({ state: 'detached' });
    await screenshots(phone);
    await phone.close();
  });

  it('switches between vaults once the owner has a second one, and remembers the choice', async () => {
    // A second vault comes with full access (a trial keeps one).
    await t.app.get(ManageUsers).grantFullAccess('ann@example.com');
    const created = await page.request.post('/api/vaults', {
      data: {
        seniorName: 'Ida Smith',
        seniorEmail: 'ida@example.com',
        seniorPhone: '',
        deliveryMethod: 'email',
        frequency: 2,
        sendIntroEmail: false,
        isSetupComplete: true,
      },
    });
    expect(created.status()).toBe(201);
    const ida: VaultView = await created.json();

    await page.goto('/dashboard');
    await page.getByText("Rosie Smith's Story Collection").waitFor();
    const switcher = page.getByRole('banner').getByRole('combobox', { name: 'Vault' });
    expect(await switcher.locator('option').allInnerTexts()).toEqual(['Rosie Smith', 'Ida Smith']);
    await expectAccessible('dashboard with the vault switcher');

    // The keyboard works it as any select: focus, then the next option.
    await switcher.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByText("Ida Smith's Story Collection").waitFor();
    expect(await page.getByText("Rosie Smith's Story Collection").count()).toBe(0);
    await page.getByRole('heading', { name: 'Coming Up Next' }).waitFor();

    await page.reload();
    await page.getByText("Ida Smith's Story Collection").waitFor();
    expect(await switcher.inputValue()).toBe(ida.id);

    // On a phone the switcher fits beside the account menu.
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.context().addCookies(await context.cookies());
    await phone.goto(`${base}/dashboard`);
    await phone.getByText("Rosie Smith's Story Collection").waitFor();
    await phone.getByRole('combobox', { name: 'Vault' }).waitFor();
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.close();

    await switcher.selectOption({ label: 'Rosie Smith' });
    await page.getByText("Rosie Smith's Story Collection").waitFor();
  });

  it('trial user is weekly', async () => {
    const trial = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
    const owner = await trial.newPage();
    const registered = await owner.request.post('/api/register', {
      data: { name: 'Tom Reed', email: 'tom@example.com', password: 'Str0ng!pass' },
    });
    expect(registered.status()).toBe(200);
    await owner.goto('/dashboard');

    // The setup card: frequency fixed at weekly, and the field says why.
    await owner.getByText("Let's Set Up Your Loved One's Vault").waitFor();
    const frequency = owner.getByLabel('Question frequency');
    expect(await frequency.isDisabled()).toBe(true);
    expect(await frequency.locator('option:checked').innerText()).toBe('Every week');
    const noteId = (await frequency.getAttribute('aria-describedby'))!;
    expect(await owner.locator(`[id="${noteId}"]`).innerText()).toBe(
      'During your trial, questions are sent weekly. Upgrade to customize frequency.',
    );

    await owner.getByLabel("Your loved one's name").fill('Ida Reed');
    await owner.getByLabel('Their email address').fill('ida@example.com');
    await owner.getByRole('button', { name: 'Set Up Vault Now' }).click();

    // The header says weekly, and so does the api.
    const header = owner.getByRole('region', { name: "Ida Reed's Story Collection" });
    await header.getByText('Every week', { exact: true }).waitFor();
    const [vault]: VaultView[] = await (await owner.request.get('/api/vaults')).json();
    expect(vault).toMatchObject({ seniorName: 'Ida Reed', frequency: 1, effectiveFrequency: 1 });
    await trial.close();
  });
});
