/** A story row as the stories module reads it, and the domain story it makes. */
import { AttachmentKind, ResponseType, Story, StoryRevision, StorySource, TranscriptStatus } from '../../domain/story';
import { StoryAttachmentOrmEntity } from './story-attachment.orm-entity';
import { StoryOrmEntity } from './story.orm-entity';

/** A story's file as a find's statement brings it (STORY_ATTACHMENTS_SQL's row but its time). */
export type PageAttachment = Omit<StoryAttachmentOrmEntity, 'createdAt'>;

/** A story from its row, its files (in the order it shows them) and its revisions. */
export function toStory(row: StoryOrmEntity, attachments: PageAttachment[], revisions: StoryRevision[]): Story {
  return Story.rehydrate(
    {
      id: row.id,
      vaultId: row.vaultId,
      deliveryId: row.deliveryId,
      questionId: row.questionId,
      questionText: row.questionText,
      title: row.title,
      period: row.period,
      responseType: row.responseType as ResponseType,
      source: row.source as StorySource,
      fullText: row.fullText,
      rawText: row.rawText,
      tags: row.tags,
      mediaKey: row.mediaKey,
      inboundMessageId: row.inboundMessageId,
      sendId: row.sendId ?? null,
      createdAt: row.createdAt,
      transcriptStatus: row.transcriptStatus as TranscriptStatus,
      transcript: row.transcript,
      leftOutFiles: row.leftOutFiles ?? [],
      attachments: attachments.map((a) => ({
        id: a.id,
        kind: a.kind as AttachmentKind,
        filename: a.filename,
        contentType: a.contentType,
        sizeBytes: a.sizeBytes,
        mediaKey: a.mediaKey,
        ...(a.addedByName !== null ? { addedBy: { userId: a.addedBy, name: a.addedByName } } : {}),
      })),
    },
    { deletedAt: row.deletedAt, revisions },
  );
}
