import { questionEmail } from '@storyvault/api/modules/delivery/domain/emails/question-email';
import { issueResponseToken } from '@storyvault/api/modules/delivery/domain/response-token';
import { FileOutboxMailer } from '@storyvault/api/shared/mail/file-outbox.mailer';
import { onBehalfOf } from '@storyvault/api/shared/mail/mailer';
import { ParsedMail, simpleParser } from 'mailparser';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';

// `npm run screens` writes them to docs/screens; an ordinary run keeps its pictures in test-results.
const SCREENS = path.resolve(__dirname, '..', '..', process.env.SCREENS_DIR ?? path.join('test-results', 'screens'));

/** A 390px phone as it is, and the same phone at 200% zoom: a 195 CSS-pixel page drawn at twice the size. */
const SIZES = [
  { file: 'question-email-390.png', viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 },
  { file: 'question-email-390-200pct.png', viewport: { width: 195, height: 422 }, deviceScaleFactor: 2 },
] as const;

const FAMILY_LINES = [
  'Sam read your story “The bakery on Elm Street” and wrote:',
  'Emma read your answer to “Where did you spend your summers?” and wrote:',
];

/** What the reader sees, measured in the page: sideways scrolling, and words split over two lines. */
function layout(page: Page): Promise<{ scrollsSideways: boolean; brokenWords: string[] }> {
  return page.evaluate(() => {
    const brokenWords: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.getClientRects().length === 0 || getComputedStyle(el).display === 'none') continue;
      // A word may end a line after its own hyphen or dash; anywhere else a new line breaks it.
      for (const match of (node.textContent ?? '').matchAll(/[^\s\-–—]+[-–—]?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index!);
        range.setEnd(node, match.index! + match[0].length);
        const tops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
        if (tops.size > 1) brokenWords.push(match[0]);
      }
    }
    return {
      scrollsSideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      brokenWords,
    };
  });
}

/**
 * The question email a senior opens on her phone, in Debian's Chromium: the email as nodemailer
 * writes it (the file outbox) and a mail program reads it back, with two family comments. At
 * 390px and at 200% zoom it never scrolls sideways, breaks no word (no answer address to break:
 * those are behind the buttons), and the family speaks before the question. Its pictures go to
 * docs/screens (npm run screens).
 */
describe('the question email on a phone', () => {
  let browser: Browser;
  let mail: ParsedMail;
  const question = 'What was the first job you ever had, and what did you buy with your first wages?';

  beforeAll(async () => {
    mkdirSync(SCREENS, { recursive: true });
    const { token } = issueResponseToken();
    const link = (page: string) => `https://stories.example.com/respond/${page}?token=${token}`;
    const ownerName = 'Sarah Miller';
    const email = questionEmail({
      seniorName: 'Rose Miller',
      ownerName,
      question,
      recordUrl: link('record'),
      writeUrl: link('write'),
      skipUrl: link('skip'),
      help: 'help@storyvault.example',
      familyComments: [
        {
          authorName: 'Sam Miller',
          storyQuestion: 'What was your first job?',
          storyTitle: 'The bakery on Elm Street',
          text: 'I never knew you got up at four every morning to bake the bread. I want to try your rye recipe!',
        },
        {
          authorName: 'Emma Jones',
          storyQuestion: 'Where did you spend your summers?',
          storyTitle: null,
          text: 'The lake house sounds wonderful. Can you tell us more about the rowing boat?',
        },
      ],
    });
    const outbox = mkdtempSync(path.join(tmpdir(), 'sv-question-email-'));
    const mailer = new FileOutboxMailer(outbox, 'StoryVault <stories@localhost>');
    await mailer.send({ to: 'rose@example.com', fromName: onBehalfOf(ownerName), ...email });
    const [file] = readdirSync(outbox);
    mail = await simpleParser(readFileSync(path.join(outbox, file)));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const size of SIZES) {
    it(`reads without sideways scrolling or broken words, the family first: ${size.file}`, async () => {
      const context = await browser.newContext({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor });
      const page = await context.newPage();
      await page.setContent(mail.html as string);
      expect(await layout(page)).toEqual({ scrollsSideways: false, brokenWords: [] });

      const highlight = await page.locator('.sv-highlight').boundingBox();
      expect(highlight).not.toBeNull();
      for (const line of FAMILY_LINES) {
        const said = await page.getByText(line).boundingBox();
        expect({ line, above: said !== null && said.y + said.height <= highlight!.y }).toEqual({ line, above: true });
      }
      await expect(page.getByText(question).textContent()).resolves.toBe(question);
      await page.getByText('Going away? Reply PAUSE. Rather talk about something else? Reply SKIP.').waitFor();
      await page.screenshot({ path: path.join(SCREENS, size.file), fullPage: true });
      await context.close();
    });
  }
});
