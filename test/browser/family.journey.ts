import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
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
import { ParsedMail } from 'mailparser';
import { Browser, BrowserContext, Page } from 'playwright-core';
import request from 'supertest';
import { accessibilityViolations, launchChromium } from './browser';

const DAY = 24 * 60 * 60 * 1000;
const OWNER = { name: 'Ann Smith', password: 'Str0ng!pass' };
const MEMBER = { name: 'Emma Smith', email: 'emma@example.com', password: 'Gr4nddaughter!' };
const STORY = 'Every summer we drove to the lake house, and Grandpa taught us all to row.';
const COMMENT = 'I remember the green boat! Thank you for writing this down, Grandma.';

/**
 * The family circle in Debian's Chromium, with two people at two browsers: the owner invites
 * Emma from the dashboard; Emma opens the link from the email the real SMTP server received,
 * joins with a new account, reads and plays Rose's stories and comments on one; Rose's next
 * question email tells her of Emma's comment; the owner removes Emma, whose next page load says
 * the collection is no longer shared with her.
 */
describe('the family circle, owner and member side by side', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let browser: Browser;
  let ownerContext: BrowserContext;
  let memberContext: BrowserContext;
  let ownerPage: Page;
  let memberPage: Page;
  let ownerEmail: string;
  let vaultId: string;
  const clock = new ManualClock(new Date('2026-06-01T08:00:00Z'));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    t = await startTestApp({ clock, listen: true, port, env: { SMTP_URL: smtp.url, PUBLIC_URL: base } });
    browser = await launchChromium();
    // bypassCSP only so axe can be injected.
    const options = { baseURL: base, bypassCSP: true, viewport: { width: 1280, height: 800 } };
    [ownerContext, memberContext] = [await browser.newContext(options), await browser.newContext(options)];
    [ownerPage, memberPage] = [await ownerContext.newPage(), await memberContext.newPage()];

    // Ann's vault for her mother Rose, and two of Rose's stories: one written, one by voice.
    const owner = await signedInOwner(t.server, { name: OWNER.name });
    ownerEmail = owner.email;
    vaultId = (await setUpVault(owner.agent, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' })).id;
    // The first question goes three days after setup at 9:00 in the senior's morning (UTC here).
    clock.advance(3 * DAY + 60 * 60 * 1000);
    await t.app.get(DispatchDeliveries).execute();
    const question = await smtp.waitFor((m) => m.subject?.startsWith('A question from Ann') ?? false);
    const token = new URL(linksIn(question.text).find((l) => l.includes('/respond/write?token='))!).searchParams.get(
      'token',
    )!;
    await request(t.server).post('/api/respond/text').send({ token, text: STORY }).expect(201);
    await request(t.server)
      .post('/api/respond/voice')
      .field('token', token)
      .attach('audio', pcmWav(2), { filename: 'recording.wav', contentType: 'audio/wav' })
      .expect(201);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await smtp?.close();
  });

  const familyCard = () => ownerPage.locator('section', { has: ownerPage.getByRole('heading', { name: 'Family' }) });

  it('lets the owner invite Emma from the Family card', async () => {
    await ownerPage.goto('/signin');
    await ownerPage.getByLabel('Email').fill(ownerEmail);
    await ownerPage.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await ownerPage.getByRole('button', { name: 'Sign In' }).click();
    await ownerPage.getByRole('heading', { name: 'Family', exact: true }).waitFor();

    await familyCard().getByRole('button', { name: 'Invite family' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Manage family' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(MEMBER.name);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(MEMBER.email);
    await dialog.getByRole('radio', { name: /^Viewer/ }).check();
    expect(await accessibilityViolations(ownerPage)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText(MEMBER.name, { exact: true }).waitFor();
    await dialog.getByText('Invited', { exact: true }).waitFor();
    await ownerPage.keyboard.press('Escape');
  });

  it('lets Emma join by the emailed link, read and play the stories, and comment', async () => {
    const invitation: ParsedMail = await smtp.waitFor((m) => JSON.stringify(m.to).includes(MEMBER.email));
    expect(invitation.subject).toBe("Ann Smith invited you to Rose Smith's Story Collection");
    const join = linksIn(invitation.text).find((l) => l.includes('/join?token='))!;

    await memberPage.goto(join);
    await memberPage
      .getByText(/Ann Smith invited you to Rose Smith.s Story Collection/)
      .first()
      .waitFor();
    expect(await accessibilityViolations(memberPage)).toEqual([]);
    await memberPage.getByLabel('Your name').fill(MEMBER.name);
    await memberPage.getByLabel('Password', { exact: true }).fill(MEMBER.password);
    await memberPage.getByLabel('Confirm Password', { exact: true }).fill(MEMBER.password);
    await memberPage.getByRole('button', { name: 'Join', exact: true }).click();

    await memberPage.getByText('Shared with you by Ann Smith').waitFor();
    expect(memberPage.url()).toContain(`vault=${vaultId}`);
    // A member's dashboard: the stories, none of the owner's tools, never the senior's address.
    await memberPage.getByRole('article').nth(1).waitFor();
    expect(await memberPage.getByRole('heading', { name: 'Coming Up Next' }).count()).toBe(0);
    expect(await memberPage.getByRole('heading', { name: 'Family', exact: true }).count()).toBe(0);
    expect(await memberPage.content()).not.toContain('rose@example.com');
    expect(await accessibilityViolations(memberPage)).toEqual([]);

    // Play the voice story: the browser fetches the recording as Emma and plays it.
    await memberPage.getByRole('button', { name: 'Play Recording' }).click();
    await memberPage.getByRole('button', { name: 'Pause Recording' }).waitFor();
    await memberPage.waitForFunction(() => {
      const audio = document.querySelector('audio');
      return audio !== null && audio.currentTime > 0;
    });

    // Read the written one and comment on it.
    const written = memberPage.getByRole('article').filter({ hasText: STORY.slice(0, 30) });
    await written.getByRole('button', { name: 'Read Story' }).click();
    const story = memberPage.getByRole('dialog');
    await story.getByText(STORY).waitFor();
    await story.getByRole('textbox', { name: 'Write a comment' }).fill(COMMENT);
    await story.getByRole('button', { name: 'Post' }).click();
    await story.getByText(COMMENT).waitFor();
    await story.getByText(MEMBER.name).first().waitFor();
    expect(await accessibilityViolations(memberPage)).toEqual([]);
  });

  it("tells Rose of Emma's comment in her next question email", async () => {
    clock.advance(7 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const next = await smtp.waitFor(
      (m) => JSON.stringify(m.to).includes('rose@example.com') && (m.text?.includes('Emma read your') ?? false),
    );
    expect(next.text).toContain(COMMENT);
    expect(next.html).toContain('Emma read your');
    // The family's words come before the question.
    expect(next.text!.indexOf(COMMENT)).toBeLessThan(next.text!.indexOf('would love to hear this story'));
  });

  it("ends Emma's access when the owner removes her: her next page load says so", async () => {
    await ownerPage.reload();
    await familyCard().getByRole('button', { name: 'Manage family' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Manage family' });
    await dialog.getByText('Joined', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: `Remove ${MEMBER.name}` }).click();
    const confirm = ownerPage.getByRole('dialog', { name: `Remove ${MEMBER.name}?` });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await dialog.getByText(MEMBER.name, { exact: true }).waitFor({ state: 'detached' });

    await memberPage.reload();
    await memberPage.getByText(/isn.t shared with you any more/).waitFor();
    expect(await memberPage.getByText('Shared with you by Ann Smith').count()).toBe(0);
    expect(await memberPage.getByText(STORY).count()).toBe(0);
  });
});
