import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { DecideReplyChoice } from '@storyvault/api/modules/inbound/application/decide-reply-choice.use-case';
import { IngestInboundMessage, ManageInbound } from '@storyvault/api/modules/inbound/inbound.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import type { ReplyChoiceView, VaultView } from '@storyvault/contracts';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { buildEmail, setUpVault, signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { ParsedMail } from 'mailparser';
import request from 'supertest';

const DAY = 24 * 60 * 60 * 1000;
const INBOUND = 'stories@inbound.example.com';
const PUBLIC_URL = 'http://stories.example.com';
const INVALID_LINK = 'Invalid link. Please check your email or SMS for the correct link.';
/** A short reply that may mean PAUSE, but not clearly (the reply classifier calls it unclear). */
const UNCLEAR = 'Maybe pause?';
type Agent = Awaited<ReturnType<typeof signedInOwner>>['agent'];

interface Senior {
  agent: Agent;
  ownerEmail: string;
  name: string;
  email: string;
  vaultId: string;
  question: ParsedMail;
}

/**
 * A short reply that may be a command but is not clearly one: neither filed nor acted on; the
 * senior chooses by one click (the link's GET never acts), the owner is told, and after 7 days
 * without a choice it is kept as a story. Real PostgreSQL and SMTP; replies go in by the ingest.
 */
