import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { nextSendAtOnResume } from '@storyvault/api/modules/vault/vault.public';
import { TestApp } from '@storyvault/api-testing';
import { buildEmail, signedInOwner, SmtpTestServer } from '@storyvault/testing';
import type { VaultView } from '@storyvault/contracts';
import { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MailboxHarness, startMailboxHarness } from './mailbox-harness';

const DAY = 24 * 60 * 60 * 1000;
const INVALID_LINK = 'Invalid link. Please check your email or SMS for the correct link.';
type Agent = Awaited<ReturnType<typeof signedInOwner>>['agent'];

interface Senior {
  /** The vault's owner, signed in. */
  agent: Agent;
  ownerEmail: string;
  name: string;
  email: string;
  vaultId: string;
  question: ParsedMail;
  replyTo: string;
  token: string;
}

/**
 * The senior's reply words (SKIP, PAUSE, RESUME, STOP) and the "Send me a different question"
 * link, on a real SMTP server and a real Dovecot mailbox read by the IMAP poller.
 */
describe('the senior skips, pauses and resumes questions', () => {
  let harness: MailboxHarness;
  let smtp: SmtpTestServer;
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-04-06T09:00:00Z'));

  beforeAll(async () => {
    harness = await startMailboxHarness(clock);
    ({ smtp, t } = harness);
  });
  afterAll(() => harness?.close());

  const mailsTo = (email: string) => harness.mailsTo(email);
  const questionsTo = (email: string) => mailsTo(email).filter((m) => m.subject?.startsWith('A question from Ann'));
  const dispatch = () => t.app.get(DispatchDeliveries).execute();

  /** Vaults whose first question went out, one per senior. */
  async function seniors(...people: Array<[string, string]>): Promise<Senior[]> {
    const ids: string[] = [];
    const agents: Agent[] = [];
    const ownerEmails: string[] = [];
    for (const [name, email] of people) {
      const { agent, email: ownerEmail } = await signedInOwner(t.server, { name: 'Ann Smith' });
      agents.push(agent);
      ownerEmails.push(ownerEmail);
      const body = { seniorName: name, seniorEmail: email, seniorPhone: '', deliveryMethod: 'email', frequency: 1 };
      const res = await agent
        .post('/api/vaults')
        .send({ ...body, sendIntroEmail: false, isSetupComplete: true })
        .expect(201);
      ids.push(res.body.id);
    }
    clock.advance(3 * DAY);
    await dispatch();
    return people.map(([name, email], i) => {
      const question = questionsTo(email).at(-1)!;
      const token = /\/respond\/skip\?token=(\S+)/.exec(question.text!)![1];
      return {
        agent: agents[i],
        ownerEmail: ownerEmails[i],
        name,
        email,
        vaultId: ids[i],
        question,
        replyTo: question.replyTo!.value[0].address!,
        token,
      };
    });
  }

  /** Replies to each senior's question by its token, from the senior unless another From is given. */
  async function replies(...items: Array<[Senior, string, string?]>) {
    return harness.deliver(
      await Promise.all(
        items.map(([s, text, from]) =>
          buildEmail({
            from: from ?? `${s.name} <${s.email}>`,
            to: s.replyTo,
            inReplyTo: s.question.messageId,
            text,
          }),
        ),
      ),
    );
  }

  const view = async (s: Senior): Promise<VaultView> =>
    ((await s.agent.get('/api/vaults').expect(200)).body as VaultView[]).find((v) => v.id === s.vaultId)!;
  const activities = async (s: Senior): Promise<string[]> =>
    (await s.agent.get(`/api/vaults/${s.vaultId}/activities`).expect(200)).body.map(
      (a: { description: string }) => a.description,
    );

  it('acts on SKIP, PAUSE and RESUME replies in five languages, with a greeting and a sign-off around them', async () => {
    const people = await seniors(
      ['Rose', 'rose@example.com'],
      ['Greta', 'greta@example.de'],
      ['Lucía', 'lucia@example.es'],
      ['Mireille', 'mireille@example.fr'],
      ['Ria', 'ria@example.nl'],
    );
    const [en, de, es, fr, nl] = people;
    const firstSubjects = people.map((s) => s.question.subject);

    const skipped = await replies(
      [en, 'Hi Ann,\n\nSKIP\n\nLove, Mom'],
      [de, 'Hallo Anna,\n\nAndere Frage bitte\n\nLiebe Grüße\nOma'],
      [es, 'Otra pregunta, por favor.'],
      [fr, 'Bonjour,\nUne autre question s’il vous plaît\nBisous'],
      [nl, 'Overslaan'],
    );
    expect(skipped).toMatchObject({ fetched: 5, command: 5 });
    for (const [i, s] of people.entries()) {
      await smtp.waitFor(() => questionsTo(s.email).length === 2);
      expect(questionsTo(s.email)[1].subject).not.toBe(firstSubjects[i]);
      expect(await activities(s)).toContain(`${s.name} asked for a different question`);
    }

    const paused = await replies(
      [en, 'Pause 4 weeks'],
      [de, 'Pause bis Dezember\n\nGreta'],
      [es, 'Hola,\npausa de 3 semanas'],
      [fr, 'Pause jusqu’au 3 décembre, merci'],
      [nl, 'pauze tot 1 december'],
    );
    expect(paused).toMatchObject({ fetched: 5, command: 5 });
    const now = clock.now().getTime();
    const expected = [
      new Date(now + 28 * DAY),
      new Date('2026-12-01T00:00:00Z'),
      new Date(now + 21 * DAY),
      new Date('2026-12-03T00:00:00Z'),
      new Date('2026-12-01T00:00:00Z'),
    ];
    // Each confirmed in the language she wrote her reply word in.
    const pausedSubjects = [
      'Questions paused until',
      'Fragen pausiert bis',
      'Preguntas en pausa hasta',
      'Questions en pause jusqu’au',
      'Vragen gepauzeerd tot',
    ];
    for (const [i, s] of people.entries()) {
      expect(await view(s)).toMatchObject({ pausedUntil: expected[i].toISOString(), pauseKind: 'pause' });
      await smtp.waitFor(() => mailsTo(s.email).some((m) => m.subject?.startsWith(pausedSubjects[i])));
      expect((await activities(s)).join('\n')).toMatch(new RegExp(`${s.name} paused questions until \\d+ \\w+`));
    }
    const frenchPause = mailsTo(fr.email).find((m) => m.subject === 'Questions en pause jusqu’au 3 décembre');
    expect(frenchPause?.text).toContain('Nous ne t’enverrons pas de questions jusqu’au 3 décembre.');
    // From the owner by name, as the question it answers.
    expect(frenchPause?.from?.value).toEqual([{ name: 'Ann Smith via StoryVault', address: 'stories@localhost' }]);

    const resumed = await replies(
      [en, 'RESUME'],
      [de, 'Fortsetzen'],
      [es, 'Reanudar'],
      [fr, 'Reprendre'],
      [nl, 'Hervatten\n\nGroetjes'],
    );
    expect(resumed).toMatchObject({ fetched: 5, command: 5 });
    const resumedSubjects = [
      'Your questions will come again',
      'Deine Fragen kommen wieder',
      'Tus preguntas volverán a llegar',
      'Tes questions vont revenir',
      'Je vragen komen weer',
    ];
    for (const [i, s] of people.entries()) {
      expect(await view(s)).toMatchObject({ pausedUntil: null, pauseKind: null });
      expect(await activities(s)).toContain(`${s.name} resumed questions`);
      await smtp.waitFor(() => mailsTo(s.email).some((m) => m.subject === resumedSubjects[i]));
    }
  });

  it('keeps a story that contains the word "skip" as a story', async () => {
    const [rose] = await seniors(['Rosalind', 'rosalind@example.com']);
    const polled = await replies([rose, 'We used to skip stones at the lake.\nSkip\n\nLove, Mom']);
    expect(polled).toMatchObject({ fetched: 1, story: 1 });
    expect(polled.command).toBeUndefined();
    const stories = (await rose.agent.get(`/api/vaults/${rose.vaultId}/stories`).expect(200)).body;
    expect(stories[0].fullText).toContain('We used to skip stones at the lake.');
    expect(await activities(rose)).not.toContain('Rosalind asked for a different question');
    expect(questionsTo(rose.email)).toHaveLength(1);
  });

  it('acts on a command in her own words, with a reason on the same line, and asks her about an unclear one instead of keeping it as a story', async () => {
    const [rita, olga, nora] = await seniors(
      ['Rita', 'rita@example.com'],
      ['Olga', 'olga@example.com'],
      ['Nora', 'nora@example.com'],
    );
    const polled = await replies(
      [rita, "Hi Ann, please pause for two weeks, I'm having my hip done. Mom"],
      [olga, 'Stop sending me these please'],
      [nora, 'not now'],
    );
    expect(polled).toMatchObject({ fetched: 3, command: 2, asked: 1 });
    expect(await view(rita)).toMatchObject({
      pausedUntil: new Date(clock.now().getTime() + 14 * DAY).toISOString(),
      pauseKind: 'pause',
    });
    expect(await view(olga)).toMatchObject({ pausedUntil: null, pauseKind: 'stop' });
    expect(await view(nora)).toMatchObject({ pausedUntil: null, pauseKind: null });
    // Neither filed nor acted on: she is asked which she meant.
    expect((await nora.agent.get(`/api/vaults/${nora.vaultId}/stories`).expect(200)).body).toEqual([]);
  });

  it('sends a different question once from the skip page, puts the question at the end of the queue, and says so on a second click', async () => {
    const [walter] = await seniors(['Walter', 'walter@example.com']);
    const skipped = walter.question.subject;
    const first = await request(t.server).post('/api/respond/skip').send({ token: walter.token }).expect(200);
    expect(first.body).toEqual({
      outcome: 'skipped',
      nextQuestionSent: true,
      message: 'Done. A different question is on its way to your inbox.',
    });
    await smtp.waitFor(() => questionsTo(walter.email).length === 2);
    expect(questionsTo(walter.email)[1].subject).not.toBe(skipped);
    const queue = (await walter.agent.get(`/api/vaults/${walter.vaultId}/questions`).expect(200)).body;
    expect(`A question from Ann: ${queue.at(-1).question.text}`).toBe(skipped);

    const again = await request(t.server).post('/api/respond/skip').send({ token: walter.token }).expect(200);
    expect(again.body).toMatchObject({ outcome: 'already_skipped', nextQuestionSent: false });
    expect(again.body.message).toContain('You already asked for a different question');
    await dispatch();
    expect(questionsTo(walter.email)).toHaveLength(2);
    expect((await activities(walter)).filter((a) => a === 'Walter asked for a different question')).toHaveLength(1);

    for (const token of [undefined, 'nonsense', 'x'.repeat(43)]) {
      const res = await request(t.server).post('/api/respond/skip').send({ token });
      expect({ status: res.status, code: res.body.code, message: res.body.message }).toEqual({
        status: 404,
        code: 'INVALID_LINK',
        message: INVALID_LINK,
      });
    }
    clock.advance(91 * DAY);
    const expired = await request(t.server).post('/api/respond/skip').send({ token: walter.token });
    expect({ status: expired.status, code: expired.body.code }).toEqual({ status: 410, code: 'LINK_EXPIRED' });
  });

  it('sends nothing during a pause, not even a reminder, and the next question on the resume date', async () => {
    const [iris] = await seniors(['Iris', 'iris@example.com']);
    expect(await replies([iris, 'pause 3 weeks'])).toMatchObject({ command: 1 });
    const resumeAt = clock.now().getTime() + 21 * DAY;
    const pausedAt = clock.now().getTime();
    for (const day of [4, 8, 15, 20]) {
      clock.set(new Date(pausedAt + day * DAY));
      await dispatch();
      expect(questionsTo(iris.email)).toHaveLength(1);
      expect(mailsTo(iris.email).filter((m) => m.subject?.startsWith('Re: A question'))).toHaveLength(0);
    }
    clock.set(new Date(resumeAt + 60_000));
    await dispatch();
    await dispatch();
    expect(questionsTo(iris.email)).toHaveLength(2);
    const after = await view(iris);
    expect(after).toMatchObject({ pausedUntil: null, pauseKind: null });
    expect(new Date(after.nextQuestionAt!).getTime()).toBe(resumeAt + 7 * DAY);
  });

  it('holds the questions after STOP until the owner resumes them from the dashboard', async () => {
    const [frank] = await seniors(['Frank', 'frank@example.com']);
    expect(await replies([frank, 'STOP'])).toMatchObject({ command: 1 });
    expect(await view(frank)).toMatchObject({ pausedUntil: null, pauseKind: 'stop' });
    await smtp.waitFor(() => mailsTo(frank.email).some((m) => m.subject === 'No more questions for now'));
    expect(await activities(frank)).toContain('Frank stopped the questions until you resume them');
    clock.advance(30 * DAY);
    await dispatch();
    expect(questionsTo(frank.email)).toHaveLength(1);

    await frank.agent.post(`/api/vaults/${frank.vaultId}/resume`).expect(200, { ok: true });
    expect(await view(frank)).toMatchObject({ pausedUntil: null, pauseKind: null });
    expect(await activities(frank)).toContain('Ann Smith resumed questions');
    // The next question goes at 9:00 in the senior's morning (this vault's time zone is UTC).
    const morning = nextSendAtOnResume(clock.now(), 'UTC');
    if (morning > clock.now()) {
      await dispatch();
      expect(questionsTo(frank.email)).toHaveLength(1);
      clock.advance(morning.getTime() - clock.now().getTime());
    }
    await dispatch();
    expect(questionsTo(frank.email)).toHaveLength(2);
    await frank.agent.post(`/api/vaults/${frank.vaultId}/resume`).expect(200);
    expect((await activities(frank)).filter((a) => a === 'Ann Smith resumed questions')).toHaveLength(1);
  });

  it('acts on no command by token from another address: the owner is asked, by email and in their feed alone', async () => {
    const [hilde] = await seniors(['Hilde', 'hilde@example.com']);
    const viewer = await signedInOwner(t.server, { name: 'Victor Viewer' });
    await t.app
      .get(DataSource)
      .query(
        `INSERT INTO vault_members (vault_id, user_id, role) SELECT $1, id, 'viewer' FROM users WHERE email = $2`,
        [hilde.vaultId, viewer.email],
      );
    const asked = (subject: string) => mailsTo(hilde.ownerEmail).filter((m) => m.subject === subject);

    const held = await replies([hilde, 'STOP', 'Victor <victor@example.net>']);
    expect(held).toMatchObject({ fetched: 1, held: 1 });
    expect(held.command).toBeUndefined();
    expect(await view(hilde)).toMatchObject({ pausedUntil: null, pauseKind: null });
    await smtp.waitFor(() => asked("A reply asked to stop Hilde's questions").length === 1);
    const [mail] = asked("A reply asked to stop Hilde's questions");
    expect(mail.text).toContain('victor@example.net');
    expect(mail.text).toContain('We have not stopped them');
    expect(mail.text).toContain('hilde@example.com');
    expect(mail.text).toContain('http://stories.example.com/dashboard');
    expect(mail.text).not.toMatch(/token=|stories\+/);
    const line = "A reply from victor@example.net asked to stop Hilde's questions; it was not done";
    expect(await activities(hilde)).toContain(line);
    const viewersFeed = (await viewer.agent.get(`/api/vaults/${hilde.vaultId}/activities`).expect(200)).body.map(
      (a: { description: string }) => a.description,
    );
    expect(viewersFeed).not.toContain(line);

    // A SKIP from elsewhere sends no different question either.
    expect(await replies([hilde, 'Skip', 'victor@example.net'])).toMatchObject({ held: 1 });
    await smtp.waitFor(() => asked("A reply asked to skip Hilde's question").length === 1);
    expect(questionsTo(hilde.email)).toHaveLength(1);
    expect(mailsTo(hilde.email).filter((m) => m.subject === 'No more questions for now')).toHaveLength(0);

    // From her own address, whatever its case, the STOP is done.
    expect(await replies([hilde, 'STOP', 'Hilde <HILDE@Example.COM>'])).toMatchObject({ command: 1 });
    expect(await view(hilde)).toMatchObject({ pauseKind: 'stop' });
  });
});
