import { randomUUID } from 'node:crypto';
import { StoryRepository } from '../../src/modules/stories/application/ports/story.repository';
import { NewAttachment, RecordedAnswer, Story } from '../../src/modules/stories/domain/story';
import { EventOutbox } from '../../src/shared/events/event-outbox';

/** What a story repository is tried in: rows its stories may point at (TypeORM needs them for its foreign keys). */
export interface StoryWorld {
  stories: StoryRepository;
  outbox: EventOutbox;
  vaultIds: [string, string];
  deliveryId: string;
  inboundMessageIds: [string, string];
  /** An account that may add photos to a story. */
  userId: string;
}

/** The story repository contract's first moment: stories are recorded a second apart after it. */
export const T0 = Date.parse('2026-05-01T09:00:00Z');

export const photo = (storyId: string): NewAttachment => ({
  kind: 'photo',
  filename: 'corner.jpg',
  contentType: 'image/jpeg',
  sizeBytes: 2048,
  mediaKey: `stories/${storyId}/1-corner.jpg`,
});

export const recording = (storyId: string, position = 2): NewAttachment => ({
  kind: 'audio',
  filename: 'recording.wav',
  contentType: 'audio/wav',
  sizeBytes: 4096,
  mediaKey: `stories/${storyId}/${position}-recording.wav`,
});

export type RecordOver = Partial<RecordedAnswer> & { files?: (id: string) => NewAttachment[] };

/** Records stories in the world `world()` answers, each a second after the last one. */
export function storyRecorder(world: () => StoryWorld): (over?: RecordOver) => Story {
  let tick = 0;
  return (over = {}) => {
    const id = over.id ?? randomUUID();
    const { files, ...rest } = over;
    return Story.record({
      id,
      vaultId: world().vaultIds[0],
      deliveryId: world().deliveryId,
      vaultQuestionId: null,
      questionId: null,
      questionText: 'What was your first job?',
      category: 'career_and_work',
      source: 'link',
      fullText: 'I sold newspapers on Elm Street in 1952.',
      rawText: 'I sold newspapers on Elm Street in 1952.',
      attachments: files?.(id) ?? [],
      inboundMessageId: null,
      at: new Date(T0 + 1000 * ++tick),
      ...rest,
    });
  };
}
