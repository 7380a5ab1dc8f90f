import { ManualClock } from '../../../shared/time/clock';
import { Delivery, ResponseTokens } from '../../delivery/delivery.public';
import { RecordStory, RecordStoryInput } from '../../stories/stories.public';
import { ChoiceAlreadyMadeError, InvalidChoiceError, InvalidChoiceLinkError } from '../domain/choice/choice.errors';
import { ChoiceDecision, choiceTokenHash, newChoiceToken, ReplyChoice } from '../domain/choice/reply-choice';
import { ParsedInbound } from '../domain/inbound';
import { ReplyCommand } from '../domain/reply/reply-command';
import { DecideReplyChoice } from './decide-reply-choice.use-case';
import { InboundMessageStore, InboundResult, StoredInbound } from './ports/inbound-message.store';
import { MessageParser } from './ports/message-parser';
import { NewReplyChoice, ReplyChoiceStore } from './ports/reply-choice.store';
import { ActOnReplyCommand, CommandReply } from './reply-commands.service';
import { TellOwnerOfLeftOutFiles } from './tell-owner-of-left-out-files.service';

const DAY = 24 * 60 * 60 * 1000;

/** The choices in memory, as the table keeps them: one decision each, the first stands. */
class InMemoryReplyChoices extends ReplyChoiceStore {
  readonly rows: Array<ReplyChoice & { tokenHash: string }> = [];

  async create(c: NewReplyChoice): Promise<ReplyChoice | null> {
    if (this.rows.some((r) => r.inboundId === c.inboundId)) return null;
    const row = { ...c, id: `choice-${this.rows.length + 1}`, decidedAt: null, decision: null, decidedBy: null };
    this.rows.push(row);
    return row;
  }
  async findByTokenHash(tokenHash: string) {
    const row = this.rows.find((r) => r.tokenHash === tokenHash);
    return row ? { ...row } : null;
  }
  async decide(id: string, decision: ChoiceDecision, by: 'senior' | 'timeout', at: Date) {
    const row = this.rows.find((r) => r.id === id);
    if (!row || row.decidedAt) return false;
    Object.assign(row, { decision, decidedBy: by, decidedAt: at });
    return true;
  }
  async undecide(id: string) {
    Object.assign(
      this.rows.find((r) => r.id === id)!,
      { decision: null, decidedBy: null, decidedAt: null },
    );
  }
  async listUndecidedBefore(before: Date, limit: number) {
    return this.rows.filter((r) => !r.decidedAt && r.createdAt < before).slice(0, limit);
  }
}

const question = { id: 'delivery-1', vaultId: 'vault-1', kind: 'question', messageId: '<q@x>' } as Delivery;
const pause: ReplyCommand = { kind: 'pause', until: new Date('2026-05-04T00:00:00Z') };

function setUp() {
  const clock = new ManualClock(new Date('2026-04-06T09:00:00Z'));
  const choices = new InMemoryReplyChoices();
  const finished: Array<{ id: string; result: InboundResult }> = [];
  const record = {
    id: 'inbound-1',
    outcome: 'asked',
    attribution: 'token',
    vaultId: question.vaultId,
    deliveryId: question.id,
    leftOut: [],
  } as unknown as StoredInbound;
  const inbound = {
    findByMessageId: async (id: string) => (id === record.id ? record : null),
    readRaw: async () => Buffer.from('raw'),
    finish: async (id: string, result: InboundResult) => {
      finished.push({ id, result });
      return record;
    },
  } as unknown as InboundMessageStore;
  const parsed = {
    messageId: '<r-1@example.com>',
    from: 'rose@example.com',
    authenticationResults: ['mx.example.com; dmarc=pass'],
    recipients: [],
    inReplyTo: [],
    references: [],
    subject: 'Re: A question',
    headers: {},
    contentType: 'text/plain',
    text: 'Maybe pause?',
    html: null,
    attachments: [],
  } as ParsedInbound;
  const parser = { parse: async () => parsed } as unknown as MessageParser;
  const tokens = { questionsSent: async () => [question] } as unknown as ResponseTokens;
  const recorded: RecordStoryInput[] = [];
  const recordStory = {
    execute: async (input: RecordStoryInput) => {
      recorded.push(input);
      return { id: 'story-1', vaultId: question.vaultId, questionText: 'Q', fullText: input.fullText };
    },
  } as unknown as RecordStory;
  const acted: Array<{ command: ReplyCommand; reply: CommandReply }> = [];
  let failCommand = false;
  const commands = {
    execute: async (command: ReplyCommand, _q: Delivery, reply: CommandReply) => {
      if (failCommand) throw new Error('the database went away');
      acted.push({ command, reply });
      return { outcome: 'command', reason: 'pause until 2026-05-04' };
    },
  } as unknown as ActOnReplyCommand;
  const tellOwner = { execute: async () => undefined } as unknown as TellOwnerOfLeftOutFiles;
  const decide = new DecideReplyChoice(choices, inbound, parser, tokens, recordStory, commands, tellOwner, clock);

  async function asked(language: ReplyChoice['language'] = 'en') {
    const token = newChoiceToken();
    await choices.create({
      inboundId: record.id,
      vaultId: question.vaultId,
      deliveryId: question.id,
      command: pause,
      language,
      replyText: 'Maybe pause?',
      createdAt: clock.now(),
      tokenHash: choiceTokenHash(token)!,
    });
    return token;
  }
  return {
    clock,
    choices,
    decide,
    asked,
    finished,
    recorded,
    acted,
    failCommand: () => (failCommand = true),
    commandsWork: () => (failCommand = false),
  };
}

