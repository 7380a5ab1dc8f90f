import { RecordingMailer } from '@storyvault/api-testing';
import { loadConfig } from '../../../config/app-config';
import { ManualClock } from '../../../shared/time/clock';
import { ManageUsers } from '../../auth/auth.public';
import { Delivery, QuestionReplyAddress, ReplyToClaimNotices } from '../../delivery/delivery.public';
import { RecordStory, RecordStoryInput } from '../../stories/stories.public';
import { ActivityDetails, Vault, VaultDirectory, VaultPauses } from '../../vault/vault.public';
import { ChoiceDecision, ReplyChoice } from '../domain/choice/reply-choice';
import { ParsedInbound } from '../domain/inbound';
import { ReplyClassification } from '../domain/reply/reply-classification';
import { ReplyCommand } from '../domain/reply/reply-command';
import { AskReplyChoice, UnclearReply } from './ask-reply-choice.service';
import { AttributeReply } from './attribute-reply.service';
import { IngestInboundMessage } from './ingest-inbound-message.use-case';
import { InboundMessageStore, InboundResult, NewInbound, StoredInbound } from './ports/inbound-message.store';
import { MessageParser } from './ports/message-parser';
import { ReplyClassifier } from './ports/reply-classifier';
import { NewReplyChoice, ReplyChoiceStore } from './ports/reply-choice.store';
import { ActOnReplyCommand } from './reply-commands.service';
import { TellOwnerOfLeftOutFiles } from './tell-owner-of-left-out-files.service';

