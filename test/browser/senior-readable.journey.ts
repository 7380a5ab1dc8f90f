import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { freePort, linksIn, setUpVault, signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { ParsedMail } from 'mailparser';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityViolations, launchChromium } from './browser';

const DAY = 24 * 60 * 60 * 1000;
const MIN_TEXT_PX = 18;
const MIN_TARGET_PX = 48;

/** A 390px phone as it is, and the same phone at 200% zoom: a 195 CSS-pixel page drawn at twice the size. */
const SCREENS = [
  { name: '390px', viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 },
  { name: '390px at 200% zoom', viewport: { width: 195, height: 422 }, deviceScaleFactor: 2 },
] as const;

interface Readability {
  /** Visible text under 18 CSS pixels, as "text: size". */
  smallText: string[];
  /** Buttons and fields under 48 CSS pixels high, as "label: height". */
  smallTargets: string[];
  /** Elements that stick out sideways (none: no sideways scrolling), as "tag.class: right edge". */
  tooWide: string[];
  /** How many actions look like the main one. */
  mainActions: number;
  /** Words drawn over two lines (an address may break; a word never), as "word". */
  brokenWords: string[];
  /** The answer pages' style rules that let any word break anywhere, other than on links. */
  breakAnywhere: string[];
}

/**
 * What a senior sees on the page now, measured in it: the computed size of every piece of visible
 * text, the height of every button (`targets`), sideways scrolling, and the filled main buttons.
 */
