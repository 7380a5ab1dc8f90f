import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../../../shared/ids';
import { StoryToTranscribe, TranscriptStore } from '../../application/ports/transcript.store';
import { TranscriptStatus } from '../../domain/story';

/** Transcripts in the stories table; the guard on `complete` is its WHERE clause. */
@Injectable()
export class TypeormTranscriptStore extends TranscriptStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async find(storyId: string): Promise<StoryToTranscribe | null> {
    if (!isUuid(storyId)) return null;
    const rows: Array<{ id: string; vault_id: string; transcript_status: TranscriptStatus }> = await this.db.query(
      `SELECT id, vault_id, transcript_status FROM stories WHERE id = $1`,
      [storyId],
    );
    if (!rows.length) return null;
    const recordings: StoryToTranscribe['recordings'] = await this.db.query(
      `SELECT media_key AS "mediaKey", filename, content_type AS "contentType", size_bytes AS "sizeBytes"
       FROM story_attachments WHERE story_id = $1 AND kind = 'audio' ORDER BY created_at ASC, filename ASC`,
      [storyId],
    );
    if (!recordings.length) return null;
    return { id: rows[0].id, vaultId: rows[0].vault_id, status: rows[0].transcript_status, recordings };
  }

  async markPending(storyId: string): Promise<boolean> {
    return this.changed(
      `UPDATE stories SET transcript_status = 'pending'
       WHERE id = $1 AND response_type = 'voice' AND transcript_status IN ('none', 'failed')`,
      [storyId],
    );
  }

  async complete(storyId: string, transcript: string): Promise<boolean> {
    return this.changed(
      `UPDATE stories SET transcript_status = 'done', transcript = $2 WHERE id = $1 AND transcript_status <> 'done'`,
      [storyId, transcript.split('\u0000').join('')],
    );
  }

  async markFailed(storyId: string): Promise<boolean> {
    return this.changed(
      `UPDATE stories SET transcript_status = 'failed' WHERE id = $1 AND transcript_status IN ('none', 'pending')`,
      [storyId],
    );
  }

  async untranscribed(options: { includePending: boolean; limit: number }): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.db.query(
      `SELECT id FROM stories
       WHERE response_type = 'voice' AND transcript_status <> 'done' AND deleted_at IS NULL
         AND ($1 OR transcript_status <> 'pending')
       ORDER BY created_at ASC, id ASC LIMIT $2`,
      [options.includePending, options.limit],
    );
    return rows.map((r) => r.id);
  }

  private async changed(sql: string, params: unknown[]): Promise<boolean> {
    if (!isUuid(params[0] as string)) return false;
    const [, count] = (await this.db.query(sql, params)) as [unknown, number];
    return count > 0;
  }
}