describe('DecideReplyChoice', () => {
  it('shows what she wrote and her two choices without deciding anything', async () => {
    const s = setUp();
    const token = await s.asked('de');
    const view = await s.decide.view(token);
    expect(view).toMatchObject({ language: 'de', replyText: 'Maybe pause?', decision: null, decidedBy: null });
    expect(view.words.commandLabel).toBe('Meine Fragen bis 4. Mai pausieren');
    expect(view.words.storyLabel).toBe('Meine Nachricht als Geschichte behalten');
    expect(s.acted).toHaveLength(0);
    expect(s.recorded).toHaveLength(0);
    expect(s.finished).toHaveLength(0);
  });

  it('does the command as her reply would have, with the reply’s own sender, and records the outcome', async () => {
    const s = setUp();
    const token = await s.asked();
    const view = await s.decide.choose(token, 'command');
    expect(view).toMatchObject({ decision: 'command', decidedBy: 'senior' });
    expect(s.acted).toEqual([
      { command: pause, reply: { from: 'rose@example.com', authenticationResults: ['mx.example.com; dmarc=pass'] } },
    ]);
    expect(s.finished).toEqual([
      {
        id: 'inbound-1',
        result: expect.objectContaining({ outcome: 'command', vaultId: 'vault-1', deliveryId: 'delivery-1' }),
      },
    ]);
    expect(s.recorded).toHaveLength(0);
  });

  it('files the story from the stored email as the ingest would have', async () => {
    const s = setUp();
    const token = await s.asked();
    await s.decide.choose(token, 'story');
    expect(s.recorded).toEqual([
      expect.objectContaining({
        question: expect.objectContaining({ deliveryId: 'delivery-1', vaultId: 'vault-1' }),
        fullText: 'Maybe pause?',
        inboundMessageId: 'inbound-1',
        source: 'email',
      }),
    ]);
    expect(s.finished[0].result).toMatchObject({ outcome: 'story', storyId: 'story-1' });
    expect(s.acted).toHaveLength(0);
  });

  it('refuses a second choice with what was chosen, in her language', async () => {
    const s = setUp();
    const token = await s.asked('fr');
    await s.decide.choose(token, 'story');
    const again = s.decide.choose(token, 'command');
    await expect(again).rejects.toBeInstanceOf(ChoiceAlreadyMadeError);
    await expect(again).rejects.toThrow(
      'Tu as déjà choisi : Garder mon message comme une histoire. Il n’y a plus rien à faire.',
    );
    expect(s.acted).toHaveLength(0);
    expect(s.recorded).toHaveLength(1);
  });

  it('takes the decision back when it could not be carried out, so she can choose again', async () => {
    const s = setUp();
    const token = await s.asked();
    s.failCommand();
    await expect(s.decide.choose(token, 'command')).rejects.toThrow('the database went away');
    expect((await s.decide.view(token)).decision).toBeNull();
    s.commandsWork();
    await expect(s.decide.choose(token, 'command')).resolves.toMatchObject({ decision: 'command' });
  });

  it('refuses an unknown or malformed token, and anything but the two choices', async () => {
    const s = setUp();
    const token = await s.asked();
    await expect(s.decide.view(newChoiceToken())).rejects.toBeInstanceOf(InvalidChoiceLinkError);
    await expect(s.decide.view('short')).rejects.toBeInstanceOf(InvalidChoiceLinkError);
    await expect(s.decide.choose(token, 'both')).rejects.toBeInstanceOf(InvalidChoiceError);
    await expect(s.decide.choose(token, undefined)).rejects.toBeInstanceOf(InvalidChoiceError);
  });

  it('keeps a choice unanswered for 7 days as a story, and not sooner', async () => {
    const s = setUp();
    const token = await s.asked();
    s.clock.advance(7 * DAY - 1000);
    expect(await s.decide.keepUnanswered()).toBe(0);
    expect(s.recorded).toHaveLength(0);
    s.clock.advance(2000);
    expect(await s.decide.keepUnanswered()).toBe(1);
    expect(s.recorded).toHaveLength(1);
    expect(await s.decide.view(token)).toMatchObject({ decision: 'story', decidedBy: 'timeout' });
    expect(s.finished[0].result.reason).toBe('no choice in 7 days');
    expect(await s.decide.keepUnanswered()).toBe(0);
    await expect(s.decide.choose(token, 'command')).rejects.toThrow(
      'Your message was kept as a story for your family. There is nothing more to do.',
    );
  });
});
