import { eventKit, vaultKit } from '@storyvault/api-testing';
import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DomainEvent } from '../../../shared/events/domain-event';
import { InMemoryStoryRepository } from '../../../../testing/in-memory/stories/in-memory-story.repository';
import { checkObjectKey } from '../../../shared/storage/object-key';
import { InMemoryObjectStore } from '../../../../testing/in-memory/storage/in-memory-object.store';
import { AnsweredQuestion, RecordStory, RecordStoryInput, storyFileKey } from './record-story.use-case';

/** The keys the store holds, in order. */
async function keysIn(store: InMemoryObjectStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of store.list('')) keys.push(key);
  return keys;
}

async function kit() {
  const vaults = await vaultKit();
  const events = eventKit(vaults.clock);
  const stories = new InMemoryStoryRepository(events.outbox);
  const media = new InMemoryObjectStore();
  const told: Array<DomainEvent<'StoryRecorded'>[]> = [];
  events.bus.on('StoryRecorded', 'test.told', async (batch) => {
    told.push(batch);
  });
  const question: AnsweredQuestion = {
    vaultId: randomUUID(),
    deliveryId: randomUUID(),
    vaultQuestionId: randomUUID(),
    questionId: null,
    questionText: 'What was your first job?',
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
    expect(await keysIn(k.media)).toEqual([`stories/${saved[0].id}/1-corner.jpg`]);
    expect(k.told).toHaveLength(1);
    expect(k.told[0].map((e) => e.payload)).toEqual(
      saved.map((s) => ({
        vaultId: k.question.vaultId,
        storyId: s.id,
        deliveryId: k.question.deliveryId,
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
    expect(await keysIn(k.media)).toEqual([`stories/${first.id}/1-corner.jpg`]);
    expect(k.told.flat().map((e) => e.payload.storyId)).toEqual([first.id]);
  });

  it('leaves no file behind when the stories cannot be saved', async () => {
    const k = await kit();
    jest.spyOn(k.stories, 'saveMany').mockRejectedValueOnce(new Error('database gone'));
    await expect(k.record.executeMany([k.input()])).rejects.toThrow('database gone');
    expect(await keysIn(k.media)).toEqual([]);
    expect(k.told).toEqual([]);
  });
});

describe('storyFileKey', () => {
  it('keeps a story’s files under stories/<story id>/<n>-<name>, as they always were', () => {
    expect(storyFileKey('6f1c2d9e', 0, 'recording.wav')).toBe('stories/6f1c2d9e/1-recording.wav');
    expect(storyFileKey('6f1c2d9e', 2, 'Grandma’s kitchen.jpg')).toBe('stories/6f1c2d9e/3-Grandma’s kitchen.jpg');
  });

  it('keeps the end (and extension) of a name too long for a key part, and the key valid', () => {
    const long = `${'写真'.repeat(59)}.jpeg`;
    const key = storyFileKey('6f1c2d9e', 0, long);
    expect(checkObjectKey(key)).toBe(key);
    const part = key.split('/').pop()!;
    expect(Buffer.byteLength(part)).toBeLessThanOrEqual(255);
    expect(part.endsWith('写真.jpeg')).toBe(true);
    expect(long.endsWith(part.slice(2))).toBe(true);
  });
});