describe('the senior is asked what an unclear reply meant', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-04-06T09:00:00Z'));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, INBOUND_ADDRESS: INBOUND, PUBLIC_URL } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const mailsTo = (email: string) => smtp.messages.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === email);

  async function senior(name: string, email: string): Promise<Senior> {
    const { agent, email: ownerEmail } = await signedInOwner(t.server, { name: 'Ann Smith' });
    const vault = await setUpVault(agent, { seniorName: name, seniorEmail: email });
    clock.advance(3 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const question = await smtp.waitFor(
      (m) => (m.subject?.startsWith('A question from Ann') ?? false) && JSON.stringify(m.to).includes(email),
    );
    return { agent, ownerEmail, name, email, vaultId: vault.id, question };
  }

  /** Her reply to the question by its token, from her own address. */
  async function reply(s: Senior, text: string) {
    const raw = await buildEmail({
      from: `${s.name} <${s.email}>`,
      to: s.question.replyTo!.value[0].address!,
      inReplyTo: s.question.messageId,
      text,
    });
    return t.app.get(IngestInboundMessage).execute(raw, { source: 'cli' });
  }

  /** The choice email she was sent, and its two links' tokens. */
  async function choiceMail(s: Senior) {
    const mail = await smtp.waitFor(
      (m) => m.subject === 'What would you like us to do?' && JSON.stringify(m.to).includes(s.email),
    );
    const links = [...mail.text!.matchAll(/http:\/\/stories\.example\.com\/choice\/([\w-]+)\?choose=(command|story)/g)];
    return { mail, links, token: links[0][1] };
  }

  const view = async (s: Senior): Promise<VaultView> =>
    ((await s.agent.get('/api/vaults').expect(200)).body as VaultView[]).find((v) => v.id === s.vaultId)!;
  const stories = async (s: Senior): Promise<Array<{ fullText: string }>> =>
    (await s.agent.get(`/api/vaults/${s.vaultId}/stories`).expect(200)).body;
  const activities = async (s: Senior): Promise<string[]> =>
    (await s.agent.get(`/api/vaults/${s.vaultId}/activities`).expect(200)).body.map(
      (a: { description: string }) => a.description,
    );
  const inboundOutcome = async (inboundId: string) => (await t.app.get(ManageInbound).find(inboundId))?.outcome ?? null;

  it('asks her by email in the question’s thread, tells the owner, and does nothing on opening the link', async () => {
    const rose = await senior('Rose', 'rose@example.com');
    const result = await reply(rose, UNCLEAR);
    expect(result).toMatchObject({ outcome: 'asked', vaultId: rose.vaultId });

    const { mail, links, token } = await choiceMail(rose);
    expect(links.map((l) => l[2])).toEqual(['command', 'story']);
    expect(new Set(links.map((l) => l[1])).size).toBe(1);
    expect(mail.inReplyTo).toBe(rose.question.messageId);
    expect(mail.references).toContain(rose.question.messageId);
    expect(mail.replyTo!.value[0].address).toBe(rose.question.replyTo!.value[0].address);
    expect(mail.text).toContain(UNCLEAR);
    expect(mail.text).toMatch(/Pause my questions until \d+ \w+/);
    expect(mail.text).toContain('Keep my message as a story');

    const owner = await smtp.waitFor((m) => m.subject === 'We asked Rose what a reply meant');
    expect(JSON.stringify(owner.to)).toContain(rose.ownerEmail);
    expect((await activities(rose)).join('\n')).toContain(`Rose replied “${UNCLEAR}”`);
    expect((await t.app.get(ManageInbound).list({ outcome: 'asked' })).map((r) => r.id)).toContain(result.inboundId);

    // Mail scanners open links: reading the choice twice decides nothing.
    for (let i = 0; i < 2; i++) {
      const opened = await request(t.server).get(`/api/choice/${token}`).expect(200);
      expect(opened.body).toMatchObject({ language: 'en', replyText: UNCLEAR, decision: null, decidedBy: null });
      expect(opened.headers['cache-control']).toBe('no-store');
    }
    expect(await stories(rose)).toHaveLength(0);
    expect(await view(rose)).toMatchObject({ pausedUntil: null, pauseKind: null });
    expect(await inboundOutcome(result.inboundId)).toBe('asked');
  });

  it('does what she meant when she chooses the command, and refuses a second choice kindly', async () => {
    const greta = await senior('Greta', 'greta@example.com');
    const result = await reply(greta, UNCLEAR);
    const { token } = await choiceMail(greta);

    const chosen = await request(t.server).post(`/api/choice/${token}`).send({ choice: 'command' }).expect(200);
    const body = chosen.body as ReplyChoiceView;
    expect(body).toMatchObject({ decision: 'command', decidedBy: 'senior' });
    expect(body.words.doneCommand).toMatch(/^Thank you\. It is done: Pause my questions until/);
    expect(await view(greta)).toMatchObject({ pauseKind: 'pause' });
    await smtp.waitFor(() => mailsTo(greta.email).some((m) => m.subject?.startsWith('Questions paused until')));
    expect(await inboundOutcome(result.inboundId)).toBe('command');
    expect(await stories(greta)).toHaveLength(0);

    for (const choice of ['story', 'command']) {
      const again = await request(t.server).post(`/api/choice/${token}`).send({ choice }).expect(409);
      expect(again.body).toMatchObject({ code: 'CHOICE_ALREADY_MADE' });
      expect(again.body.message).toMatch(/^You have already chosen: Pause my questions until .+\. There is nothing/);
    }
    expect(await stories(greta)).toHaveLength(0);
    const reopened = await request(t.server).get(`/api/choice/${token}`).expect(200);
    expect(reopened.body).toMatchObject({ decision: 'command', decidedBy: 'senior' });
  });

  it('keeps her message as a story when she chooses so', async () => {
    const lucia = await senior('Lucía', 'lucia@example.com');
    const result = await reply(lucia, UNCLEAR);
    const { token } = await choiceMail(lucia);

    const chosen = await request(t.server).post(`/api/choice/${token}`).send({ choice: 'story' }).expect(200);
    expect(chosen.body).toMatchObject({ decision: 'story', decidedBy: 'senior' });
    await expect(stories(lucia)).resolves.toEqual([expect.objectContaining({ fullText: UNCLEAR })]);
    expect(await inboundOutcome(result.inboundId)).toBe('story');
    expect(await view(lucia)).toMatchObject({ pausedUntil: null, pauseKind: null });
    await request(t.server).post(`/api/choice/${token}`).send({ choice: 'story' }).expect(409);
    expect(await stories(lucia)).toHaveLength(1);
  });

  it('answers a bad link with the answer pages’ plain 404, and a bad choice with 400', async () => {
    for (const bad of ['nonsense', 'A'.repeat(32), '%20']) {
      const got = await request(t.server).get(`/api/choice/${bad}`).expect(404);
      expect(got.body).toMatchObject({ code: 'INVALID_LINK', message: INVALID_LINK });
      const posted = await request(t.server).post(`/api/choice/${bad}`).send({ choice: 'story' }).expect(404);
      expect(posted.body).toMatchObject({ code: 'INVALID_LINK', message: INVALID_LINK });
    }
    const mira = await senior('Mira', 'mira@example.com');
    await reply(mira, UNCLEAR);
    const { token } = await choiceMail(mira);
    for (const body of [{ choice: 'both' }, {}, { choice: 'story', extra: 1 }])
      await request(t.server).post(`/api/choice/${token}`).send(body).expect(400);
    const opened = await request(t.server).get(`/api/choice/${token}`).expect(200);
    expect(opened.body).toMatchObject({ decision: null });
  });

  it('keeps an unanswered message as a story after 7 days', async () => {
    const ria = await senior('Ria', 'ria@example.com');
    const result = await reply(ria, UNCLEAR);
    const { token } = await choiceMail(ria);
    const keep = () => t.app.get(DecideReplyChoice).keepUnanswered();

    clock.advance(6 * DAY);
    await keep();
    expect(await stories(ria)).toHaveLength(0);
    expect(await inboundOutcome(result.inboundId)).toBe('asked');

    clock.advance(DAY + 60 * 1000);
    expect(await keep()).toBeGreaterThanOrEqual(1);
    await expect(stories(ria)).resolves.toEqual([expect.objectContaining({ fullText: UNCLEAR })]);
    expect(await inboundOutcome(result.inboundId)).toBe('story');
    const opened = await request(t.server).get(`/api/choice/${token}`).expect(200);
    expect(opened.body).toMatchObject({ decision: 'story', decidedBy: 'timeout' });
    const late = await request(t.server).post(`/api/choice/${token}`).send({ choice: 'command' }).expect(409);
    expect(late.body.message).toBe('Your message was kept as a story for your family. There is nothing more to do.');
    expect(await view(ria)).toMatchObject({ pausedUntil: null, pauseKind: null });
    expect(await keep()).toBe(0);
    expect(await stories(ria)).toHaveLength(1);
  });
});

