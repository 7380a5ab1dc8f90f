import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { TestApp } from '@storyvault/api-testing';
import { buildEmail, signedInOwner, SmtpTestServer } from '@storyvault/testing';
import type { VaultView } from '@storyvault/contracts';
import { ParsedMail } from 'mailparser';
import { DataSource } from 'typeorm';
import { INBOUND, MailboxHarness, startMailboxHarness } from './mailbox-harness';

const DAY = 24 * 60 * 60 * 1000;
type Agent = Awaited<ReturnType<typeof signedInOwner>>['agent'];

/**
 * Replies to our replies: the senior's confirmations carry the question's tokened Reply-To, so
 * RESUME answered to one works even when no question is open, and the owner hears of her PAUSE
 * or STOP. On a real SMTP server and a real Dovecot mailbox read by the IMAP poller.
 */
describe('the senior answers a confirmation, and the family knows where she is', () => {
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
  const mailTo = (email: string, subject: string) =>
    smtp.waitFor((m) => mailsTo(email).includes(m) && m.subject === subject);

  /** A vault whose first question went out to `email`. */
  async function senior(name: string, email: string) {
    const { agent, email: ownerEmail } = await signedInOwner(t.server, { name: 'Ann Smith' });
    const body = { seniorName: name, seniorEmail: email, seniorPhone: '', deliveryMethod: 'email', frequency: 1 };
    const res = await agent.post('/api/vaults').send({ ...body, sendIntroEmail: false, isSetupComplete: true });
    clock.advance(3 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const question = mailsTo(email).find((m) => m.subject?.startsWith('A question from Ann'))!;
    return { agent, ownerEmail, name, email, vaultId: res.body.id as string, question };
  }

  /** Her reply to `to` (an email we sent her): to its Reply-To, in its thread. */
  async function reply(from: string, to: ParsedMail, text: string) {
    return harness.deliver([
      await buildEmail({ from, to: to.replyTo!.value[0].address!, inReplyTo: to.messageId, text }),
    ]);
  }

  const view = async (agent: Agent, vaultId: string): Promise<VaultView> =>
    ((await agent.get('/api/vaults').expect(200)).body as VaultView[]).find((v) => v.id === vaultId)!;

  it('resumes by RESUME answered to the confirmation when no question is open, and tells the owner of the pause', async () => {
    const margaret = await senior('Margaret Jones', 'margaret@example.com');
    expect(await reply(margaret.email, margaret.question, 'We lived by the sea.')).toMatchObject({ story: 1 });
    expect(await reply(margaret.email, margaret.question, 'Pause until 1 December')).toMatchObject({ command: 1 });
    const paused = await view(margaret.agent, margaret.vaultId);
    expect(paused).toMatchObject({ pauseKind: 'pause', pausedBy: 'senior' });

    const confirmation = await mailTo(margaret.email, 'Questions paused until 1 December');
    // The question's own reply address, not the bare inbound one.
    expect(confirmation.replyTo!.value[0].address).toBe(margaret.question.replyTo!.value[0].address);
    expect(confirmation.replyTo!.value[0].address).toMatch(/^stories\+[a-z2-7]{32}@inbound\.example\.com$/);

    const notice = await mailTo(margaret.ownerEmail, 'Margaret paused the questions until 1 December');
    expect(notice.text).toContain(`http://stories.example.com/dashboard?vault=${margaret.vaultId}`);
    expect(notice.text).not.toMatch(/token=|stories\+/);

    // No question is open (the one sent is answered): RESUME to the confirmation still resumes.
    expect(await reply(margaret.email, confirmation, 'RESUME')).toMatchObject({ fetched: 1, command: 1 });
    expect(await view(margaret.agent, margaret.vaultId)).toMatchObject({ pauseKind: null, pausedBy: null });
    await mailTo(margaret.email, 'Your questions will come again');

    // SKIP with nothing open is no story: she is told kindly there was nothing to skip.
    expect(await reply(margaret.email, confirmation, 'Skip')).toMatchObject({ command: 1 });
    await mailTo(margaret.email, 'Nothing to skip');
    const stories = (await margaret.agent.get(`/api/vaults/${margaret.vaultId}/stories`).expect(200)).body;
    expect(stories).toHaveLength(1);

    // Answered to the bare address (the Reply-To dropped), in a confirmation's thread: its question still.
    const nothing = await mailTo(margaret.email, 'Nothing to skip');
    const polled = await harness.deliver([
      await buildEmail({ from: margaret.email, to: INBOUND, inReplyTo: nothing.messageId, text: 'STOP' }),
    ]);
    expect(polled).toMatchObject({ fetched: 1, command: 1 });
    expect(await view(margaret.agent, margaret.vaultId)).toMatchObject({ pauseKind: 'stop', pausedBy: 'senior' });

    // Every confirmation and notice is a delivery of its own.
    const kinds = await t.app
      .get(DataSource)
      .query(`SELECT kind, count(*)::int AS n FROM deliveries WHERE vault_id = $1 GROUP BY kind ORDER BY kind`, [
        margaret.vaultId,
      ]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        { kind: 'confirmation', n: 4 },
        { kind: 'pause_notice', n: 2 },
      ]),
    );
  });

  it('tells the owner of STOP, and shows who stopped them to a member too', async () => {
    const rose = await senior('Rose', 'rose@example.com');
    const member = await signedInOwner(t.server, { name: 'Vera Viewer' });
    await t.app
      .get(DataSource)
      .query(
        `INSERT INTO vault_members (vault_id, user_id, role) SELECT $1, id, 'viewer' FROM users WHERE email = $2`,
        [rose.vaultId, member.email],
      );
    expect(await reply(rose.email, rose.question, 'STOP')).toMatchObject({ command: 1 });
    const notice = await mailTo(rose.ownerEmail, 'Rose asked us to stop the questions');
    expect(notice.text).toContain('replied STOP');
    expect(notice.text).toContain('Resume questions now');
    expect(await view(rose.agent, rose.vaultId)).toMatchObject({ pauseKind: 'stop', pausedBy: 'senior' });
    expect(await view(member.agent, rose.vaultId)).toMatchObject({
      pauseKind: 'stop',
      pausedBy: 'senior',
      pausedUntil: null,
      seniorEmail: '',
    });

    // A RESUME answered to the STOP's confirmation, in its thread.
    const confirmation = await mailTo(rose.email, 'No more questions for now');
    expect(await reply(rose.email, confirmation, 'Resume please')).toMatchObject({ command: 1 });
    expect(await view(rose.agent, rose.vaultId)).toMatchObject({ pauseKind: null });
    // The owner is told of a pause or stop only: not of her RESUME.
    expect(mailsTo(rose.ownerEmail).filter((m) => /Rose (paused|asked us)/.test(m.subject ?? ''))).toHaveLength(1);
  });
});
