import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { IngestInboundMessage } from '@storyvault/api/modules/inbound/inbound.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import {
  binaryBody,
  buildEmail,
  freePort,
  linksIn,
  signedInOwner,
  SmtpTestServer,
  startSmtpTestServer,
} from '@storyvault/testing';
import { StoryView } from '@storyvault/contracts';
import { Browser, Page } from 'playwright-core';
import { accessibilityViolations, FAKE_MICROPHONE_ARGS, launchChromium } from './browser';

const DAY = 24 * 60 * 60 * 1000;
const LINK_GONE = "This link no longer works. Just reply to your family's email with your story.";
const THANKS = 'Thank you — Ann will get your story. You can close this page now.';
const EMAILED_STORY = 'We also sold bread at the Saturday market.\n\nLove, Rose';

/**
 * The senior's side in Debian's Chromium, against the real app: the question email arrives
 * (real SMTP, three days after setup on a manual clock), its write link saves a written story,
 * its record link records two seconds of Chromium's fake microphone into a WAV in the page
 * (AudioWorklet, under the real CSP) and uploads it; the owner then finds both stories.
 */
describe('answering a question in the browser', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let base: string;
  let owner: Awaited<ReturnType<typeof signedInOwner>>['agent'];
  let ownerEmail: string;
  let vaultId: string;
  let question: string;
  let writeLink: string;
  let recordLink: string;
  let replyTo: string;
  const problems: string[] = [];
  const served: string[] = [];
  const clock = new ManualClock(new Date('2026-04-06T09:00:00Z'));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: base }, listen: true, port });
    t.server.on('request', (req: { url?: string }) => served.push(req.url ?? ''));
    browser = await launchChromium({ extraArgs: FAKE_MICROPHONE_ARGS });
    // The real content security policy: the recorder's worklet must load under it.
    page = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
    page.on('console', (msg) => msg.type() === 'error' && problems.push(msg.text()));
    page.on('pageerror', (error) => problems.push(error.message));
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await smtp?.close();
  });

  async function expectAccessible(url: string, ready: string) {
    // bypassCSP only so axe can be injected.
    const context = await browser.newContext({ bypassCSP: true });
    const axePage = await context.newPage();
    await axePage.goto(url);
    await axePage.getByText(ready, { exact: true }).first().waitFor();
    expect({ url, violations: await accessibilityViolations(axePage) }).toEqual({ url, violations: [] });
    await context.close();
  }

  it('emails the question three days after the owner sets up the vault', async () => {
    ({ agent: owner, email: ownerEmail } = await signedInOwner(t.server, { name: 'Ann Smith' }));
    const vault = await owner
      .post('/api/vaults')
      .send({
        seniorName: 'Rose Smith',
        seniorEmail: 'rose@example.com',
        seniorPhone: '',
        deliveryMethod: 'email',
        frequency: 1,
        sendIntroEmail: true,
        isSetupComplete: true,
      })
      .expect(201);
    vaultId = vault.body.id;
    question = (await owner.get(`/api/vaults/${vaultId}/questions`)).body[0].question.text;
    const dispatch = t.app.get(DispatchDeliveries);
    await dispatch.execute();
    clock.advance(3 * DAY);
    await dispatch.execute();
    const mail = await smtp.waitFor((m) => m.subject === `A question from Ann: ${question}`);
    replyTo = mail.replyTo!.value[0].address!;
    writeLink = linksIn(mail.text).find((l) => l.startsWith(`${base}/respond/write?token=`))!;
    recordLink = linksIn(mail.text).find((l) => l.startsWith(`${base}/respond/record?token=`))!;
    expect(writeLink).toBeDefined();
    expect(recordLink).toBeDefined();
  });

  it('saves a written story from the write link', async () => {
    await page.goto(writeLink);
    await page.getByText(question, { exact: true }).waitFor();
    await page.getByText('Hello Rose, here is your question:').waitFor();
    const submit = page.getByRole('button', { name: 'Submit Story' });
    expect(await submit.isDisabled()).toBe(true);
    // Large enough for poor eyesight, and no sideways scrolling on a 360px phone.
    const box = await submit.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(56);
    expect(parseFloat(await submit.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(20);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByLabel('Your story').fill('  My first job was at the bakery on Elm Street.  ');
    await page.getByText('49 characters').waitFor();
    await submit.click();
    // The one thing left on the page: no toast, no copy of the story, no other way to answer.
    await page.getByText(THANKS, { exact: true }).waitFor();
    expect(await page.locator('main').innerText()).toBe(`Story Sent\n\n${THANKS}`);
    expect(await page.locator('.toast-viewport li').count()).toBe(0);
  });

  it('records two seconds from the microphone and uploads them as recording.wav', async () => {
    await page.goto(recordLink);
    await page.getByText(question, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await page.getByRole('button', { name: 'Stop Recording' }).waitFor();
    // The recorder runs in an AudioWorklet fetched from our own origin, as the CSP allows.
    expect(served).toContain('/recorder-worklet.js');
    await page
      .getByRole('timer')
      .getByText(/^0:0[2-9]/)
      .waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Stop Recording' }).click();
    await page.getByText('Your recording is ready. Listen to it, then press Submit Story.').waitFor();
    expect(await page.locator('audio[controls]').count()).toBe(1);
    const [upload] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/respond/voice')),
      page.getByRole('button', { name: 'Submit Story' }).click(),
    ]);
    expect(upload.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    await page.getByText(THANKS, { exact: true }).waitFor();
    expect(await page.locator('main').innerText()).toBe(`Story Sent\n\n${THANKS}`);
    expect(await page.locator('.toast-viewport li, audio, a[href*="/respond/write"]').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('gives the owner both stories, the voice one with a PCM WAV recording', async () => {
    const stories: StoryView[] = (await owner.get(`/api/vaults/${vaultId}/stories`).expect(200)).body;
    expect(stories.map((s) => s.responseType).sort()).toEqual(['voice', 'written']);
    const written = stories.find((s) => s.responseType === 'written')!;
    expect(written).toMatchObject({
      question: { text: question },
      fullText: 'My first job was at the bakery on Elm Street.',
      audioUrl: null,
    });
    const voice = stories.find((s) => s.responseType === 'voice')!;
    expect(voice.audioUrl).toBe(`/api/stories/${voice.id}/audio`);

    const audio = await owner.get(voice.audioUrl!).buffer(true).parse(binaryBody).expect(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    const wav: Buffer = audio.body;
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect(wav.readUInt16LE(20)).toBe(1); // PCM
    expect(wav.readUInt16LE(22)).toBe(1); // mono
    expect(wav.readUInt16LE(34)).toBe(16);
    const sampleRate = wav.readUInt32LE(24);
    expect(sampleRate).toBeLessThanOrEqual(24_000);
    expect(wav.toString('ascii', 36, 40)).toBe('data');
    const seconds = wav.readUInt32LE(40) / 2 / sampleRate;
    expect(seconds).toBeGreaterThanOrEqual(1.5);
    expect(seconds).toBeLessThan(10);
    // The fake microphone beeps: the recording is not silence.
    let loudest = 0;
    for (let offset = 44; offset + 1 < wav.length; offset += 2)
      loudest = Math.max(loudest, Math.abs(wav.readInt16LE(offset)));
    expect(loudest).toBeGreaterThan(1000);
  });

  it('shows the stories on the dashboard: the voice one plays, the raw toggle shows an emailed one whole', async () => {
    // The senior also answers by replying to the question email.
    const ingested = await t.app.get(IngestInboundMessage).execute(
      await buildEmail({
        from: 'Rose Smith <rose@example.com>',
        to: replyTo,
        text: `${EMAILED_STORY}\n\nOn Mon, Apr 6, 2026 at 9:00 AM Ann Smith <stories@localhost> wrote:\n> ${question}`,
      }),
      { source: 'cli' },
    );
    expect(ingested).toMatchObject({ outcome: 'story', fullText: EMAILED_STORY });
    const emailed = ((await owner.get(`/api/vaults/${vaultId}/stories`).expect(200)).body as StoryView[]).find(
      (s) => s.fullText === EMAILED_STORY,
    )!;

    const dashboard = await browser.newPage();
    await dashboard.goto(`${base}/signin`);
    await dashboard.getByLabel('Email').fill(ownerEmail);
    await dashboard.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
    await dashboard.getByRole('button', { name: 'Sign In' }).click();
    await dashboard.getByRole('heading', { name: 'Your Story Collection' }).waitFor();
    await dashboard.getByText('My first job was at the bakery on Elm Street.').first().waitFor();
    expect(await dashboard.getByRole('listitem').filter({ hasText: question }).count()).toBeGreaterThanOrEqual(2);

    await dashboard.getByRole('button', { name: 'Play Recording' }).click();
    await dashboard.getByRole('button', { name: 'Pause Recording' }).waitFor();
    await dashboard.waitForFunction(() => {
      const audio = document.querySelector('audio');
      return audio !== null && audio.currentTime > 0.2;
    });

    // The emailed story's card: the whole email (the quoted question too) shows and hides.
    const card = dashboard.locator('article').filter({ hasText: 'We also sold bread at the Saturday market.' });
    expect(await card.innerText()).not.toContain('wrote:');
    const toggle = card.getByRole('button', { name: 'Show Original Response' });
    const original = dashboard.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    expect(await original.isHidden()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await original.waitFor({ state: 'visible' });
    expect(await original.textContent()).toBe(emailed.rawText);
    expect(emailed.rawText).toContain(`wrote:\n> ${question}`);
    const hide = card.getByRole('button', { name: 'Hide Original Response' });
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    await hide.click();
    await original.waitFor({ state: 'hidden' });

    // The list's filter and search narrow it down.
    await dashboard.getByRole('button', { name: 'Voice', exact: true }).click();
    await dashboard.getByText('My first job was at the bakery on Elm Street.').waitFor({ state: 'detached' });
    await dashboard.getByRole('button', { name: 'All', exact: true }).click();
    await dashboard.getByLabel('Search stories').fill('bakery');
    await dashboard.getByText('My first job was at the bakery on Elm Street.').first().waitFor();
    await dashboard.close();
  });

  it('says calmly that a bad or missing token no longer works, and what to do instead', async () => {
    await page.goto(`${base}/respond/write?token=not-a-real-token`);
    await page.getByText(LINK_GONE).waitFor();
    await page.goto(`${base}/respond/record`);
    await page.getByText(LINK_GONE).waitFor();
    expect(await page.locator('.form-message--error, [role="alert"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Start Recording' }).count()).toBe(0);
  });

  it('has no serious accessibility problems on either page', async () => {
    await expectAccessible(writeLink, question);
    await expectAccessible(recordLink, question);
    await expectAccessible(`${base}/respond/write?token=nope`, LINK_GONE);
  });
});
