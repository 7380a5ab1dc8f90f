import { eventKit, vaultKit } from '@storyvault/api-testing';
import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { DomainEvent } from '../../../shared/events/domain-event';
import { Delivery } from '../../delivery/delivery.public';
import { InMemoryStoryRepository } from '../adapters/in-memory/in-memory-story.repository';
import { MediaStore } from './ports/media-store';
import { RecordStory, RecordStoryInput } from './record-story.use-case';

class InMemoryMediaStore extends MediaStore {
  readonly files = new Map<string, Buffer>();
  async put(key: string, content: Buffer | Readable): Promise<void> {
    const chunks: Buffer[] = [];
    if (Buffer.isBuffer(content)) chunks.push(content);
    else for await (const chunk of content) chunks.push(chunk as Buffer);
    this.files.set(key, Buffer.concat(chunks));
  }
  async remove(key: string): Promise<void> {
    this.files.delete(key);
  }
  async size(key: string): Promise<number | null> {
    return this.files.get(key)?.length ?? null;
  }
  read(key: string): Readable {
    return Readable.from(this.files.get(key) ?? Buffer.alloc(0));
  }
}

async function kit() {
  const vaults = await vaultKit();
  const events = eventKit(vaults.clock);
  const stories = new InMemoryStoryRepository(events.outbox);
  const media = new InMemoryMediaStore();
  const told: Array<DomainEvent<'StoryRecorded'>[]> = [];
  events.bus.on('StoryRecorded', 'test.told', async (batch) => {
    told.push(batch);
  });
  const question: Delivery = {
    id: randomUUID(),
    vaultId: randomUUID(),
    kind: 'question',
    dedupeKey: 'question:1',
    recipient: 'rose@example.com',
    vaultQuestionId: randomUUID(),
    questionId: null,
    questionText: 'What was your first job?',
    parentId: null,
    tokenHash: null,
    tokenSealed: null,
    messageId: '<q@example.test>',
    state: 'sent',
    attempts: 1,
    lastError: null,
    sentAt: vaults.clock.now(),
    answeredAt: null,
    createdAt: vaults.clock.now(),
  };
  const input = (over: Partial<RecordStoryInput> = {}): RecordStoryInput => ({
    question,
    fullText: 'I sold newspapers on Elm Street.',
    rawText: 'I sold newspapers on Elm Street.',
    source: 'email',
    files: [{ filename: 'corner.jpg', contentType: 'image/jpeg', content: Buffer.from('jpeg') }],
    inboundMessageId: randomUUID(),
    ...over,
  });
  const record = new RecordStory(stories, media, vaults.catalog, events.bus, vaults.clock);
  return { ...events, stories, media, told, question, input, record };
}

beforeAll(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));
afterAll(() => jest.restoreAllMocks());

describe('RecordStory', () => {
  it('saves a batch of stories with their files and tells the handlers, together, before it returns', async () => {
    const k = await kit();
    const saved = await k.record.executeMany([k.input(), k.input({ files: [] })]);
    expect(saved.map((s) => s.attachments.length)).toEqual([1, 0]);
    expect([...k.media.files.keys()]).toEqual([`stories/${saved[0].id}/1-corner.jpg`]);
    expect(k.told).toHaveLength(1);
    expect(k.told[0].map((e) => e.payload)).toEqual(
      saved.map((s) => ({
        vaultId: k.question.vaultId,
        storyId: s.id,
        deliveryId: k.question.id,
        vaultQuestionId: k.question.vaultQuestionId,
        questionText: 'What was your first job?',
        responseType: 'written',
        at: expect.any(String),
      })),
    );
    expect(saved.every((s) => s.pendingEvents.length === 0)).toBe(true);
  });

  it('answers the first story for an email recorded again, drops the second copy’s files, and tells the handlers again', async () => {
    const k = await kit();
    const inboundMessageId = randomUUID();
    // The first time, the process died between the commit and the dispatch.
    const dispatch = jest.spyOn(k.bus, 'dispatch').mockResolvedValueOnce(undefined);
    const [first] = await k.record.executeMany([k.input({ inboundMessageId })]);
    dispatch.mockRestore();
    expect(k.told).toEqual([]);
    const [again] = await k.record.executeMany([k.input({ inboundMessageId, fullText: 'Again.' })]);
    expect(again.id).toBe(first.id);
    expect([...k.media.files.keys()]).toEqual([`stories/${first.id}/1-corner.jpg`]);
    expect(k.told.flat().map((e) => e.payload.storyId)).toEqual([first.id]);
  });

  it('leaves no file behind when the stories cannot be saved', async () => {
    const k = await kit();
    jest.spyOn(k.stories, 'saveMany').mockRejectedValueOnce(new Error('database gone'));
    await expect(k.record.executeMany([k.input()])).rejects.toThrow('database gone');
    expect(k.media.files.size).toBe(0);
    expect(k.told).toEqual([]);
  });
});
