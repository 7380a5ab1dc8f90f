import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Clock } from '../../../shared/time/clock';
import { Delivery, ResponseTokens } from '../../delivery/delivery.public';
import { QuestionCatalog } from '../../question/question.public';
import { VaultStories } from '../../vault/vault.public';
import {
  attachmentKind,
  NewStory,
  ResponseType,
  safeFilename,
  saneContentType,
  Story,
  StorySource,
} from '../domain/story';
import { unwrapHardWrapped } from '../domain/story-text/unwrap';
import { tagsFor } from '../domain/tags/tags';
import { MediaStore } from './ports/media-store';
import { StoryRepository } from './ports/story.repository';

/** A file too large to hold in memory (an uploaded recording), read from where it was received. */
export interface StreamedFile {
  size: number;
  open(): Readable;
}

export interface StoryFile {
  filename: string | undefined;
  contentType: string;
  content: Buffer | StreamedFile;
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
  /** A line the story ends with, after the answer (files of the email it could not hold). */
  note?: string | null;
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

  /**
   * A batch of answers (a chunk of replies) with a handful of writes for all; in the order given.
   * Files are written before the stories that own them (a story never points at a missing file);
   * when the stories cannot be saved, or were saved before, the files written for them go again.
   */
  async executeMany(inputs: RecordStoryInput[]): Promise<Story[]> {
    if (!inputs.length) return [];
    const questionIds = inputs.map((i) => i.question.questionId).filter((id): id is string => id !== null);
    const questions = await this.catalog.byIds([...new Set(questionIds)]);
    const stories: NewStory[] = [];
    const written: string[] = [];
    let saved: Story[];
    try {
      for (const input of inputs) stories.push(await this.prepare(input, questions, written));
      saved = await this.stories.createMany(stories);
    } catch (error) {
      await this.removeAll(written);
      throw error;
    }
    // A story saved before for the same email stands, with its own files.
    await this.removeAll(
      stories.filter((story, i) => saved[i].id !== story.id).flatMap((s) => s.attachments.map((a) => a.mediaKey)),
    );
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

  private async prepare(
    input: RecordStoryInput,
    questions: Map<string, { category: string | null }>,
    written: string[],
  ): Promise<NewStory> {
    const storyId = randomUUID();
    const attachments = [];
    for (const [index, file] of input.files.entries()) {
      const contentType = saneContentType(file.contentType);
      const kind = attachmentKind(contentType);
      const filename = safeFilename(file.filename, `${kind}-${index + 1}`);
      const mediaKey = `stories/${storyId}/${index + 1}-${filename}`;
      const { content } = file;
      const sizeBytes = Buffer.isBuffer(content) ? content.length : content.size;
      written.push(mediaKey);
      await this.media.put(mediaKey, Buffer.isBuffer(content) ? content : content.open());
      attachments.push({ kind, filename, contentType, sizeBytes, mediaKey });
    }
    const recording = attachments.find((a) => a.kind === 'audio');
    const responseType: ResponseType = recording ? 'voice' : 'written';
    const category = input.question.questionId ? (questions.get(input.question.questionId)?.category ?? null) : null;
    // An emailed reply may come hard-wrapped by the mail client; what the senior typed on the page is kept as typed.
    const text = input.source === 'email' ? unwrapHardWrapped(input.fullText) : input.fullText;
    return {
      id: storyId,
      vaultId: input.question.vaultId,
      deliveryId: input.question.id,
      questionId: input.question.questionId,
      questionText: input.question.questionText ?? '',
      responseType,
      source: input.source,
      fullText: input.note ? [text.trim(), input.note].filter(Boolean).join('\n\n') : text,
      rawText: input.rawText,
      tags: tagsFor(category, text),
      mediaKey: recording?.mediaKey ?? null,
      inboundMessageId: input.inboundMessageId ?? null,
      attachments,
    };
  }

  /** Removes files no story owns; one that cannot be removed is left for the sweep, not an error. */
  private async removeAll(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.media.remove(key).catch(() => undefined)));
  }
}
