import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ReceivedStories, ReceivedStory } from '../../application/ports/received-stories';

/** The vault's side of its stories: the `story_received` activities, `vaults.stories_count`, the questions answered. */
@Injectable()
export class TypeormReceivedStories extends ReceivedStories {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async recordStoriesReceived(entries: ReceivedStory[]): Promise<boolean[]> {
    if (!entries.length) return [];
    // One statement for the batch: the activity is the once-per-story key; only stories whose
    // activity is new count and answer their question.
    const rows: Array<{ recorded: boolean }> = await this.db.query(
      `WITH input AS (
         SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::uuid[], $4::varchar[], $5::timestamptz[], $6::jsonb[])
           WITH ORDINALITY AS t(vault_id, story_id, vault_question_id, description, at, details, n)),
       logged AS (
         INSERT INTO activities (vault_id, type, description, details, created_at, ref)
         SELECT vault_id, 'story_received', description, details, at, story_id FROM input
         ON CONFLICT (vault_id, type, ref) WHERE ref IS NOT NULL DO NOTHING
         RETURNING vault_id, ref),
       counted AS (
         UPDATE vaults v SET stories_count = stories_count + c.n
         FROM (SELECT vault_id, count(*)::int AS n FROM logged GROUP BY vault_id) c WHERE v.id = c.vault_id),
       answered AS (
         UPDATE vault_questions q SET state = 'answered'
         FROM input i JOIN logged l ON l.vault_id = i.vault_id AND l.ref = i.story_id
         WHERE q.id = i.vault_question_id AND q.state <> 'queued')
       SELECT EXISTS (SELECT 1 FROM logged l WHERE l.vault_id = i.vault_id AND l.ref = i.story_id) AS recorded
       FROM input i ORDER BY i.n`,
      [
        entries.map((e) => e.vaultId),
        entries.map((e) => e.storyId),
        entries.map((e) => e.vaultQuestionId),
        entries.map((e) => e.description.slice(0, 300)),
        entries.map((e) => e.at),
        entries.map((e) => JSON.stringify(e.details)),
      ],
    );
    return rows.map((r) => r.recorded);
  }

  async storiesDeletedOrRestored(
    changes: Array<{ vaultId: string; storyId: string; deleted: boolean }>,
  ): Promise<void> {
    if (!changes.length) return;
    // Counted again from what is now true (the view the stories module publishes, `story_index`),
    // so a change told twice or late is no harm.
    await this.db.query(
      `UPDATE vaults v SET stories_count = (
         SELECT count(*)::int FROM activities a JOIN story_index s ON s.id::text = a.ref
         WHERE a.vault_id = v.id AND a.type = 'story_received' AND s.deleted_at IS NULL)
       WHERE v.id = ANY($1::uuid[])`,
      [[...new Set(changes.map((c) => c.vaultId))]],
    );
  }
}