const config = loadConfig({
  SESSION_SECRET: 'a-session-secret-that-is-long-enough-1234',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'https://stories.example.com',
  INBOUND_ADDRESS: 'stories@inbound.example.com',
  SUPPORT_EMAIL: 'help@example.com',
});
const question = { id: 'delivery-1', vaultId: 'vault-1', kind: 'question', messageId: '<q-1@example.com>' } as Delivery;
const vault = { id: 'vault-1', ownerId: 'owner-1', seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' } as Vault;
const pause: ReplyCommand = { kind: 'pause', until: new Date('2026-05-04T00:00:00Z') };

/** A classifier that calls every reply what it is told to. */
class FixedClassifier extends ReplyClassifier {
  constructor(private readonly answer: ReplyClassification) {
    super();
  }
  classify(): ReplyClassification {
    return this.answer;
  }
}

class StoredChoices extends ReplyChoiceStore {
  readonly rows: NewReplyChoice[] = [];
  async create(c: NewReplyChoice): Promise<ReplyChoice | null> {
    if (this.rows.some((r) => r.inboundId === c.inboundId)) return null;
    this.rows.push(c);
    return { ...c, id: 'choice-1', decidedAt: null, decision: null, decidedBy: null };
  }
  async findByTokenHash() {
    return null;
  }
  async decide(_id: string, _d: ChoiceDecision) {
    return false;
  }
  async undecide() {}
  async listUndecidedBefore() {
    return [];
  }
}

function asker() {
  const clock = new ManualClock(new Date('2026-04-06T09:00:00Z'));
  const choices = new StoredChoices();
  const mailer = new RecordingMailer();
  const feed: ActivityDetails[] = [];
  const ask = new AskReplyChoice(
    choices,
    { byId: async () => vault } as unknown as VaultDirectory,
    { findById: async () => ({ email: 'ann@example.com', name: 'Ann Smith' }) } as unknown as ManageUsers,
    { held: async (_v: string, details: ActivityDetails) => void feed.push(details) } as unknown as VaultPauses,
    { of: () => 'stories+abc@inbound.example.com' } as unknown as QuestionReplyAddress,
    mailer,
    config,
    clock,
  );
  return { ask, choices, mailer, feed };
}

const unclear: UnclearReply = {
  inboundId: 'inbound-1',
  question,
  command: pause,
  language: 'nl',
  replyText: 'Misschien pauze?',
};

describe('AskReplyChoice', () => {
  it('stores the choice by its token’s hash, asks her in the question’s thread and in her language, and tells the owner', async () => {
    const { ask, choices, mailer, feed } = asker();
    expect(await ask.ask(unclear)).toEqual({
      outcome: 'asked',
      reason: 'may be pause, not clearly: the senior was asked',
    });
    expect(choices.rows).toEqual([expect.objectContaining({ inboundId: 'inbound-1', deliveryId: 'delivery-1' })]);
    const [toSenior, toOwner] = mailer.sent;
    expect(toSenior).toMatchObject({
      to: 'rose@example.com',
      subject: 'Wat wil je dat we doen?',
      replyTo: 'stories+abc@inbound.example.com',
      headers: { 'In-Reply-To': '<q-1@example.com>', References: '<q-1@example.com>' },
    });
    expect(toSenior.text).toContain('Mijn vragen pauzeren tot 4 mei');
    expect(toSenior.text).toContain('Mijn bericht bewaren als verhaal');
    const tokens = [...toSenior.text!.matchAll(/\/choice\/([\w-]{32})\?choose=(command|story)/g)];
    expect(tokens.map((m) => m[2])).toEqual(['command', 'story']);
    expect(choices.rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(choices.rows[0].tokenHash).not.toContain(tokens[0][1]);
    expect(toOwner).toMatchObject({ to: 'ann@example.com', subject: 'We asked Rose Smith what a reply meant' });
    // What happened, for the owner's feed line in the owner's language.
    expect(feed).toEqual([
      {
        kind: 'asked_choice',
        senior: 'Rose Smith',
        reply: 'Misschien pauze?',
        word: 'pause',
        until: '2026-05-04T00:00:00.000Z',
      },
    ]);
  });

  it('asks no one twice when the reply is processed again', async () => {
    const { ask, mailer, feed } = asker();
    await ask.ask(unclear);
    await ask.ask(unclear);
    expect(mailer.sent).toHaveLength(2);
    expect(feed).toHaveLength(1);
  });
});

describe('IngestInboundMessage and an unclear reply', () => {
  function ingestWith(classification: ReplyClassification) {
    const finished: InboundResult[] = [];
    const record = { id: 'inbound-1', state: 'processing', attempts: 1, receivedAt: new Date() } as StoredInbound;
    const store = {
      storeAndClaim: async (messages: NewInbound[]) => messages.map(() => ({ record, isNew: true })),
      finishMany: async (results: Array<{ id: string; result: InboundResult }>) =>
        results.map(({ result }) => {
          finished.push(result);
          return { ...record, ...result };
        }),
    } as unknown as InboundMessageStore;
    const parsed = {
      messageId: '<r-1@example.com>',
      from: 'rose@example.com',
      recipients: ['stories+abc@inbound.example.com'],
      inReplyTo: [],
      references: [],
      subject: 'Re: A question',
      headers: {},
      contentType: 'text/plain',
      text: 'Misschien pauze?',
      html: null,
      attachments: [],
    } as ParsedInbound;
    const recorded: RecordStoryInput[] = [];
    const acted: ReplyCommand[] = [];
    const asked: UnclearReply[] = [];
    const ingest = new IngestInboundMessage(
      store,
      { parse: async () => parsed } as unknown as MessageParser,
      {
        executeMany: async (list: ParsedInbound[]) => list.map(() => ({ question, attribution: 'token', reason: '' })),
      } as unknown as AttributeReply,
      {
        executeMany: async (inputs: RecordStoryInput[]) => inputs.map((i) => (recorded.push(i), { attachments: [] })),
      } as unknown as RecordStory,
      new ManualClock(new Date('2026-04-06T09:00:00Z')),
      config,
      { tell: async () => undefined } as unknown as ReplyToClaimNotices,
      { execute: async () => undefined } as unknown as TellOwnerOfLeftOutFiles,
      {
        execute: async (command: ReplyCommand) => (acted.push(command), { outcome: 'command', reason: 'done' }),
      } as unknown as ActOnReplyCommand,
      new FixedClassifier(classification),
      {
        ask: async (reply: UnclearReply) => (asked.push(reply), { outcome: 'asked', reason: 'asked' }),
      } as unknown as AskReplyChoice,
    );
    return { ingest, finished, recorded, acted, asked };
  }

  it('neither files nor acts on it: the senior is asked, the outcome is asked', async () => {
    const s = ingestWith({ kind: 'unclear', command: pause, language: 'nl' });
    const [result] = await s.ingest.ingestMany([{ raw: Buffer.from('raw'), source: { source: 'cli' } }]);
    expect(result).toMatchObject({ outcome: 'asked', vaultId: 'vault-1', deliveryId: 'delivery-1' });
    expect(s.asked).toEqual([
      { inboundId: 'inbound-1', question, command: pause, language: 'nl', replyText: 'Misschien pauze?' },
    ]);
    expect(s.recorded).toHaveLength(0);
    expect(s.acted).toHaveLength(0);
  });

  it('acts on a clear command and files a story, as before', async () => {
    const command = ingestWith({ kind: 'command', command: pause, language: 'nl' });
    await command.ingest.ingestMany([{ raw: Buffer.from('raw'), source: { source: 'cli' } }]);
    expect(command.acted).toEqual([pause]);
    expect(command.asked).toHaveLength(0);
    const story = ingestWith({ kind: 'story' });
    const [result] = await story.ingest.ingestMany([{ raw: Buffer.from('raw'), source: { source: 'cli' } }]);
    expect(result.outcome).toBe('story');
    expect(story.recorded).toHaveLength(1);
    expect(story.asked).toHaveLength(0);
  });
});
