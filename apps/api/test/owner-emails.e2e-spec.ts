import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { linksIn, setUpVault, signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { ParsedMail } from 'mailparser';
import request from 'supertest';

type Agent = ReturnType<typeof request.agent>;
const DAY = 24 * 60 * 60 * 1000;
const PUBLIC_URL = 'http://stories.test';

/**
 * The owner's emails about the family, on the whole app (real PostgreSQL and SMTP): someone
 * joined, commented or suggested a question, each as the owner chose; never about the owner's own doing.
 */
describe('emails to the owner when someone joins, comments or suggests (real SMTP)', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-03-02T09:00:00Z'));
  let ann: Agent;
  let vaultId: string;
  let storyId: string;

  const to = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? m.to.text : '');
  // The family's doings, not the new-story emails Ann also gets.
  const toAnn = () => smtp.messages.filter((m) => to(m) === 'ann@example.com' && !!m.subject?.startsWith('Emma Jones'));
  const settings = () => `/api/vaults/${vaultId}/notifications`;
  const choose = () => `/api/vaults/${vaultId}/notifications/owner-emails`;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL } });
    ({ agent: ann } = await signedInOwner(t.server, { name: 'Ann Smith', email: 'ann@example.com' }));
    ({ id: vaultId } = await setUpVault(ann, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' }));
    // Rose's first question and her answer: the story the family comments on.
    clock.advance(3 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const question = await smtp.waitFor((m) => to(m) === 'rose@example.com' && !!m.subject?.startsWith('A question'));
    const write = linksIn(question.text).find((l) => l.includes('/respond/write?token='))!;
    const token = new URL(write).searchParams.get('token')!;
    await request(t.server)
      .post('/api/respond/text')
      .send({ token, text: 'We spent every summer at the lake house.' })
      .expect(201);
    storyId = (await ann.get(`/api/vaults/${vaultId}/stories`).expect(200)).body[0].id;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('are chosen by the owner alone: on for joins and suggestions, off for comments, until changed', async () => {
    expect((await ann.get(settings()).expect(200)).body).toEqual({
      notify: 'each',
      ownerEmails: { joins: true, comments: false, suggestions: true },
    });
    const bad = await ann.put(choose()).send({ joins: 'yes' }).expect(400);
    expect(JSON.stringify(bad.body.message)).toContain('joins must be true or false');
  });

  it('tell the owner of each join, suggestion and (once chosen) comment, with the words and a link', async () => {
    // Emma is invited, opens her link and joins with a new account.
    await ann
      .post(`/api/vaults/${vaultId}/members`)
      .send({ name: 'Emma', email: 'emma@example.com', role: 'contributor' })
      .expect(201);
    const invitation = await smtp.waitFor((m) => to(m) === 'emma@example.com');
    const joinLink = linksIn(invitation.text).find((l) => l.startsWith(`${PUBLIC_URL}/join?token=`))!;
    const emma = request.agent(t.server);
    await emma
      .post(`/api/invitations/${new URL(joinLink).searchParams.get('token')}/accept`)
      .send({ name: 'Emma Jones', password: 'Str0ng!pass' })
      .expect(200);
    const joined = await smtp.waitFor((m) => to(m) === 'ann@example.com' && !!m.subject?.includes('joined'));
    expect(joined.subject).toBe("Emma Jones joined Rose Smith's Story Collection");
    expect(linksIn(joined.text)).toContain(`${PUBLIC_URL}/dashboard?vault=${vaultId}`);

    // A member may not choose the owner's emails.
    const refused = await emma.put(choose()).send({ comments: true }).expect(403);
    expect(refused.body.code).toBe('VAULT_FORBIDDEN');
    expect((await emma.get(settings()).expect(200)).body).toEqual({ notify: 'each' });

    // Comments are off by default: nothing. Then Ann turns them on (the rest stays as it was).
    const comments = `/api/vaults/${vaultId}/stories/${storyId}/comments`;
    await emma.post(comments).send({ text: 'I never knew about the lake house!' }).expect(201);
    const chosen = await ann.put(choose()).send({ comments: true }).expect(200);
    expect(chosen.body).toEqual({ notify: 'each', ownerEmails: { joins: true, comments: true, suggestions: true } });
    await emma.post(comments).send({ text: 'Did you swim there every day?' }).expect(201);
    // Her own comment and her own suggestion tell Ann nothing.
    await ann.post(comments).send({ text: 'Every single day.' }).expect(201);
    await ann.post(`/api/vaults/${vaultId}/suggestions`).send({ text: 'Who built the boat?' }).expect(201);
    await emma.post(`/api/vaults/${vaultId}/suggestions`).send({ text: 'What did you cook at the lake?' }).expect(201);
    const suggested = await smtp.waitFor((m) => to(m) === 'ann@example.com' && !!m.subject?.includes('suggested'));
    expect(suggested.subject).toBe('Emma Jones suggested a question for Rose Smith');
    expect(suggested.text).toContain('What did you cook at the lake?');

    // Suggestions off: the next one goes unmentioned; the comment after it is told.
    await ann.put(choose()).send({ suggestions: false }).expect(200);
    await emma.post(`/api/vaults/${vaultId}/suggestions`).send({ text: 'Where did you sleep?' }).expect(201);
    await emma.post(comments).send({ text: 'Last one from me.' }).expect(201);
    await smtp.waitFor((m) => to(m) === 'ann@example.com' && !!m.text?.includes('Last one from me.'));

    const commented = toAnn().find((m) => m.text?.includes('Did you swim there every day?'))!;
    expect(commented.subject).toMatch(/^Emma Jones commented on \S/);
    expect(commented.text).toContain("Emma Jones commented on Rose Smith's story");
    expect(linksIn(commented.text)).toContain(`${PUBLIC_URL}/dashboard?vault=${vaultId}&story=${storyId}`);
    expect(toAnn().map((m) => m.subject?.split(' ').slice(0, 3).join(' '))).toEqual([
      'Emma Jones joined',
      'Emma Jones commented',
      'Emma Jones suggested',
      'Emma Jones commented',
    ]);
    expect(toAnn().some((m) => m.text?.includes('I never knew about the lake house!'))).toBe(false);
    expect(toAnn().some((m) => m.text?.includes('Where did you sleep?'))).toBe(false);
  });
});
