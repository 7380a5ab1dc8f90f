import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EventBus } from '../../../shared/events/event-bus';
import { ObjectStore } from '../../../shared/storage/object-store';
import { Clock } from '../../../shared/time/clock';
import { QuestionCatalog } from '../../question/question.public';
import { LeftOutFile, NewAttachment, Story, StorySource, storyFile } from '../domain/story';
import { StoryRepository } from './ports/story.repository';

export { storyFileKey } from '../domain/story';

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

/**
 * The question an answer answers, as the delivery that sent it (the email, its links) tells it:
 * whoever received the answer (by link, by email) says which.
 */
export interface AnsweredQuestion {
  vaultId: string;
  /** The question's delivery, which the answer came back through. */
  deliveryId: string;
  vaultQuestionId: string | null;
  /** The catalog's question, whose category is the story's first tag. */
  questionId: string | null;
  /** The question as it was asked. */
  questionText: string | null;
}

export interface RecordStoryInput {
  question: AnsweredQuestion;
  fullText: string;
  rawText: string;
  source: StorySource;
  /** Photos, recordings and other files; the first recording makes it a voice story. */
  files: StoryFile[];
  /** The story's id when it was chosen before (a file was stored under it); a new one otherwise. */
  storyId?: string;
  /** The email it came from, which makes recording it again return the same story. */
  inboundMessageId?: string | null;
  /** The answer page's id for it, which makes recording it again (for the same question) return the same story. */
  sendId?: string | null;
  /** Files of the email the story cannot hold (kept with the email), named beside it. */
  leftOutFiles?: LeftOutFile[];
}

/**
 * Turns an answer into a story in the family's collection: keeps its files, and saves the story
 * with its StoryRecorded event, whose handlers mark the question answered and tell the vault
 * (activity, stats) before this returns. Safe to repeat for one email, and for one page's send.
 */
@Injectable()
export class RecordStory {
  constructor(
    private readonly stories: StoryRepository,
    private readonly media: ObjectStore,
    private readonly catalog: QuestionCatalog,
    private readonly events: EventBus,
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
    const now = this.clock.now();
    const stories: Story[] = [];
    const written: string[] = [];
    let saved: Story[];
    try {
      for (const input of inputs) {
        const id = input.storyId ?? randomUUID();
        const category = input.question.questionId
          ? (questions.get(input.question.questionId)?.category ?? null)
          : null;
        stories.push(
          Story.record({
            id,
            vaultId: input.question.vaultId,
            deliveryId: input.question.deliveryId,
            vaultQuestionId: input.question.vaultQuestionId,
            questionId: input.question.questionId,
            questionText: input.question.questionText,
            category,
            source: input.source,
            fullText: input.fullText,
            rawText: input.rawText,
            leftOutFiles: input.leftOutFiles,
            attachments: await this.keepFiles(id, input.files, written),
            inboundMessageId: input.inboundMessageId ?? null,
            sendId: input.sendId ?? null,
            at: now,
          }),
        );
      }
      saved = await this.stories.saveMany(stories);
    } catch (error) {
      await this.removeAll(written);
      throw error;
    }
    // A story saved before for the same email (or the same page's send) stands, with its own files; what follows a story is
    // owed again (its handlers do it once), in case the first recording was cut short before it.
    const again = saved.flatMap((story, i) => (story === stories[i] ? [] : [i]));
    await this.removeAll(again.flatMap((i) => stories[i].attachments.map((a) => a.mediaKey)));
    if (again.length) {
      for (const i of again) saved[i].recordAgain(inputs[i].question.vaultQuestionId, now);
      await this.stories.saveMany(again.map((i) => saved[i]));
    }
    await this.events.dispatch(saved.flatMap((story) => story.pullEvents()));
    return saved;
  }

  /** Writes an answer's files where its story will find them. */
  private async keepFiles(storyId: string, files: StoryFile[], written: string[]): Promise<NewAttachment[]> {
    const attachments: NewAttachment[] = [];
    for (const [index, file] of files.entries()) {
      const { content } = file;
      const attachment = storyFile(storyId, index + 1, {
        filename: file.filename,
        contentType: file.contentType,
        sizeBytes: Buffer.isBuffer(content) ? content.length : content.size,
      });
      if (Buffer.isBuffer(content)) {
        written.push(attachment.mediaKey);
        await this.media.put(attachment.mediaKey, content, { contentType: attachment.contentType });
      } else {
        written.push(content.storedAs);
        if (content.storedAs !== attachment.mediaKey)
          throw new Error(`A story's file is stored as ${attachment.mediaKey}, not elsewhere.`);
      }
      attachments.push(attachment);
    }
    return attachments;
  }

  /** Removes files no story owns; one that cannot be removed is left for the sweep, not an error. */
  private async removeAll(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.media.delete(key).catch(() => undefined)));
  }
}
