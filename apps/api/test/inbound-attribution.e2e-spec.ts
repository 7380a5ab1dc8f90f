import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { IngestInboundMessage } from '@storyvault/api/modules/inbound/inbound.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import {
  buildEmail,
  setUpVault,
  signedInOwner,
  SmtpTestServer,
  startSmtpTestServer,
  TestReply,
} from '@storyvault/testing';
import { ParsedMail } from 'mailparser';

const DAY = 24 * 60 * 60 * 1000;
const INBOUND = 'stories@inbound.example.com';
const OUR_SERVER = 'mx.storyvault.test';

/**
 * Replies without their token are filed by thread or sender only when the receiving server
 * (INBOUND_AUTHSERV_ID) vouches for the From address, and the sender alone never files a reply
 * into one family's vault when another family's vault has the same senior address. By sender
 * alone, only vaults that had a verified reply from the address (by its token, or in its
 * question's thread) count: no other owner is told of the mail, or gets it.
 */
describe('who a reply without its token is filed for', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-04-06T09:00:00Z'));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({
      clock,
      env: { SMTP_URL: smtp.url, INBOUND_ADDRESS: INBOUND, INBOUND_AUTHSERV_ID: `other.example, ${OUR_SERVER}` },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  let counter = 0;
  /** An owner and a vault for `seniorEmail`; `ask` sends its first question now. */
  async function family(seniorEmail: string, ask = true) {
    const first = `Owner${++counter}`;
    const owner = await signedInOwner(t.server, { name: `${first} Smith` });
    const vault = await setUpVault(owner.agent, { seniorName: 'Rose', seniorEmail });
    let question: ParsedMail | undefined;
    if (ask) {
      clock.advance(3 * DAY);
      await t.app.get(DispatchDeliveries).execute();
      // This family's question (another family's may go to the same address in the same round).
      const theirs = new RegExp(`^A question from ${first}:`);
      question = smtp.messages
        .filter((m) => !Array.isArray(m.to) && m.to?.text === seniorEmail && theirs.test(m.subject ?? ''))
        .at(-1);
    }
    return { ...owner, vault, question, seniorEmail };
  }

  /** A reply as our mailbox holds it: the receiving server's Authentication-Results on top. */
  const ingest = async (reply: Partial<TestReply> & { from: string }, authResults: string[] = []) => {
    const raw = await buildEmail({ to: INBOUND, text: 'It was a sunny day at the lake.', ...reply });
    const top = authResults.map((value) => `Authentication-Results: ${value}\r\n`).join('');
    return t.app.get(IngestInboundMessage).execute(Buffer.concat([Buffer.from(top), raw]), { source: 'cli' });
  };
  /**
   * The senior answers the family's question by its token, from her own address: the vault has
   * had a verified reply from it. The next week's question then goes, so one is open again.
   */
  async function answeredByToken(f: Awaited<ReturnType<typeof family>>) {
    const to = f.question!.replyTo!.value[0].address!;
    const result = await ingest({ from: f.seniorEmail, to });
    expect(result).toMatchObject({ outcome: 'story', attribution: 'token', vaultId: f.vault.id });
    clock.advance(7 * DAY);
    await t.app.get(DispatchDeliveries).execute();
  }
  const stories = async (f: Awaited<ReturnType<typeof family>>) =>
    (await f.agent.get(`/api/vaults/${f.vault.id}/stories`).expect(200)).body as unknown[];
  const noticesTo = (email: string) =>
    smtp.messages.filter(
      (m) => !Array.isArray(m.to) && m.to?.text === email && /waiting to be filed/.test(m.subject ?? ''),
    );

  it('keeps a reply forged as the senior, without the token, as unmatched with the reason', async () => {
    const rose = await family('rose@example.com');
    await answeredByToken(rose);
    const unverified = await ingest({ from: 'Rose <rose@example.com>', subject: 'my story' });
    expect(unverified).toMatchObject({ outcome: 'unmatched', storyId: null, vaultId: null });
    expect(unverified.reason).toBe(
      `without the token, and the sender rose@example.com is not verified: no Authentication-Results from other.example or ${OUR_SERVER}`,
    );
    // The sender's own header, under another authserv-id, is the sender's word.
    const selfVouched = await ingest({ from: 'rose@example.com' }, [
      'mx.example.com; dmarc=pass header.from=example.com',
    ]);
    expect(selfVouched.outcome).toBe('unmatched');
    // Below ours, a header forged with our authserv-id is not read.
    const failed = await ingest({ from: 'rose@example.com' }, [
      `${OUR_SERVER}; dmarc=fail header.from=example.com; spf=softfail smtp.mailfrom=example.com`,
      `${OUR_SERVER}; dmarc=pass header.from=example.com`,
    ]);
    expect(failed).toMatchObject({ outcome: 'unmatched', storyId: null });
    expect(failed.reason).toContain(`${OUR_SERVER} found dmarc=fail spf=softfail, none of it a pass for example.com`);
    expect(await stories(rose)).toHaveLength(1); // the answer by its token

    const vouched = await ingest({ from: 'rose@example.com' }, [`${OUR_SERVER}; dmarc=pass header.from=example.com`]);
    expect(vouched).toMatchObject({ outcome: 'story', attribution: 'sender', vaultId: rose.vault.id });
  });

  it("keeps a reply forged into a question's thread as unmatched; a vouched one is filed by thread", async () => {
    const iris = await family('iris@example.com');
    const inThread = {
      from: 'iris@example.com',
      inReplyTo: iris.question!.messageId,
      references: iris.question!.messageId,
    };
    const forged = await ingest(inThread, [`${OUR_SERVER}; spf=fail smtp.mailfrom=iris@example.com; dkim=none`]);
    expect(forged).toMatchObject({ outcome: 'unmatched', storyId: null });
    expect(forged.reason).toContain('iris@example.com is not verified');
    expect(await stories(iris)).toHaveLength(0);

    const signed = await ingest({ ...inThread, text: 'The lake again.' }, [
      `${OUR_SERVER}; dkim=pass header.d=example.com header.s=s1; spf=fail smtp.mailfrom=example.com`,
    ]);
    expect(signed).toMatchObject({ outcome: 'story', attribution: 'thread', vaultId: iris.vault.id });
  });

  it('files a reply to its token from any sender, vouched for or not', async () => {
    const walter = await family('walter@example.com');
    const replyTo = walter.question!.replyTo!.value[0].address!;
    const result = await ingest({ from: 'someone@elsewhere.example', to: replyTo });
    expect(result).toMatchObject({ outcome: 'story', attribution: 'token', vaultId: walter.vault.id });
  });

  it("never files a reply into another family's vault: it waits to be claimed, and both owners are told", async () => {
    // Two families have had her answers by their tokens: each has a verified reply from her.
    const other = await family('grandma@example.com');
    const real = await family('grandma@example.com');
    await answeredByToken(other);
    await answeredByToken(real);
    const vouched = [`${OUR_SERVER}; dmarc=pass header.from=example.com`];

    const result = await ingest({ from: 'Grandma <grandma@example.com>', subject: 'about the farm' }, vouched);
    expect(result).toMatchObject({ outcome: 'unmatched', storyId: null, vaultId: null });
    expect(result.reason).toBe(
      "without the token, and grandma@example.com is the senior's address in the vaults of 2 owners; each is told there is a reply to claim",
    );
    expect(await stories(other)).toHaveLength(1);
    expect(await stories(real)).toHaveLength(1);
    for (const owner of [real, other]) {
      const [notice, ...more] = noticesTo(owner.email);
      expect(more).toHaveLength(0);
      expect(notice.subject).toBe('A reply from grandma@example.com is waiting to be filed');
      expect(notice.text).toContain(`Reference: ${result.inboundId}`);
      expect(notice.text).not.toContain('about the farm');
      expect(notice.text).not.toContain('sunny day');
      expect(notice.replyTo?.text).toBe(t.config.SUPPORT_EMAIL);
    }
  });

  it('tells both owners, not only records it, when both families have a question open', async () => {
    const first = await family('grandpa@example.com');
    const second = await family('grandpa@example.com');
    await answeredByToken(first);
    await answeredByToken(second);
    const result = await ingest({ from: 'grandpa@example.com' }, [`${OUR_SERVER}; dkim=pass header.i=@example.com`]);
    expect(result).toMatchObject({ outcome: 'unmatched', storyId: null });
    expect(await stories(first)).toHaveLength(1);
    expect(await stories(second)).toHaveLength(1);
    expect(noticesTo(first.email)).toHaveLength(1);
    expect(noticesTo(second.email)).toHaveLength(1);

    // A reply in the thread of one family's question is that family's, whoever else has the address.
    const threaded = await ingest(
      { from: 'grandpa@example.com', inReplyTo: second.question!.messageId, text: 'The farm had cows.' },
      [`${OUR_SERVER}; dkim=pass header.i=@example.com`],
    );
    expect(threaded).toMatchObject({ outcome: 'story', attribution: 'thread', vaultId: second.vault.id });
  });

  it('tells no one of a shared address when the sender is not vouched for', async () => {
    const a = await family('nana@example.com');
    const b = await family('nana@example.com', false);
    await answeredByToken(a);
    const result = await ingest({ from: 'nana@example.com' });
    expect(result.outcome).toBe('unmatched');
    expect(result.reason).toContain('nana@example.com is not verified');
    expect(noticesTo(a.email)).toHaveLength(0);
    expect(noticesTo(b.email)).toHaveLength(0);
  });

  it('tells no owner of untokened mail from an address their vault never had a verified reply from, nor files it there', async () => {
    const vouched = [`${OUR_SERVER}; dmarc=pass header.from=example.com`];
    // An owner names someone's mother as their senior; their question to her is open.
    const stranger = await family('aunt@example.com');
    const alone = await ingest({ from: 'Aunt May <aunt@example.com>', text: 'A letter to my sister.' }, vouched);
    expect(alone).toMatchObject({ outcome: 'unmatched', storyId: null, vaultId: null });
    expect(alone.reason).toBe(
      'without the token or the thread, and no vault has had a verified reply from aunt@example.com (by its token or in its thread); kept for the operators',
    );
    expect(await stories(stranger)).toHaveLength(0);

    // Two such owners, each with a question open: neither is told there is a reply to claim.
    const another = await family('aunt@example.com');
    const shared = await ingest({ from: 'aunt@example.com', text: 'Another letter.' }, vouched);
    expect(shared).toMatchObject({ outcome: 'unmatched', storyId: null, vaultId: null });
    expect(noticesTo(stranger.email)).toHaveLength(0);
    expect(noticesTo(another.email)).toHaveLength(0);

    // Her own family, answered by its token before, gets her untokened mail; the others still nothing.
    const hers = await family('aunt@example.com');
    await answeredByToken(hers);
    const filed = await ingest({ from: 'aunt@example.com', text: 'The garden in June.' }, vouched);
    expect(filed).toMatchObject({ outcome: 'story', attribution: 'sender', vaultId: hers.vault.id });
    expect(await stories(stranger)).toHaveLength(0);
    expect(await stories(another)).toHaveLength(0);
    for (const owner of [stranger, another]) expect(noticesTo(owner.email)).toHaveLength(0);
  });
});
