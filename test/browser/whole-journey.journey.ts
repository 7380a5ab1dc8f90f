import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { MailboxReaderFactory, PollMailbox } from '@storyvault/api/modules/inbound/inbound.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import {
  appendToInbox,
  buildEmail,
  DovecotServer,
  freePort,
  linksIn,
  SmtpTestServer,
  startDovecot,
  startSmtpTestServer,
} from '@storyvault/testing';
import { StoryView, VaultQuestionView, VaultView } from '@storyvault/contracts';
import { ParsedMail } from 'mailparser';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityViolations, FAKE_MICROPHONE_ARGS, launchChromium } from './browser';

const DAY = 24 * 60 * 60 * 1000;
const INBOUND = 'stories@inbound.example.com';
const OWNER = { name: 'Ann Smith', email: 'ann@example.com', password: 'long enough' };
const SENIOR = { name: 'Rose Smith', email: 'rose@example.com' };
const EMAILED_STORY =
  'My first job was at the bakery on Elm Street. I was fourteen and I loved the smell of the ovens.\n\nThe baker taught me to braid bread on Saturdays.';

/** "Mon, Apr 9, 2026 at 9:00 AM", the way Gmail dates the line above a quoted message. */
function gmailDate(date: Date): string {
  const day = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(date);
  return `${day} at ${time}`;
}

/**
 * The whole product in one story, in Debian's Chromium against one running app (built web
 * pages, api, PostgreSQL), a real SMTP server and a real Dovecot mailbox: a visitor pays in
 * TEST MODE, sets up a vault for a senior, the manual clock brings the first question, the
 * senior answers it by email reply and by voice, and the owner finds, plays and keeps both
 * stories through a settings change and a new sign-in.
 */
