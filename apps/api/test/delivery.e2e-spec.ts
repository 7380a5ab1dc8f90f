import { ManualClock } from '@storyvault/api/shared/time/clock';
import { DispatchDeliveries, ResponseTokens } from '@storyvault/api/modules/delivery/delivery.public';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { linksIn, signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DataSource } from 'typeorm';

const DAY = 24 * 60 * 60 * 1000;

/** The HTML part's links, by their visible text (a line-break opportunity, <wbr>, is not text). */
function anchorsIn(html: string | false): Map<string, string> {
  const anchors = new Map<string, string>();
  for (const [, href, label] of (html || '')
    .replace(/<wbr>/g, '')
    .matchAll(/<a\s[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g))
    anchors.set(label.trim(), href.replace(/&amp;/g, '&'));
  return anchors;
}

/**
 * The core loop with time travel, on the whole app: real PostgreSQL, the real SMTP adapter
 * talking to a real SMTP server, every email parsed back with mailparser.
 */
describe('delivery over time (real SMTP, manual clock)', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-03-02T09:00:00Z'));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({
      clock,
      env: {
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'http://stories.example.com',
        INBOUND_ADDRESS: 'stories@inbound.example.com',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const tick = () => t.app.get(DispatchDeliveries).execute();
  const to = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? m.to.text : '');

  it('intro at setup, question 3 days later, one follow-up 4 days after, never a second', async () => {
    const { agent, email: ownerEmail } = await signedInOwner(t.server, { name: 'Ann Smith' });
    const vault = (
      await agent
        .post('/api/vaults')
        .send({
          seniorName: 'Rose Smith',
          seniorEmail: 'rose@example.com',
          seniorPhone: '',
          deliveryMethod: 'email',
          frequency: 2,
          sendIntroEmail: true,
          isSetupComplete: true,
        })
        .expect(201)
    ).body;
    const firstQuestion = (await agent.get(`/api/vaults/${vault.id}/questions`)).body[0];
    const toRose = () => smtp.messages.filter((m) => to(m) === 'rose@example.com');

    await tick();
    expect(toRose().map((m) => [to(m), m.subject])).toEqual([
      ['rose@example.com', 'Ann Smith would love to hear your stories'],
    ]);
    const intro = toRose()[0];
    expect(intro.text).toContain('Dear Rose,');
    expect(intro.html).toBeTruthy();

    clock.advance(3 * DAY);
    await tick();
    expect(toRose()).toHaveLength(2);
    const question = toRose()[1];
    // The owner hears that the first question went out, once.
    const toAnn = () => smtp.messages.filter((m) => to(m) === ownerEmail);
    expect(toAnn().map((m) => m.subject)).toEqual(['The first question was sent to Rose Smith']);
    expect(toAnn()[0].text).toContain(firstQuestion.question.text);
    expect(toAnn()[0].text).toContain(`Write to ${t.config.SUPPORT_EMAIL}`);
    expect(to(question)).toBe('rose@example.com');
    expect(question.subject).toBe(`A question from Ann: ${firstQuestion.question.text}`);
    expect(question.text).toContain(firstQuestion.question.text);
    expect(question.text).toContain('just reply to this email');
    expect(question.html).toContain(firstQuestion.question.text.replace(/'/g, '&#39;'));
    expect(question.headers.get('auto-submitted')).toBeUndefined();

    // The links and the Reply-To carry one token, which resolves to this very delivery.
    const [record, write] = ['record', 'write'].map((kind) =>
      linksIn(question.text).find((l) => l.includes(`/respond/${kind}?token=`))!,
    );
    const token = new URL(write).searchParams.get('token')!;
    expect(new URL(record).searchParams.get('token')).toBe(token);
    expect(record.startsWith('http://stories.example.com/respond/record?token=')).toBe(true);
    expect(question.replyTo?.value[0].address).toBe(`stories+${token}@inbound.example.com`);
    const delivery = await t.app.get(ResponseTokens).resolve(token);
    expect(delivery).toMatchObject({
      kind: 'question',
      vaultId: vault.id,
      questionId: firstQuestion.questionId,
      state: 'sent',
    });
    expect(question.messageId).toBe(delivery!.messageId);

    // The HTML part's two buttons carry that token too, and it opens this question's answer pages.
    const buttons = anchorsIn(question.html);
    expect(buttons.get('Record my answer')).toBe(`http://stories.example.com/respond/record?token=${token}`);
    expect(buttons.get('Write my answer')).toBe(`http://stories.example.com/respond/write?token=${token}`);
    for (const href of [buttons.get('Record my answer')!, buttons.get('Write my answer')!]) {
      const buttonToken = new URL(href).searchParams.get('token')!;
      expect((await t.app.get(ResponseTokens).resolve(buttonToken))?.id).toBe(delivery!.id);
      const page = await request(t.server).get('/api/respond/question').query({ token: buttonToken }).expect(200);
      expect(page.body).toEqual({
        question: firstQuestion.question.text,
        seniorFirstName: 'Rose',
        ownerFirstName: 'Ann',
        language: 'en',
        answeredAt: null,
      });
    }
    const [row] = await t.app
      .get(DataSource)
      .query('SELECT token_hash, token_sealed FROM deliveries WHERE id = $1', [delivery!.id]);
    expect(JSON.stringify(row)).not.toContain(token);

    // The dashboard moved on: the question left the queue, next one a week later (trial).
    const queue = (await agent.get(`/api/vaults/${vault.id}/questions`)).body;
    expect(queue).toHaveLength(19);
    const updated = (await agent.get('/api/vaults')).body[0];
    expect(updated.nextQuestionAt).toBe(new Date(clock.now().getTime() + 7 * DAY).toISOString());
    // The library hides an asked question as it hides the queued ones.
    expect(updated.askedQuestionIds).toEqual([firstQuestion.questionId]);
    const activities = (await agent.get(`/api/vaults/${vault.id}/activities`)).body;
    expect(activities[0]).toMatchObject({ type: 'question_sent' });

    clock.advance(4 * DAY);
    await tick();
    expect(toRose()).toHaveLength(3);
    const followUp = toRose()[2];
    expect(followUp.subject).toBe(`Re: ${question.subject}`);
    expect(followUp.inReplyTo).toBe(question.messageId);
    expect(followUp.replyTo?.value[0].address).toBe(`stories+${token}@inbound.example.com`);
    expect(followUp.text).toContain(write);
    // Both carry the reply words' line, under the buttons.
    for (const mail of [question, followUp])
      expect(mail.text).toMatch(
        /Write my answer:\n\S+\n\nGoing away\? Reply PAUSE\. Rather talk about something else\? Reply SKIP\.\n/,
      );
    const followUpButtons = anchorsIn(followUp.html);
    expect(followUpButtons.get('Record my answer')).toBe(buttons.get('Record my answer'));
    expect(followUpButtons.get('Write my answer')).toBe(buttons.get('Write my answer'));

    // Every email to the senior says where to write for help, in both parts.
    const help = t.config.SUPPORT_EMAIL;
    for (const mail of [intro, question, followUp]) {
      // From the owner by name, at the installation's address.
      expect(mail.from?.value).toEqual([{ name: 'Ann Smith via StoryVault', address: 'stories@localhost' }]);
      expect(mail.text).toContain(`Write to ${help} and a person will help you.`);
      expect(anchorsIn(mail.html).get(help)).toBe(`mailto:${help}`);
    }

    clock.advance(2 * DAY);
    await tick();
    expect(toRose()).toHaveLength(3);
    clock.advance(2 * DAY);
    await tick();
    // Day 3 + 7: the next question, not a second follow-up of the first.
    expect(
      toRose()
        .slice(3)
        .map((m) => m.subject),
    ).toEqual([`A question from Ann: ${queue[0].question.text}`]);
    expect(toAnn()).toHaveLength(1);
  });

  it('marks nothing sent while the SMTP server refuses, and sends once it accepts', async () => {
    const { agent } = await signedInOwner(t.server, { name: 'Bo Brown' });
    await agent
      .post('/api/vaults')
      .send({
        seniorName: 'Vera',
        seniorEmail: 'vera@example.com',
        seniorPhone: '',
        deliveryMethod: 'email',
        frequency: 1,
        sendIntroEmail: false,
        isSetupComplete: true,
      })
      .expect(201);
    clock.advance(3 * DAY);
    const before = smtp.messages.length;
    smtp.failNext(1);
    const failed = await tick();
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    const [row] = await t.app
      .get(DataSource)
      .query(`SELECT state, attempts, last_error FROM deliveries WHERE recipient = 'vera@example.com'`);
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(row.last_error).toContain('Try again later');
    clock.advance(60_000);
    await tick();
    const vera = smtp.messages.slice(before).filter((m) => to(m) === 'vera@example.com');
    expect(vera).toHaveLength(1);
  });
});
