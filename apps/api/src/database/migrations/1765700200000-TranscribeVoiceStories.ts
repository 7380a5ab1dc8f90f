import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Voice stories written down automatically (docs/decisions/0052-transcribing-voice-stories.md):
 * whether a story's recordings were transcribed, and the text. Voice stories waiting for it are
 * found by a small partial index.
 */
export class TranscribeVoiceStories1765700200000 implements MigrationInterface {
  name = 'TranscribeVoiceStories1765700200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE stories
      ADD COLUMN transcript_status varchar(10) NOT NULL DEFAULT 'none'
        CONSTRAINT stories_transcript_status_check CHECK (transcript_status IN ('none', 'pending', 'done', 'failed')),
      ADD COLUMN transcript text`);
    await q.query(`CREATE INDEX stories_untranscribed ON stories (created_at)
      WHERE response_type = 'voice' AND transcript_status <> 'done' AND deleted_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX stories_untranscribed`);
    await q.query(`ALTER TABLE stories DROP COLUMN transcript, DROP COLUMN transcript_status`);
  }
}
