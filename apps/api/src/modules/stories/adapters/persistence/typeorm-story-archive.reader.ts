import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../../../shared/ids';
import { ArchiveCursor, ArchivedStory, StoryArchiveReader } from '../../application/ports/story-archive.reader';

type StoryRow = Omit<ArchivedStory, 'attachments' | 'revisions'>;

@Injectable()
export class TypeormStoryArchiveReader extends StoryArchiveReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async count(vaultId: string): Promise<number> {
    if (!isUuid(vaultId)) return 0;
    const [row] = await this.db.query(
      `SELECT count(*)::int AS n FROM stories WHERE vault_id = $1 AND deleted_at IS NULL`,
      [vaultId],
    );
    return row.n;
  }

  async hasPhoto(vaultId: string, attachmentId: string): Promise<boolean> {
    if (!isUuid(vaultId) || !isUuid(attachmentId)) return false;
    const rows = await this.db.query(
      `SELECT 1 FROM story_attachments a JOIN stories s ON s.id = a.story_id
       WHERE a.id = $1 AND a.kind = 'photo' AND s.vault_id = $2 AND s.deleted_at IS NULL`,
      [attachmentId, vaultId],
    );
    return rows.length > 0;
  }

  async countOf(vaultId: string, storyIds: readonly string[]): Promise<number> {
    const ids = storyIds.filter(isUuid);
    if (!isUuid(vaultId) || !ids.length) return 0;
    const [row] = await this.db.query(
      `SELECT count(*)::int AS n FROM stories WHERE vault_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NULL`,
      [vaultId, ids],
    );
    return row.n;
  }

  async page(vaultId: string, after: ArchiveCursor | null, limit: number): Promise<ArchivedStory[]> {
    if (!isUuid(vaultId)) return [];
    // The cursor is compared at the timestamp's full (microsecond) precision, through the story's own row.
    const rows: StoryRow[] = await this.db.query(
      `SELECT id, vault_id AS "vaultId", question_id AS "questionId", question_text AS "questionText", title, period,
         response_type AS "responseType", source, full_text AS "fullText", raw_text AS "rawText", tags, transcript,
         inbound_message_id AS "inboundMessageId", created_at AS "createdAt", left_out_files AS "leftOutFiles"
       FROM stories WHERE vault_id = $1 AND deleted_at IS NULL` +
        (after ? ' AND (created_at, id) > (SELECT c.created_at, c.id FROM stories c WHERE c.id = $3)' : '') +
        ' ORDER BY created_at, id LIMIT $2',
      after ? [vaultId, limit, after.id] : [vaultId, limit],
    );
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const attachments: Array<ArchivedStory['attachments'][number] & { storyId: string }> = await this.db.query(
      `SELECT id, story_id AS "storyId", kind, filename, content_type AS "contentType", size_bytes AS "sizeBytes",
         media_key AS "mediaKey", added_by_name AS "addedByName"
       FROM story_attachments WHERE story_id = ANY($1::uuid[])
       ORDER BY (added_by IS NOT NULL), (kind <> 'audio'), created_at, filename, id`,
      [ids],
    );
    const revisions: Array<ArchivedStory['revisions'][number] & { storyId: string }> = await this.db.query(
      `SELECT id, story_id AS "storyId", title, period, full_text AS "fullText", tags, revised_by AS "revisedBy",
         revised_at AS "revisedAt"
       FROM story_revisions WHERE story_id = ANY($1::uuid[]) ORDER BY version`,
      [ids],
    );
    return rows.map((row) => ({
      ...row,
      attachments: attachments.filter((a) => a.storyId === row.id).map(({ storyId: _s, ...a }) => a),
      revisions: revisions.filter((r) => r.storyId === row.id).map(({ storyId: _s, ...r }) => r),
    }));
  }
}
