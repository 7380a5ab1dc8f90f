import { FinishInterruptedInbound } from '@storyvault/api/modules/inbound/application/finish-interrupted-inbound.use-case';
import { AppConfig } from '@storyvault/api/config/app-config';
import { DispatchDeliveries, ReplyToClaimNotices } from '@storyvault/api/modules/delivery/delivery.public';
import { AttributeReply } from '@storyvault/api/modules/inbound/application/attribute-reply.service';
import { InboundMessageStore } from '@storyvault/api/modules/inbound/application/ports/inbound-message.store';
import { MessageParser } from '@storyvault/api/modules/inbound/application/ports/message-parser';
import { TellOwnerOfLeftOutFiles } from '@storyvault/api/modules/inbound/application/tell-owner-of-left-out-files.service';
import { ActOnReplyCommand } from '@storyvault/api/modules/inbound/application/reply-commands.service';
import { ReplyClassifier } from '@storyvault/api/modules/inbound/application/ports/reply-classifier';
import { AskReplyChoice } from '@storyvault/api/modules/inbound/application/ask-reply-choice.service';
import { ParsedInbound } from '@storyvault/api/modules/inbound/domain/inbound';
import {
  IngestInboundMessage,
  MailboxReaderFactory,
  PollMailbox,
} from '@storyvault/api/modules/inbound/inbound.public';
import { RecordStory } from '@storyvault/api/modules/stories/stories.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import {
  appendToInbox,
  buildEmail,
  DovecotServer,
  setUpVault,
  signedInOwner,
  SmtpTestServer,
  startDovecot,
  startSmtpTestServer,
} from '@storyvault/testing';
import { ParsedMail } from 'mailparser';
import { DataSource } from 'typeorm';

const DAY = 24 * 60 * 60 * 1000;
const INBOUND = 'stories@inbound.example.com';

/** The product's parser, except that reading a message holding `marker` never ends (as if the worker hung or died). */
class ParserThatHangsOn extends MessageParser {
  calls = 0;
  /** Whether the message was already stored each time it was read. */
  storedWhenRead: boolean[] = [];

  constructor(
    private readonly real: MessageParser,
    private readonly marker: string,
    private readonly db: DataSource,
  ) {
    super();
  }

  async parse(raw: Buffer): Promise<ParsedInbound> {
    if (!raw.includes(this.marker)) return this.real.parse(raw);
    this.calls++;
    const rows = await this.db.query(`SELECT 1 FROM inbound_messages WHERE raw = $1`, [raw]);
    this.storedWhenRead.push(rows.length === 1);
    return new Promise<ParsedInbound>(() => undefined);
  }
}

/**
 * Mail the parser fails on, hangs on or dies on: each is stored before it is read, recorded as
 * rejected with the reason, and the mailbox moves on past it.
 */
