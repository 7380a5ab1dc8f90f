import { Injectable } from '@nestjs/common';
import { VaultRole } from '@storyvault/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { TypeormEventOutbox } from '../../../../shared/events/typeorm-event-outbox';
import { isUuid } from '../../../../shared/ids';
import { RecentWrites, WriteLimit } from '../../../../shared/limits/write-limit';
import { FoundStory, StoryFind, StoryRef, StoryRepository } from '../../application/ports/story.repository';
import { Story, StoryRevision } from '../../domain/story';
import { STORY_AS_ENTITY, STORY_ATTACHMENTS_SQL, storyFindStatement } from './story-find.sql';
import { StoryAttachmentOrmEntity } from './story-attachment.orm-entity';
import { StoryOrmEntity } from './story.orm-entity';
import { PageAttachment, toStory } from './story-row';
import { StoryEditConflictError } from '../../domain/story.errors';

/** A version another edit of the story wrote first (its number, or the original's id). */
function versionTaken(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && ['story_revisions_version_key', 'story_revisions_pkey'].includes(constraint ?? '');
}

@Injectable()
export class TypeormStoryRepository extends StoryRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: TypeormEventOutbox,
  ) {
    super();
  }

  async save(story: Story): Promise<Story> {
    return (await this.saveMany([story]))[0];
  }

  async saveMany(stories: Story[]): Promise<Story[]> {
    if (!stories.length) return [];
    const isNew = stories.map((story) => story.changes().isNew);
    const saved = stories.filter((_, i) => !isNew[i]);
    const write = async (manager: EntityManager) => {
      const created = await this.insertNew(
        manager,
        stories.filter((_, i) => isNew[i]),
      );
      for (const story of saved) await this.update(manager, story);
      await this.outbox.appendIn(
        manager,
        saved.flatMap((story) => story.pendingEvents),
      );
      return created;
    };
    // New stories alone (every answer) take one statement, its own transaction; changes to saved ones take one.
    const createdAt = saved.length
      ? await this.db.transaction(write).catch((error: unknown) => {
          throw versionTaken(error) ? new StoryEditConflictError() : error;
        })
      : await write(this.db.manager);
    const again = stories.filter((story, i) => isNew[i] && !createdAt.has(story.id));
    const earlier = again.length ? await this.savedBefore(again) : [];
    return stories.map((story, i) => {
      if (!isNew[i] || createdAt.has(story.id)) {
        story.markSaved(createdAt.get(story.id));
        return story;
      }
      const existing = earlier.find((e) => sameAnswer(e, story));
      if (!existing) throw new Error(`Story ${story.id} was neither saved nor found`);
      return existing;
    });
  }

  /**
   * One statement: the stories not saved before (an email's story is saved once), their files,
   * and their events (those of a story not saved are not stored either).
   */
  /** The stories saved before for the same emails, or the same page's sends, as `again`'s. */
  private async savedBefore(again: Story[]): Promise<Story[]> {
    const sends = again.filter((story) => story.sendId);
    return this.withAttachments(
      await this.db.query(
        `${STORY_AS_ENTITY} WHERE inbound_message_id = ANY($1::uuid[])
           OR (delivery_id, send_id) IN (SELECT * FROM unnest($2::uuid[], $3::uuid[]))`,
        [
          again.map((story) => story.inboundMessageId).filter(Boolean),
          sends.map((story) => story.deliveryId),
          sends.map((story) => story.sendId),
        ],
      ),
    );
  }

  private async insertNew(manager: EntityManager, stories: Story[]): Promise<Map<string, Date>> {
    if (!stories.length) return new Map();
    const attachments = stories.flatMap((story) => story.attachments.map((a) => ({ ...a, storyId: story.id })));
    const column = <K extends keyof Story>(key: K) => stories.map((story) => story[key]);
    const attachmentColumn = <K extends keyof (typeof attachments)[number]>(key: K) => attachments.map((a) => a[key]);
    const events = this.outbox.storing(
      stories.flatMap((story) => story.pendingEvents.map((event) => ({ event, subject: story.id }))),
      22,
      'created',
    );
    const created: Array<{ id: string; created_at: Date }> = await manager.query(
      `WITH created AS (
         INSERT INTO stories (id, vault_id, delivery_id, source, inbound_message_id, send_id, question_id,
           question_text, response_type, full_text, raw_text, tags, media_key, left_out_files)
         SELECT id, vault_id, delivery_id, source, inbound_message_id, send_id, question_id, question_text,
           response_type, full_text, raw_text, ARRAY(SELECT json_array_elements_text(tags::json)), media_key,
           left_out_files::jsonb
         FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::varchar[], $5::uuid[], $21::uuid[], $6::uuid[],
           $7::text[], $8::varchar[], $9::text[], $10::text[], $11::text[], $12::varchar[], $20::text[])
           AS t(id, vault_id, delivery_id, source, inbound_message_id, send_id, question_id, question_text,
             response_type, full_text, raw_text, tags, media_key, left_out_files)
         -- An email's story, or a page's send, saved before: stories_inbound_message_unique, stories_send_unique.
         ON CONFLICT DO NOTHING
         RETURNING id, created_at),
       files AS (
         INSERT INTO story_attachments (id, story_id, kind, filename, content_type, size_bytes, media_key)
         SELECT a.* FROM unnest($13::uuid[], $14::uuid[], $15::varchar[], $16::varchar[], $17::varchar[], $18::int[],
           $19::varchar[]) AS a(id, story_id, kind, filename, content_type, size_bytes, media_key)
         WHERE a.story_id IN (SELECT id FROM created)),
       ${events.sql}
       SELECT id, created_at FROM created`,
      [
        column('id'),
        column('vaultId'),
        column('deliveryId'),
        column('source'),
        column('inboundMessageId'),
        column('questionId'),
        column('questionText'),
        column('responseType'),
        column('fullText'),
        column('rawText'),
        stories.map((story) => JSON.stringify(story.tags)),
        column('mediaKey'),
        attachmentColumn('id'),
        attachmentColumn('storyId'),
        attachmentColumn('kind'),
        attachmentColumn('filename'),
        attachmentColumn('contentType'),
        attachmentColumn('sizeBytes'),
        attachmentColumn('mediaKey'),
        stories.map((story) => JSON.stringify(story.leftOutFiles)),
        column('sendId'),
        ...events.params,
      ],
    );
    return new Map(created.map((row) => [row.id, row.created_at]));
  }

  /** What changed of a saved story: its row, new files, new revisions. */
  private async update(manager: EntityManager, story: Story): Promise<void> {
    const changes = story.changes();
    if (changes.updated)
      await manager.query(
        `UPDATE stories SET full_text = $2, tags = $3, media_key = $4, response_type = $5, deleted_at = $6,
           title = $7, period = $8
         WHERE id = $1`,
        [
          story.id,
          story.fullText,
          story.tags,
          story.mediaKey,
          story.responseType,
          story.deletedAt,
          story.title,
          story.period,
        ],
      );
    const files = changes.attachments;
    if (files.length)
      await manager.query(
        `INSERT INTO story_attachments (id, story_id, kind, filename, content_type, size_bytes, media_key,
           added_by, added_by_name)
         SELECT a.id, $1, a.kind, a.filename, a.content_type, a.size_bytes, a.media_key, a.added_by, a.added_by_name
         FROM unnest($2::uuid[], $3::varchar[], $4::varchar[], $5::varchar[], $6::int[], $7::varchar[], $8::uuid[],
           $9::varchar[]) AS a(id, kind, filename, content_type, size_bytes, media_key, added_by, added_by_name)
         ON CONFLICT (id) DO NOTHING`,
        [
          story.id,
          files.map((f) => f.id),
          files.map((f) => f.kind),
          files.map((f) => f.filename),
          files.map((f) => f.contentType),
          files.map((f) => f.sizeBytes),
          files.map((f) => f.mediaKey),
          files.map((f) => f.addedBy?.userId ?? null),
          files.map((f) => f.addedBy?.name ?? null),
        ],
      );
    if (changes.removedAttachments.length)
      await manager.query(`DELETE FROM story_attachments WHERE story_id = $1 AND id = ANY($2::uuid[])`, [
        story.id,
        changes.removedAttachments,
      ]);
    const revisions = changes.revisions;
    if (revisions.length)
      // (story_id, version) is unique: of two edits made at once from the same version, the second fails.
      await manager.query(
        `INSERT INTO story_revisions (id, story_id, version, title, period, full_text, tags, revised_by,
           revised_by_name, revised_at)
         SELECT r.id, $1, r.version, r.title, r.period, r.full_text,
           ARRAY(SELECT json_array_elements_text(r.tags::json)), r.revised_by, r.revised_by_name, r.revised_at
         FROM unnest($2::uuid[], $3::int[], $4::varchar[], $5::varchar[], $6::text[], $7::text[], $8::uuid[],
           $9::varchar[], $10::timestamptz[])
           AS r(id, version, title, period, full_text, tags, revised_by, revised_by_name, revised_at)`,
        [
          story.id,
          revisions.map((r) => r.id),
          revisions.map((r) => r.version),
          revisions.map((r) => r.title),
          revisions.map((r) => r.period),
          revisions.map((r) => r.fullText),
          revisions.map((r) => JSON.stringify(r.tags)),
          revisions.map((r) => r.revisedBy),
          revisions.map((r) => r.revisedByName?.slice(0, 200) ?? null),
          revisions.map((r) => r.revisedAt),
        ],
      );
  }

  async listByVault(vaultId: string): Promise<Story[]> {
    if (!isUuid(vaultId)) return [];
    const rows: StoryOrmEntity[] = await this.db.query(
      `${STORY_AS_ENTITY} WHERE vault_id = $1 AND deleted_at IS NULL ORDER BY created_at DESC, id DESC`,
      [vaultId],
    );
    return this.withAttachments(rows);
  }

  async listPageByVault(vaultId: string, limit: number, before: string | null): Promise<Story[] | null> {
    if (!isUuid(vaultId)) return before ? null : [];
    if (before) {
      if (!isUuid(before)) return null;
      // The cursor is compared in the database, at the timestamp's full (microsecond) precision.
      const cursor = await this.db.query(`SELECT 1 FROM stories WHERE id = $1 AND vault_id = $2`, [before, vaultId]);
      if (!cursor.length) return null;
    }
    const rows: StoryOrmEntity[] = await this.db.query(
      `${STORY_AS_ENTITY} WHERE vault_id = $1 AND deleted_at IS NULL` +
        (before ? ' AND (created_at, id) < (SELECT c.created_at, c.id FROM stories c WHERE c.id = $3)' : '') +
        ' ORDER BY created_at DESC, id DESC LIMIT $2',
      before ? [vaultId, limit, before] : [vaultId, limit],
    );
    return this.withAttachments(rows);
  }

  async findPage(vaultId: string, find: StoryFind): Promise<FoundStory[] | null> {
    if (!isUuid(vaultId) || (find.readerId !== undefined && !isUuid(find.readerId))) return find.before ? null : [];
    if (find.before) {
      if (!isUuid(find.before)) return null;
      const cursor = await this.db.query(`SELECT 1 FROM stories WHERE id = $1 AND vault_id = $2`, [
        find.before,
        vaultId,
      ]);
      if (!cursor.length) return null;
    }
    if (find.words && !find.words.length) return [];
    const { sql, params } = storyFindStatement(vaultId, find);
    const rows: Array<StoryOrmEntity & { attachments: PageAttachment[]; highlight?: string; readerRole?: VaultRole }> =
      await this.db.query(sql, params);
    return rows.map((row) => ({
      story: toStory(row, row.attachments, []),
      ...(find.words ? { highlight: row.highlight ?? '' } : {}),
      ...(row.readerRole ? { readerRole: row.readerRole } : {}),
    }));
  }

  async findById(id: string): Promise<Story | null> {
    if (!isUuid(id)) return null;
    const rows: StoryOrmEntity[] = await this.db.query(`${STORY_AS_ENTITY} WHERE id = $1`, [id]);
    if (!rows.length) return null;
    const revisions: StoryRevision[] = await this.db.query(
      `SELECT id, version, title, period, full_text AS "fullText", tags, revised_by AS "revisedBy",
         revised_by_name AS "revisedByName", revised_at AS "revisedAt"
       FROM story_revisions WHERE story_id = $1 ORDER BY version`,
      [id],
    );
    return (await this.withAttachments(rows, revisions))[0];
  }

  async sentBefore(deliveryId: string, sendId: string): Promise<string | null> {
    if (!isUuid(deliveryId) || !isUuid(sendId)) return null;
    const rows: Array<{ id: string }> = await this.db.query(
      `SELECT id FROM stories WHERE delivery_id = $1 AND send_id = $2`,
      [deliveryId, sendId],
    );
    return rows[0]?.id ?? null;
  }

  async liveRefsByIds(ids: string[]): Promise<StoryRef[]> {
    const valid = ids.filter((id) => isUuid(id));
    if (!valid.length) return [];
    return this.db.query(
      `SELECT id, vault_id AS "vaultId", question_text AS "questionText", title FROM stories
       WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL`,
      [valid],
    );
  }

  async listDeletedByVault(vaultId: string): Promise<Story[]> {
    if (!isUuid(vaultId)) return [];
    const rows: StoryOrmEntity[] = await this.db.query(
      `${STORY_AS_ENTITY} WHERE vault_id = $1 AND deleted_at IS NOT NULL ORDER BY deleted_at DESC, id DESC`,
      [vaultId],
    );
    return this.withAttachments(rows);
  }

  async purgeDeleted(
    deletedBefore: Date,
    limit: number,
    removeFiles: (story: Story) => Promise<void>,
  ): Promise<number> {
    const due: Array<{ id: string }> = await this.db.query(
      `SELECT id FROM stories WHERE deleted_at <= $1 ORDER BY deleted_at LIMIT $2`,
      [deletedBefore, limit],
    );
    let purged = 0;
    for (const { id } of due)
      await this.db.transaction(async (manager) => {
        // Locked while its files go: another worker skips it, a restore waits (and then finds nothing).
        const rows: StoryOrmEntity[] = await manager.query(
          `${STORY_AS_ENTITY} WHERE id = $1 AND deleted_at <= $2 FOR UPDATE SKIP LOCKED`,
          [id, deletedBefore],
        );
        if (!rows.length) return;
        const [story] = await this.withAttachments(rows);
        await removeFiles(story);
        // Its files, revisions, comments and notification rows go with it (ON DELETE CASCADE).
        await manager.query(`DELETE FROM stories WHERE id = $1`, [id]);
        purged++;
      });
    return purged;
  }

  async purgeVault(vaultId: string, limit: number, removeFiles: (story: Story) => Promise<void>): Promise<number> {
    const due: Array<{ id: string }> = await this.db.query(
      `SELECT id FROM stories WHERE vault_id = $1 ORDER BY created_at LIMIT $2`,
      [vaultId, limit],
    );
    let purged = 0;
    for (const { id } of due)
      await this.db.transaction(async (manager) => {
        // Waits for a story another worker holds (a purge, an edit): none may be left behind with its files.
        const rows: StoryOrmEntity[] = await manager.query(`${STORY_AS_ENTITY} WHERE id = $1 FOR UPDATE`, [id]);
        if (!rows.length) return;
        const [story] = await this.withAttachments(rows);
        await removeFiles(story);
        await manager.query(`DELETE FROM stories WHERE id = $1`, [id]);
        purged++;
      });
    return purged;
  }

  async photosAddedRecently(vaultId: string, userId: string, limit: WriteLimit): Promise<RecentWrites> {
    const rows: Array<{ at: Date; now: Date }> = await this.db.query(
      `SELECT a.created_at AS at, clock_timestamp() AS now FROM story_attachments a JOIN stories s ON s.id = a.story_id
       WHERE s.vault_id = $1 AND a.added_by = $2 AND a.created_at > clock_timestamp() - $3 * interval '1 millisecond'
       ORDER BY a.created_at DESC LIMIT $4`,
      [vaultId, userId, limit.windowMs, limit.max],
    );
    if (rows.length) return { times: rows.map((r) => r.at), now: rows[0].now };
    const [{ now }]: Array<{ now: Date }> = await this.db.query('SELECT clock_timestamp() AS now');
    return { times: [], now };
  }

  private async withAttachments(rows: StoryOrmEntity[], revisions: StoryRevision[] = []): Promise<Story[]> {
    const attachments: StoryAttachmentOrmEntity[] = rows.length
      ? await this.db.query(STORY_ATTACHMENTS_SQL, [rows.map((r) => r.id)])
      : [];
    return rows.map((row) =>
      toStory(
        row,
        attachments.filter((a) => a.storyId === row.id),
        revisions,
      ),
    );
  }
}

/** Whether a story saved before is the one `story` would have been: the same email, or the same page's send. */
function sameAnswer(earlier: Story, story: Story): boolean {
  if (story.inboundMessageId) return earlier.inboundMessageId === story.inboundMessageId;
  return story.sendId !== null && earlier.deliveryId === story.deliveryId && earlier.sendId === story.sendId;
}