/** The worker's hourly round keeps an unanswered reply as a story, with no one calling it. */
describe('the 7-day round in a worker process', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-04-06T09:00:00Z'));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ clock, worker: true, env: { SMTP_URL: smtp.url, INBOUND_ADDRESS: INBOUND, PUBLIC_URL } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('files the story once the week has passed', async () => {
    const { agent } = await signedInOwner(t.server, { name: 'Ann Smith' });
    const vault = await setUpVault(agent, { seniorName: 'Rose', seniorEmail: 'rose@example.com' });
    clock.advance(3 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const question = await smtp.waitFor((m) => m.subject?.startsWith('A question from Ann') ?? false);
    const raw = await buildEmail({
      from: 'Rose <rose@example.com>',
      to: question.replyTo!.value[0].address!,
      inReplyTo: question.messageId,
      text: UNCLEAR,
    });
    expect(await t.app.get(IngestInboundMessage).execute(raw, { source: 'cli' })).toMatchObject({ outcome: 'asked' });

    clock.advance(7 * DAY + 2 * 60 * 60 * 1000);
    const deadline = Date.now() + 30_000;
    let stories: Array<{ fullText: string }> = [];
    while (!stories.length && Date.now() < deadline) {
      stories = (await agent.get(`/api/vaults/${vault.id}/stories`).expect(200)).body;
      if (!stories.length) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(stories).toEqual([expect.objectContaining({ fullText: UNCLEAR })]);
  });
});