describe('inbound mail that cannot be read', () => {
  let smtp: SmtpTestServer;
  let imap: DovecotServer;
  let t: TestApp;
  let db: DataSource;
  const clock = new ManualClock(new Date('2026-04-06T09:00:00Z'));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    imap = await startDovecot();
    t = await startTestApp({
      clock,
      env: { SMTP_URL: smtp.url, IMAP_URL: imap.url, INBOUND_ADDRESS: INBOUND },
    });
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t?.close();
    await imap?.stop();
    await smtp?.close();
  });

  /** A vault whose first question went out; returns its reply-to address. */
  async function seniorWithQuestion(seniorEmail: string): Promise<string> {
    const { agent } = await signedInOwner(t.server, { name: 'Ann Smith' });
    await setUpVault(agent, { seniorName: 'Rose', seniorEmail });
    clock.advance(3 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const question = smtp.messages.filter((m) => !Array.isArray(m.to) && m.to?.text === seniorEmail).at(-1);
    return (question as ParsedMail).replyTo!.value[0].address!;
  }

  /** The product's poller, reading with `parser` and leasing each message for `leaseSeconds`. */
  function pollerWith(parser: MessageParser, leaseSeconds: number): PollMailbox {
    const config = Object.assign(Object.create(AppConfig.prototype) as AppConfig, t.config, {
      INBOUND_LEASE_SECONDS: leaseSeconds,
    });
    const store = t.app.get(InboundMessageStore);
    const ingest = new IngestInboundMessage(
      store,
      parser,
      t.app.get(AttributeReply),
      t.app.get(RecordStory),
      clock,
      config,
      t.app.get(ReplyToClaimNotices),
      t.app.get(TellOwnerOfLeftOutFiles),
      t.app.get(ActOnReplyCommand),
      t.app.get(ReplyClassifier),
      t.app.get(AskReplyChoice),
    );
    return new PollMailbox(ingest, store, new FinishInterruptedInbound(ingest, store, clock));
  }

  const reader = () => t.app.get(MailboxReaderFactory).create()!;

  async function poll(poller = t.app.get(PollMailbox)) {
    const connection = reader();
    try {
      return await poller.execute(connection);
    } finally {
      await connection.close();
    }
  }

  const lastUid = async (): Promise<number> =>
    Number((await db.query('SELECT max(last_uid) AS uid FROM imap_cursors'))[0].uid ?? 0);

  const byMessageId = async (messageId: string) =>
    (await db.query(
      `SELECT m.outcome, m.reason, m.attempts, s.full_text AS story
       FROM inbound_messages m LEFT JOIN stories s ON s.id = m.story_id WHERE m.message_id = $1`,
      [messageId],
    )) as Array<{ outcome: string | null; reason: string | null; attempts: number; story: string | null }>;

  async function until(what: string, done: () => boolean): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('keeps mail the parser rejects, or whose header no column could hold, under its Message-ID', async () => {
    const replyTo = await seniorWithQuestion('rose@example.com');
    // mailparser refuses a header block over its limit.
    const hugeHeader = Buffer.from(
      `From: rose@example.com\r\nTo: ${replyTo}\r\nMessage-ID: <huge-header@example.com>\r\n` +
        `X-Padding: ${'a'.repeat(3 * 1024 * 1024)}\r\n\r\nLost in the padding.\r\n`,
    );
    const longId = `<${'x'.repeat(400)}@example.com>`;
    await appendToInbox(imap, [
      hugeHeader,
      await buildEmail({ from: 'rose@example.com', to: replyTo, messageId: longId, text: 'A very long Message-ID.' }),
      Buffer.from(
        `From: rose@example.com\r\nTo: ${replyTo}\r\nMessage-ID: <nul-subject@example.com>\r\n` +
          `Subject: =?utf-8?Q?Our_trip=00to_the_lake?=\r\n\r\nWe swam every morning.\r\n`,
      ),
      await buildEmail({ from: 'rose@example.com', to: replyTo, text: 'After the odd ones, a plain reply.' }),
    ]);
    const before = await lastUid();
    expect(await poll()).toEqual({ fetched: 4, rejected: 1, story: 3 });
    expect(await byMessageId('<huge-header@example.com>')).toEqual([
      {
        outcome: 'rejected',
        reason: 'could not be read: Max header size for a MIME node exceeded',
        attempts: 1,
        story: null,
      },
    ]);
    expect(await byMessageId(longId)).toEqual([
      { outcome: 'story', reason: null, attempts: 1, story: 'A very long Message-ID.' },
    ]);
    const [nul] = await db.query(`SELECT subject FROM inbound_messages WHERE message_id = '<nul-subject@example.com>'`);
    expect(nul).toEqual({ subject: 'Our tripto the lake' });
    expect(await lastUid()).toBe(before + 4);

    // Delivered again, each is known by its Message-ID.
    await appendToInbox(imap, [
      hugeHeader,
      await buildEmail({ from: 'rose@example.com', to: replyTo, messageId: longId, text: 'A very long Message-ID.' }),
    ]);
    expect(await poll()).toEqual({ fetched: 2, duplicate: 2 });
    expect(await byMessageId('<huge-header@example.com>')).toHaveLength(1);
    expect(await byMessageId(longId)).toHaveLength(1);
  });

  it('gives up on a message the parser hangs on, after half its lease, and reads the rest of the chunk', async () => {
    const replyTo = await seniorWithQuestion('iris@example.com');
    await appendToInbox(imap, [
      await buildEmail({ from: 'iris@example.com', to: replyTo, text: 'Before the stuck one.' }),
      await buildEmail({
        from: 'iris@example.com',
        to: replyTo,
        messageId: '<hangs@example.com>',
        text: 'HANG-THE-PARSER',
      }),
      await buildEmail({ from: 'iris@example.com', to: replyTo, text: 'After the stuck one.' }),
    ]);
    const parser = new ParserThatHangsOn(t.app.get(MessageParser), 'HANG-THE-PARSER', db);
    const before = await lastUid();
    expect(await poll(pollerWith(parser, 2))).toEqual({ fetched: 3, rejected: 1, story: 2 });
    expect(parser.storedWhenRead).toEqual([true]);
    expect(await byMessageId('<hangs@example.com>')).toEqual([
      { outcome: 'rejected', reason: 'could not be read: reading it took longer than 1 s', attempts: 1, story: null },
    ]);
    expect(await lastUid()).toBe(before + 3);
  });

  it('rejects a message that stopped the worker three times unread, and the mailbox moves past it', async () => {
    const replyTo = await seniorWithQuestion('frank@example.com');
    await appendToInbox(imap, [
      await buildEmail({
        from: 'frank@example.com',
        to: replyTo,
        messageId: '<dies@example.com>',
        text: 'KILLS-THE-WORKER',
      }),
      await buildEmail({
        from: 'frank@example.com',
        to: replyTo,
        messageId: '<survives@example.com>',
        text: 'Stuck behind it for a while.',
      }),
    ]);
    const before = await lastUid();
    const parser = new ParserThatHangsOn(t.app.get(MessageParser), 'KILLS-THE-WORKER', db);
    // A long lease: the reading of a dead worker never gives up by itself during the test.
    const lease = 3600;
    for (let run = 1; run <= 3; run++) {
      // The worker reads the message and never comes back; its pass is abandoned, as a
      // killed process's would be, and the next worker starts once the lease has run out.
      const connection = reader();
      void pollerWith(parser, lease).execute(connection);
      // Waits for the look-up the parser makes after counting the call, not just the count.
      await until(`read number ${run}`, () => parser.storedWhenRead.length === run);
      await connection.close();
      clock.advance(lease * 1000 + 1000);
    }
    expect(parser.storedWhenRead).toEqual([true, true, true]);
    expect(await lastUid()).toBe(before);

    const summary = await poll(pollerWith(parser, lease));
    expect(parser.calls).toBe(3);
    expect(summary).toMatchObject({ fetched: 2, duplicate: 2, rejected: 1 });
    expect(await byMessageId('<dies@example.com>')).toEqual([
      {
        outcome: 'rejected',
        reason: 'could not be read: processing it was cut short 3 times (the worker stopped or hung)',
        attempts: 4,
        story: null,
      },
    ]);
    expect(await byMessageId('<survives@example.com>')).toEqual([
      expect.objectContaining({ outcome: 'story', story: 'Stuck behind it for a while.' }),
    ]);
    expect(await lastUid()).toBe(before + 2);
  });
});
