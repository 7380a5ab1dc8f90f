import { STORY_PHOTO_LIMITS } from '@storyvault/contracts';
import { randomUUID } from 'node:crypto';
import { AggregateRoot, domainEvent } from '../../../shared/events/domain-event';
import { PhotoNotFoundError, RevisionNotFoundError, StoryDeletedError } from './story.errors';
import { LeftOutFile, NewAttachment, PhotoAdder, StoryAttachment } from './story-files';
import {
  Editor,
  RecordedAnswer,
  ResponseType,
  StoryChanges,
  StoryData,
  StorySource,
  TranscriptStatus,
} from './story-data';
import { PhotoNotRemovableError, PhotoRemoval, PhotoRemoveForbiddenError, StoryPhotosFullError } from './story-photo';
import { revisedPeriod, revisedTags, revisedText, revisedTitle, StoryEdit, StoryRevision } from './story-revision';
import { unwrapHardWrapped } from './story-text/unwrap';
import { tagsFor } from './tags/tags';

export { attachmentKind, safeFilename, saneContentType, storyFile, storyFileKey } from './story-files';
export type { AttachmentKind, LeftOutFile, NewAttachment, PhotoAdder, StoryAttachment } from './story-files';
export { isAddedBy } from './story-photo';
export type { PhotoRemoval } from './story-photo';
export type { StoryEdit, StoryRevision } from './story-revision';
export type * from './story-data';

/** How long a deleted story waits in "Recently deleted" before it and its files are purged. */
export const RESTORE_DAYS = 30;