function readability(page: Page, selectors: { targets: string; main: string }): Promise<Readability> {
  return page.evaluate(
    ({ targets, main, minText, minTarget }) => {
      const visible = (el: Element) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
      };
      const smallText: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? '').trim();
        const el = node.parentElement;
        if (!text || !el || !visible(el) || el.closest('[aria-hidden="true"]')) continue;
        const size = parseFloat(getComputedStyle(el).fontSize);
        if (size < minText) smallText.push(`${text.slice(0, 50)}: ${size}px`);
      }
      const smallTargets = Array.from(document.querySelectorAll(targets))
        .filter(visible)
        .map((el) => ({
          label: (el.textContent ?? '').trim() || el.tagName,
          height: el.getBoundingClientRect().height,
        }))
        .filter((t) => t.height < minTarget)
        .map((t) => `${t.label}: ${t.height}px`);
      const screenWidth = document.documentElement.clientWidth;
      const tooWide = Array.from(document.body.querySelectorAll('*'))
        .filter((el) => visible(el) && el.getBoundingClientRect().right > screenWidth + 0.5)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${Math.round(el.getBoundingClientRect().right)}px`);
      if (!tooWide.length && document.documentElement.scrollWidth > screenWidth) tooWide.push('the page itself');
      const mainActions = Array.from(document.querySelectorAll(main)).filter(visible).length;
      const brokenWords: string[] = [];
      const words = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = words.nextNode(); node; node = words.nextNode()) {
        const el = node.parentElement;
        if (!el || !visible(el) || el.closest('a[href^="mailto:"], a[href^="http"], textarea')) continue;
        // Between spaces, hyphens, dashes and slashes, where a line may end.
        for (const word of (node.textContent ?? '').matchAll(/[^\s\-—/]+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.bottom)));
          if (lines.size > 1) brokenWords.push(word[0]);
        }
      }
      const breakAnywhere = Array.from(document.styleSheets)
        .flatMap((sheet) => Array.from(sheet.cssRules))
        .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.selectorText.includes('.respond'))
        .filter((rule) => rule.style.overflowWrap === 'anywhere' || rule.style.wordBreak === 'break-all')
        .map((rule) => rule.selectorText)
        .filter((selector) => !/(^|\s)a$/.test(selector));
      return { smallText, smallTargets, tooWide, mainActions, brokenWords, breakAnywhere };
    },
    { ...selectors, minText: MIN_TEXT_PX, minTarget: MIN_TARGET_PX },
  );
}

const PAGE_SELECTORS = { targets: 'button, a.button, textarea, input, select', main: '.button--primary' };
// The email's buttons are links drawn as blocks; the main one is filled with the brand colour.
const EMAIL_SELECTORS = {
  targets: 'a[style*="inline-block"]',
  main: 'a[style*="inline-block"][style*="background:#7a3b12"]',
};
const READABLE: Readability = {
  smallText: [],
  smallTargets: [],
  tooWide: [],
  mainActions: 1,
  brokenWords: [],
  breakAnywhere: [],
};
/** The two pages without a main action: the thanks, and a link that opens no question. */
const CALM: Readability = { ...READABLE, mainActions: 0 };

/**
 * Readable for a senior: the question email and the answer pages in Debian's Chromium, on a 390px
 * phone and at 200% zoom: text at least 18px, buttons at least 48px high, contrast and the rest
 * of WCAG AA by axe, no sideways scrolling, one obvious action. And a story being written
 * survives a closed tab, with a warning before leaving it unsent.
 */
describe('readable for a senior: question email and answer pages at 390px and 200% zoom', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let browser: Browser;
  let mail: ParsedMail;
  let writeLink: string;
  let recordLink: string;
  let base: string;
  const clock = new ManualClock(new Date('2026-11-23T09:00:00Z'));
  const contexts: BrowserContext[] = [];

  async function screen(options: (typeof SCREENS)[number]): Promise<BrowserContext> {
    // bypassCSP only so axe can be injected; the CSP itself is proven by the other journeys.
    const context = await browser.newContext({
      viewport: options.viewport,
      deviceScaleFactor: options.deviceScaleFactor,
      bypassCSP: true,
    });
    contexts.push(context);
    return context;
  }

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: base }, listen: true, port });
    browser = await launchChromium();
    const { agent } = await signedInOwner(t.server, { name: 'Ann Smith' });
    const vaultId = (await setUpVault(agent, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' })).id;
    const question = (await agent.get(`/api/vaults/${vaultId}/questions`)).body[0].question.text;
    clock.advance(3 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    mail = await smtp.waitFor((m) => m.subject === `A question from Ann: ${question}`);
    writeLink = linksIn(mail.text).find((l) => l.startsWith(`${base}/respond/write?token=`))!;
    recordLink = linksIn(mail.text).find((l) => l.startsWith(`${base}/respond/record?token=`))!;
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await t?.close();
    await smtp?.close();
  });

  for (const size of SCREENS) {
    it(`the question email, as sent, at ${size.name}`, async () => {
      const page = await (await screen(size)).newPage();
      await page.setContent(mail.html as string);
      expect(await readability(page, EMAIL_SELECTORS)).toEqual(READABLE);
      expect(await accessibilityViolations(page)).toEqual([]);
      // Both ways to answer stay there, the second drawn quieter than the first.
      expect(await page.getByRole('link', { name: 'Record my answer' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Write my answer' }).count()).toBe(1);
    });

    it(`the write and record pages at ${size.name}`, async () => {
      const context = await screen(size);
      for (const [link, ready] of [
        [writeLink, 'Submit Story'],
        [recordLink, 'Start Recording'],
      ]) {
        const page = await context.newPage();
        await page.goto(link);
        await page.getByRole('button', { name: ready }).waitFor();
        // The write page's one action is disabled until there is a story: measure it as it will be used.
        if (ready === 'Submit Story') await page.getByLabel('Your story').fill('We lived by the sea.');
        expect({ ready, ...(await readability(page, PAGE_SELECTORS)) }).toEqual({ ready, ...READABLE });
        expect({ ready, violations: await accessibilityViolations(page) }).toEqual({ ready, violations: [] });
        await page.close();
      }
    });

    it(`a link that opens no question at ${size.name}`, async () => {
      const page = await (await screen(size)).newPage();
      await page.goto(`${base}/respond/write?token=${'c'.repeat(32)}`);
      await page.getByRole('link', { name: 'support@storyvault.app' }).waitFor();
      expect(await readability(page, PAGE_SELECTORS)).toEqual(CALM);
    });
  }

  it('keeps the story through a closed tab, warns before leaving it unsent, and forgets it once sent', async () => {
    const context = await screen(SCREENS[1]);
    const story = 'My father kept bees behind the house.';
    let page = await context.newPage();
    await page.goto(writeLink);
    const field = page.getByLabel('Your story');
    await field.click(); // the browser asks before leaving only a page the reader has used
    await field.pressSequentially(story);

    // Leaving with unsent text: the browser asks first. Staying keeps everything.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);
    expect(await field.inputValue()).toBe(story);

    // The tab closed anyway: opened again, the story is still there, and says so.
    await page.close();
    page = await context.newPage();
    await page.goto(writeLink);
    await page.getByText('We kept the story you started writing. You can go on where you left off.').waitFor();
    expect(await page.getByLabel('Your story').inputValue()).toBe(story);
    expect(await readability(page, PAGE_SELECTORS)).toEqual(READABLE);

    await page.getByRole('button', { name: 'Submit Story' }).click();
    await page
      .getByText('Thank you — Ann will get your story. You can close this page now.', { exact: true })
      .waitFor();
    // The thanks alone, at 200% zoom: readable, no word broken.
    expect(await readability(page, PAGE_SELECTORS)).toEqual(CALM);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    // Sent: leaving asks nothing.
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    const closed = new Promise((resolve) => page.once('close', resolve));
    await page.close({ runBeforeUnload: true });
    await closed;
    expect(dialogs).toBe(0);
  });
});
