import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Clock } from '../../../shared/time/clock';
import { Delivery, ResponseTokens } from '../../delivery/delivery.public';
import { QuestionCatalog } from '../../question/question.public';
import { VaultStories } from '../../vault/vault.public';
import { attachmentKind, NewStory, ResponseType, safeFilename, Story, StorySource } from '../domain/story';
import { unwrapHardWrapped } from '../domain/story-text/unwrap';
import { tagsFor } from '../domain/tags/tags';
import { MediaStore } from './ports/media-store';
import { StoryRepository } from './ports/story.repository';

export interface StoryFile {
  filename: string | undefined;
  contentType: string;
  content: Buffer;
}

export interface RecordStoryInput {
  /** The question delivery answered. */
  question: Delivery;
  fullText: string;
  rawText: string;
  source: StorySource;
  /** Photos, recordings and other files; the first recording makes it a voice story. */
  files: StoryFile[];
  /** The email it came from, which makes recording it again return the same story. */
  inboundMessageId?: string | null;
}

/**
 * Turns an answer into a story in the family's collection: formats its text, keeps its files, tags it, marks the
 * question answered and tells the vault (activity, stats). Safe to repeat for one email.
 */
@Injectable()
export class RecordStory {
  constructor(
    private readonly stories: StoryRepository,
    private readonly media: MediaStore,
    private readonly tokens: ResponseTokens,
    private readonly vaultStories: VaultStories,
    private readonly catalog: QuestionCatalog,
    private readonly clock: Clock,
  ) {}

  async execute(input: RecordStoryInput): Promise<Story> {
    return (await this.executeMany([input]))[0];
  }

  /** A batch of answers (a chunk of replies) with a handful of writes for all; in the order given. */
  async executeMany(inputs: RecordStoryInput[]): Promise<Story[]> {
    if (!inputs.length) return [];
    const questionIds = inputs.map((i) => i.question.questionId).filter((id): id is string => id !== null);
    const questions = await this.catalog.byIds([...new Set(questionIds)]);
    const stories: NewStory[] = [];
    for (const input of inputs) {
      const storyId = randomUUID();
      const attachments = [];
      for (const [index, file] of input.files.entries()) {
        const kind = attachmentKind(file.contentType);
        const filename = safeFilename(file.filename, `${kind}-${index + 1}`);
        const mediaKey = `stories/${storyId}/${index + 1}-${filename}`;
        await this.media.put(mediaKey, file.content);
        attachments.push({ kind, filename, contentType: file.contentType, sizeBytes: file.content.length, mediaKey });
      }
      const recording = attachments.find((a) => a.kind === 'audio');
      const responseType: ResponseType = recording ? 'voice' : 'written';
      const category = input.question.questionId ? (questions.get(input.question.questionId)?.category ?? null) : null;
      // An emailed reply may come hard-wrapped by the mail client; what the senior typed on the page is kept as typed.
      const fullText = input.source === 'email' ? unwrapHardWrapped(input.fullText) : input.fullText;
      stories.push({
        id: storyId,
        vaultId: input.question.vaultId,
        deliveryId: input.question.id,
        questionId: input.question.questionId,
        questionText: input.question.questionText ?? '',
        responseType,
        source: input.source,
        fullText,
        rawText: input.rawText,
        tags: tagsFor(category, fullText),
        mediaKey: recording?.mediaKey ?? null,
        inboundMessageId: input.inboundMessageId ?? null,
        attachments,
      });
    }
    const saved = await this.stories.createMany(stories);
    const now = this.clock.now();
    await this.tokens.markAnsweredMany([...new Set(inputs.map((i) => i.question.id))], now);
    const vaults = await this.vaultStories.vaultsByIds([...new Set(saved.map((story) => story.vaultId))]);
    await this.vaultStories.storiesReceived(
      saved.map((story, i) => ({
        vaultId: story.vaultId,
        storyId: story.id,
        vaultQuestionId: inputs[i].question.vaultQuestionId,
        seniorName: vaults.get(story.vaultId)?.seniorName ?? 'Your loved one',
        questionText: story.questionText,
        responseType: story.responseType,
        at: now,
      })),
    );
    return saved;
  }
}