/** When a story deleted at `deletedAt` is purged. */
export function purgeDate(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + RESTORE_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * A story of the family's collection: an answer, its files, the owner's revisions of its text and
 * tags, and whether it is deleted (kept, to be restored). Recording one raises StoryRecorded.
 */
export class Story extends AggregateRoot implements StoryData {
  readonly id!: string;
  readonly vaultId!: string;
  readonly deliveryId!: string | null;
  readonly questionId!: string | null;
  readonly questionText!: string;
  readonly title!: string | null;
  readonly period!: string | null;
  readonly responseType!: ResponseType;
  readonly source!: StorySource;
  readonly fullText!: string;
  readonly rawText!: string;
  readonly tags!: string[];
  readonly mediaKey!: string | null;
  readonly attachments!: StoryAttachment[];
  readonly inboundMessageId!: string | null;
  readonly sendId!: string | null;
  readonly createdAt!: Date;
  readonly transcriptStatus!: TranscriptStatus;
  readonly transcript!: string | null;
  readonly leftOutFiles!: LeftOutFile[];
  #deletedAt: Date | null;
  #revisions: StoryRevision[];
  #isNew: boolean;
  #updated = false;
  #newAttachments: StoryAttachment[] = [];
  #removedAttachments: string[] = [];
  #newRevisions = 0;

  private constructor(data: StoryData, deletedAt: Date | null, revisions: StoryRevision[], isNew: boolean) {
    super();
    Object.assign(this, data);
    this.#deletedAt = deletedAt;
    this.#revisions = revisions;
    this.#isNew = isNew;
  }

  /** An answer becomes a story: its text formatted, tagged, a voice story if it came with a recording. */
  static record(answer: RecordedAnswer): Story {
    // An emailed reply may come hard-wrapped by the mail client; what the senior typed on the page is kept as typed.
    const text = answer.source === 'email' ? unwrapHardWrapped(answer.fullText) : answer.fullText;
    const story = new Story(
      {
        id: answer.id,
        vaultId: answer.vaultId,
        deliveryId: answer.deliveryId,
        questionId: answer.questionId,
        questionText: answer.questionText ?? '',
        title: null,
        period: null,
        responseType: 'written',
        source: answer.source,
        fullText: text,
        rawText: answer.rawText,
        tags: tagsFor(answer.category, text),
        mediaKey: null,
        attachments: [],
        inboundMessageId: answer.inboundMessageId ?? null,
        sendId: answer.sendId ?? null,
        createdAt: answer.at,
        transcriptStatus: 'none',
        transcript: null,
        leftOutFiles: answer.leftOutFiles ?? [],
      },
      null,
      [],
      true,
    );
    for (const file of answer.attachments) story.attachMedia(file);
    story.raiseRecorded(answer.vaultQuestionId, answer.at);
    return story;
  }

  /** A story as stored. */
  static rehydrate(data: StoryData, stored: { deletedAt?: Date | null; revisions?: StoryRevision[] } = {}): Story {
    return new Story(data, stored.deletedAt ?? null, stored.revisions ?? [], false);
  }

  /** What the story is called: its title, or the question it answers. */
  get heading(): string {
    return this.title ?? this.questionText;
  }

  get deletedAt(): Date | null {
    return this.#deletedAt;
  }

  /**
   * What the story says: the senior's text, or for a voice story without one the transcript of its
   * recording (then `transcribed` is true).
   */
  get text(): { text: string; transcribed: boolean } {
    if (this.fullText.trim() || !this.transcript) return { text: this.fullText, transcribed: false };
    return { text: this.transcript, transcribed: true };
  }

  /** The versions loaded and made, oldest first (none stored while the story was never edited). */
  get revisions(): readonly StoryRevision[] {
    return this.#revisions;
  }

  /**
   * The same answer recorded again (an email processed a second time): the story stands as it is,
   * and StoryRecorded is raised again, so that what follows a story (done once per story) is done
   * even if the first time was cut short.
   */
  recordAgain(vaultQuestionId: string | null, at: Date): void {
    this.raiseRecorded(vaultQuestionId, at);
  }

  /** Adds a file; the first recording of a story without one becomes its recording. */
  attachMedia(file: NewAttachment): StoryAttachment {
    this.mustNotBeDeleted();
    const attachment: StoryAttachment = { id: randomUUID(), ...file };
    const recording = this.mediaKey === null && file.kind === 'audio';
    this.set({
      attachments: [...this.attachments, attachment],
      ...(recording ? { mediaKey: file.mediaKey, responseType: 'voice' as const } : {}),
    });
    this.#newAttachments.push(attachment);
    if (recording) this.#updated = true;
    return attachment;
  }

  /** Whether the family may add one more photo (the answer's own do not count). */
  get roomForFamilyPhoto(): boolean {
    return (
      this.attachments.filter((a) => a.kind === 'photo' && a.addedBy).length < STORY_PHOTO_LIMITS.familyPhotosPerStory
    );
  }

  /** A photo a member of the family adds to the story (its type already checked), up to 30 a story. */
  addPhoto(file: Omit<NewAttachment, 'kind' | 'addedBy'>, by: PhotoAdder): StoryAttachment {
    if (!this.roomForFamilyPhoto) throw new StoryPhotosFullError();
    return this.attachMedia({ ...file, kind: 'photo', addedBy: { userId: by.userId, name: by.name } });
  }

  /**
   * Removes a photo the family added, if `mayRemove` says so of it (its adder or the owner may);
   * the files that came with the answer are never removed. Answers the photo removed, whose file
   * the caller deletes once saved.
   */
  removeAddedPhoto(photoId: string, mayRemove: PhotoRemoval): StoryAttachment {
    this.mustNotBeDeleted();
    const photo = this.attachments.find((a) => a.id === photoId && a.kind === 'photo');
    if (!photo) throw new PhotoNotFoundError();
    if (!photo.addedBy) throw new PhotoNotRemovableError();
    if (!mayRemove(photo)) throw new PhotoRemoveForbiddenError();
    this.set({ attachments: this.attachments.filter((a) => a.id !== photoId) });
    if (this.#newAttachments.some((a) => a.id === photoId))
      this.#newAttachments = this.#newAttachments.filter((a) => a.id !== photoId);
    else this.#removedAttachments.push(photoId);
    return photo;
  }

  /**
   * The owner's edit of the title, text, tags and period; false when nothing changed. Each edit
   * is a new version, the story as it arrived being the first one kept.
   */
  revise(changes: StoryEdit, by: Editor, at: Date): boolean {
    this.mustNotBeDeleted();
    return this.becomes(
      {
        title: changes.title === undefined ? this.title : revisedTitle(changes.title),
        period: changes.period === undefined ? this.period : revisedPeriod(changes.period, at),
        fullText: changes.fullText === undefined ? this.fullText : revisedText(changes.fullText, !!this.mediaKey),
        tags: changes.tags === undefined ? this.tags : revisedTags(changes.tags),
      },
      by,
      at,
    );
  }

  /** An earlier version becomes the story again, as a new version (nothing is lost); false when it already is. */
  restoreRevision(revisionId: string, by: Editor, at: Date): boolean {
    this.mustNotBeDeleted();
    const revision = this.history().find((r) => r.id === revisionId);
    if (!revision) throw new RevisionNotFoundError();
    const { title, period, fullText, tags } = revision;
    return this.becomes({ title, period, fullText, tags: [...tags] }, by, at);
  }

  /** Every version, oldest first: the story as it arrived (always), then each edit; the last is the story now. */
  history(): readonly StoryRevision[] {
    return this.#revisions.length ? this.#revisions : [this.originalVersion()];
  }

  private becomes(next: Pick<StoryData, 'title' | 'period' | 'fullText' | 'tags'>, by: Editor, at: Date): boolean {
    const same =
      next.title === this.title &&
      next.period === this.period &&
      next.fullText === this.fullText &&
      next.tags.join('\n') === this.tags.join('\n');
    if (same) return false;
    if (!this.#revisions.length) {
      this.#revisions.push(this.originalVersion());
      this.#newRevisions++;
    }
    this.#revisions.push({
      id: randomUUID(),
      version: this.#revisions[this.#revisions.length - 1].version + 1,
      ...next,
      tags: [...next.tags],
      revisedBy: by?.userId ?? null,
      revisedByName: by?.name ?? null,
      revisedAt: at,
    });
    this.#newRevisions++;
    this.set(next);
    this.#updated = true;
    return true;
  }

  /** The story as it arrived, while it was never edited: the story itself. */
  private originalVersion(): StoryRevision {
    return {
      id: this.id,
      version: 0,
      title: this.title,
      period: this.period,
      fullText: this.fullText,
      tags: [...this.tags],
      revisedBy: null,
      revisedByName: null,
      revisedAt: this.createdAt,
    };
  }

  /** Deleted, not gone: listings leave it out until it is restored. Deleting it again changes nothing. */
  delete(at: Date): void {
    if (this.#deletedAt) return;
    this.#deletedAt = at;
    this.#updated = true;
    this.raiseDeletedOrRestored(true, at);
  }

  restore(at: Date = new Date()): void {
    if (!this.#deletedAt) return;
    this.#deletedAt = null;
    this.#updated = true;
    this.raiseDeletedOrRestored(false, at);
  }

  private raiseDeletedOrRestored(deleted: boolean, at: Date): void {
    this.raise(
      domainEvent(
        'StoryDeletedOrRestored',
        { vaultId: this.vaultId, storyId: this.id, deleted, at: at.toISOString() },
        at,
      ),
    );
  }

  /** For the repository: what its save must write. */
  changes(): StoryChanges {
    return {
      isNew: this.#isNew,
      updated: this.#updated && !this.#isNew,
      attachments: this.#newAttachments,
      removedAttachments: this.#removedAttachments,
      revisions: this.#revisions.slice(this.#revisions.length - this.#newRevisions),
    };
  }

  /** For the repository, once its save committed; `createdAt` as the database set it, for a new story. */
  markSaved(createdAt?: Date): void {
    if (createdAt) this.set({ createdAt });
    this.#isNew = false;
    this.#updated = false;
    this.#newAttachments = [];
    this.#removedAttachments = [];
    this.#newRevisions = 0;
  }

  private raiseRecorded(vaultQuestionId: string | null, at: Date): void {
    this.raise(
      domainEvent(
        'StoryRecorded',
        {
          vaultId: this.vaultId,
          storyId: this.id,
          deliveryId: this.deliveryId,
          vaultQuestionId,
          questionText: this.questionText,
          responseType: this.responseType,
          at: at.toISOString(),
        },
        at,
      ),
    );
  }

  private mustNotBeDeleted(): void {
    if (this.#deletedAt) throw new StoryDeletedError();
  }

  private set(fields: Partial<StoryData>): void {
    Object.assign(this, fields);
  }
}
