import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ObjectStore } from '../../../shared/storage/object-store';
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
import { StoryRepository } from './ports/story.repository';

/**
 * A file too large to hold in memory (an uploaded recording), streamed into the object store as it
 * arrived, under the key this story gives it (`storyFileKey` of the story's id chosen beforehand).
 */
export interface StoredFile {
  storedAs: string;
  size: number;
}

export interface StoryFile {
  filename: string | undefined;
  contentType: string;
  content: Buffer | StoredFile;
}

/** Room for `<n>-` in a key part of at most 255 bytes (object-key.ts), with some to spare. */
const MAX_KEY_FILENAME_BYTES = 200;

/**
 * Where a story keeps its file number `index` (from 0): stories/<story id>/<n>-<name>. A name too
 * long for a key part keeps its last 200 bytes (the extension with them); the story keeps it whole.
 */
export function storyFileKey(storyId: string, index: number, filename: string): string {
  let name = filename;
  while (Buffer.byteLength(name) > MAX_KEY_FILENAME_BYTES) name = [...name].slice(1).join('');
  return `stories/${storyId}/${index + 1}-${name}`;
}

export interface RecordStoryInput {
  /** The question delivery answered. */
  question: Delivery;
  fullText: string;
  rawText: string;
  source: StorySource;
  /** Photos, recordings and other files; the first recording makes it a voice story. */
  files: StoryFile[];
  /** The story's id when it was chosen before (a file was stored under it); a new one otherwise. */
  storyId?: string;
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
    private readonly media: ObjectStore,
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
    const storyId = input.storyId ?? randomUUID();
    const attachments = [];
    for (const [index, file] of input.files.entries()) {
      const contentType = saneContentType(file.contentType);
      const kind = attachmentKind(contentType);
      const filename = safeFilename(file.filename, `${kind}-${index + 1}`);
      const mediaKey = storyFileKey(storyId, index, filename);
      const { content } = file;
      const sizeBytes = Buffer.isBuffer(content) ? content.length : content.size;
      written.push(Buffer.isBuffer(content) ? mediaKey : content.storedAs);
      if (Buffer.isBuffer(content)) await this.media.put(mediaKey, content, { contentType });
      else if (content.storedAs !== mediaKey)
        throw new Error(`A story's file is stored as ${mediaKey}, not elsewhere.`);
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
    await Promise.all(keys.map((key) => this.media.delete(key).catch(() => undefined)));
  }
}