describe('the whole journey, from the landing page to stories kept', () => {
  let smtp: SmtpTestServer;
  let imap: DovecotServer;
  let t: TestApp;
  let browser: Browser;
  let owner: BrowserContext;
  let page: Page;
  let base: string;
  let vaultId: string;
  let question: string;
  let questionMail: ParsedMail;
  let replyTo: string;
  let recordLink: string;
  const clock = new ManualClock(new Date('2026-04-06T09:00:00Z'));

  beforeAll(async () => {
    [smtp, imap] = await Promise.all([startSmtpTestServer(), startDovecot()]);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await startTestApp({
      clock,
      listen: true,
      port,
      // The test checkout and the answer links send the browser back to PUBLIC_URL: this very server.
      env: { SMTP_URL: smtp.url, IMAP_URL: imap.url, INBOUND_ADDRESS: INBOUND, PUBLIC_URL: base },
    });
    browser = await launchChromium({ extraArgs: FAKE_MICROPHONE_ARGS });
    // bypassCSP only so axe can be injected; the senior's pages below run under the real policy.
    owner = await browser.newContext({ baseURL: base, bypassCSP: true, viewport: { width: 1280, height: 800 } });
    page = await owner.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await imap?.stop();
    await smtp?.close();
  });

  async function expectAccessible(what: string) {
    expect({ what, violations: await accessibilityViolations(page) }).toEqual({ what, violations: [] });
  }
  const toast = (text: string) => page.getByText(text, { exact: true }).first();
  const storyCard = (kind: 'Written story' | 'Voice story') =>
    page.locator('article').filter({ has: page.getByText(kind, { exact: true }) });
  async function vault(): Promise<VaultView> {
    return (await (await page.request.get('/api/vaults')).json())[0];
  }
  async function stories(): Promise<StoryView[]> {
    return (await page.request.get(`/api/vaults/${vaultId}/stories`)).json();
  }

  it('pays in TEST MODE from the landing page and sets up a vault for the senior', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Preserving Stories' }).first().click();
    await page.waitForURL(`${base}/get-started`);
    await page.getByLabel('Your Name').fill(OWNER.name);
    await page.getByLabel('Email Address').fill(OWNER.email);
    await page.getByRole('button', { name: 'Continue - Almost There' }).click();

    await page.waitForURL(`${base}/get-started/step2`);
    await page.getByText(`Welcome, ${OWNER.name}!`).waitFor();
    await page.getByRole('button', { name: 'Continue to Secure Checkout' }).click();
    await page.waitForURL(/\/api\/billing\/test-checkout\//);
    await page.getByText('TEST MODE', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Complete test payment' }).click();

    await page.waitForURL(/\/get-started\/success\?session_id=/);
    await page.getByText('Payment Successful!').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByLabel('Confirm Password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Complete Account Setup' }).click();

    await page.waitForURL(`${base}/dashboard`);
    await page.getByText(`Welcome, ${OWNER.name}`).waitFor();
    await page.getByRole('heading', { name: "Let's Set Up Your Loved One's Vault" }).waitFor();
    await page.getByLabel("Your loved one's name").fill(SENIOR.name);
    await page.getByLabel('Their email address').fill(SENIOR.email);
    // Paid: the frequency is the owner's to choose.
    await page.getByLabel('Question frequency').selectOption({ label: 'Every week' });
    await page.getByRole('button', { name: 'Set Up Vault Now' }).click();
    await toast('Setup complete!').waitFor();
    await page.getByRole('heading', { name: `${SENIOR.name}'s Story Collection` }).waitFor();
    await page.getByText('Every week', { exact: true }).waitFor();
    await page.getByText('Your Story Collection Awaits').waitFor();

    const setUp = await vault();
    expect(setUp).toMatchObject({
      seniorName: SENIOR.name,
      seniorEmail: SENIOR.email,
      frequency: 1,
      sendIntroEmail: true,
      isSetupComplete: true,
    });
    vaultId = setUp.id;
    const queue: VaultQuestionView[] = await (await page.request.get(`/api/vaults/${vaultId}/questions`)).json();
    question = queue[0].question.text;
    await page.getByRole('heading', { name: 'Coming Up Next' }).waitFor();
    await page.getByText(question, { exact: true }).first().waitFor();
  });

  it('emails the first question three days later, with a reply address and answer links', async () => {
    const dispatch = t.app.get(DispatchDeliveries);
    await dispatch.execute();
    const questionSubject = `A question from Ann: ${question}`;
    // Not before its time.
    expect(smtp.messages.filter((m) => m.subject?.startsWith('A question from'))).toEqual([]);
    clock.advance(3 * DAY);
    await dispatch.execute();

    questionMail = await smtp.waitFor((m) => m.subject === questionSubject);
    expect(smtp.messages.filter((m) => m.subject?.startsWith('A question from'))).toHaveLength(1);
    expect((questionMail.to as { text: string }).text).toBe(SENIOR.email);
    const text = questionMail.text!;
    expect(text).toContain('Dear Rose,');
    expect(text).toContain(`${OWNER.name} would love to hear this story from you:`);
    expect(text).toContain(`    ${question}\n`);

    replyTo = questionMail.replyTo!.value[0].address!;
    const token = /^stories\+([a-z2-7]{32})@inbound\.example\.com$/.exec(replyTo)?.[1];
    expect(token).toBeDefined();
    const links = linksIn(text);
    recordLink = links.find((l) => l.startsWith(`${base}/respond/record?token=`))!;
    const writeLink = links.find((l) => l.startsWith(`${base}/respond/write?token=`))!;
    // The reply address and both links carry the same token.
    expect(recordLink).toBe(`${base}/respond/record?token=${token}`);
    expect(writeLink).toBe(`${base}/respond/write?token=${token}`);
    expect(questionMail.html).toContain(`href="${recordLink}"`);
  });

  it('turns the senior’s email reply, read from the real mailbox, into a story without the quoted part', async () => {
    const sender = questionMail.from!.value[0];
    const quoted = questionMail
      .text!.trimEnd()
      .split('\n')
      .map((line) => (line ? `> ${line}` : '>'))
      .join('\n');
    const reply = await buildEmail({
      from: `${SENIOR.name} <${SENIOR.email}>`,
      to: replyTo,
      subject: `Re: ${questionMail.subject}`,
      inReplyTo: questionMail.messageId,
      references: questionMail.messageId,
      textEncoding: 'quoted-printable',
      text: `${EMAILED_STORY}\n\nOn ${gmailDate(questionMail.date ?? clock.now())} ${sender.name} <${sender.address}> wrote:\n${quoted}\n`,
    });
    await appendToInbox(imap, [reply]);

    const reader = t.app.get(MailboxReaderFactory).create();
    expect(reader).toBeTruthy();
    try {
      expect(await t.app.get(PollMailbox).execute(reader!)).toEqual({ fetched: 1, story: 1 });
    } finally {
      await reader!.close();
    }

    const [emailed] = await stories();
    expect(emailed).toMatchObject({ responseType: 'written', question: { text: question }, fullText: EMAILED_STORY });
    expect(emailed.rawText).toContain('wrote:');
  });

  it('records the senior’s voice answer from the record link, under the real content security policy', async () => {
    const senior = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const recorder = await senior.newPage();
    const problems: string[] = [];
    recorder.on('console', (msg) => msg.type() === 'error' && problems.push(msg.text()));
    recorder.on('pageerror', (error) => problems.push(error.message));

    await recorder.goto(recordLink);
    await recorder.getByText(question, { exact: true }).waitFor();
    await recorder.getByRole('button', { name: 'Start Recording' }).click();
    await recorder.getByRole('button', { name: 'Stop Recording' }).waitFor();
    await recorder
      .getByRole('timer')
      .getByText(/^0:0[2-9]/)
      .waitFor({ timeout: 10_000 });
    await recorder.getByRole('button', { name: 'Stop Recording' }).click();
    await recorder.getByText('Your recording is ready. Listen to it, then press Submit Story.').waitFor();
    await recorder.getByRole('button', { name: 'Submit Story' }).click();
    await recorder
      .getByText('Thank you — Ann will get your story. You can close this page now.', { exact: true })
      .waitFor();
    expect(problems).toEqual([]);
    await senior.close();

    expect((await stories()).map((s) => s.responseType).sort()).toEqual(['voice', 'written']);
  });

  it('shows both stories on the dashboard: the reply without its quote, the recording playing', async () => {
    await page.reload();
    await page.getByRole('heading', { name: 'Your Story Collection' }).waitFor();
    const written = storyCard('Written story');
    const voice = storyCard('Voice story');
    await written.waitFor();
    await voice.waitFor();
    await page.getByText(question, { exact: true }).first().waitFor();
    await page
      .locator('dt', { hasText: 'Stories Collected' })
      .locator('xpath=following-sibling::dd[1][normalize-space()="2"]')
      .waitFor();

    // What the card shows is the reply alone; the original email, quote and all, is behind the toggle.
    const shown = await written.innerText();
    expect(shown).toContain('My first job was at the bakery on Elm Street.');
    expect(shown).toContain('The baker taught me to braid bread on Saturdays.');
    expect(shown).not.toContain('wrote:');
    expect(shown).not.toContain('Dear Rose,');
    await written.getByRole('button', { name: 'Show Original Response' }).click();
    await written.getByRole('button', { name: 'Hide Original Response' }).waitFor();
    expect(await written.innerText()).toContain(`${OWNER.name} would love to hear this story from you:`);

    const [media] = await Promise.all([
      page.waitForResponse((r) => /\/api\/stories\/[^/]+\/audio$/.test(new URL(r.url()).pathname)),
      voice.getByRole('button', { name: 'Play Recording' }).click(),
    ]);
    expect([200, 206]).toContain(media.status());
    await voice.getByRole('button', { name: 'Pause Recording' }).waitFor();
    await voice.locator('audio').evaluate(
      (audio: HTMLAudioElement) =>
        new Promise<void>((resolve) => {
          const check = () => (audio.currentTime > 0.2 ? resolve() : setTimeout(check, 50));
          check();
        }),
    );
    await voice.getByRole('button', { name: 'Pause Recording' }).click();
    await voice.getByRole('button', { name: 'Play Recording' }).waitFor();
    await expectAccessible('dashboard with stories');
  });

  it('keeps a new frequency from Vault Settings across a reload', async () => {
    await page.getByRole('button', { name: 'Edit Your Vault' }).click();
    const settings = page.getByRole('dialog', { name: 'Vault Settings' });
    await settings.waitFor();
    expect(await settings.getByLabel('Question frequency').inputValue()).toBe('1');
    await settings.getByLabel('Question frequency').selectOption({ label: 'Every 4 weeks' });
    await expectAccessible('vault settings');
    await settings.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Settings updated').waitFor();
    await settings.waitFor({ state: 'detached' });
    await page.getByText('Every 4 weeks', { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: `${SENIOR.name}'s Story Collection` }).waitFor();
    await page.getByText('Every 4 weeks', { exact: true }).waitFor();
    expect((await vault()).frequency).toBe(4);
    await page.getByRole('button', { name: 'Edit Your Vault' }).click();
    expect(await settings.getByLabel('Question frequency').inputValue()).toBe('4');
    await settings.getByRole('button', { name: 'Cancel' }).click();
    await settings.waitFor({ state: 'detached' });
  });

  it('signs out and back in to the same stories', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${base}/signin`);
    expect((await page.request.get('/api/me')).status()).toBe(401);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await page.getByText('My first job was at the bakery on Elm Street.').count()).toBe(0);

    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText(`Welcome back, ${OWNER.name}`, { exact: true }).waitFor();
    expect(page.url()).toBe(`${base}/dashboard`);
    await storyCard('Written story')
      .getByText('My first job was at the bakery on Elm Street.')
      .filter({ visible: true })
      .waitFor();
    await storyCard('Voice story').getByRole('button', { name: 'Play Recording' }).waitFor();
    await page.getByText('Every 4 weeks', { exact: true }).waitFor();
    expect((await stories()).map((s) => s.responseType).sort()).toEqual(['voice', 'written']);
  });
});
