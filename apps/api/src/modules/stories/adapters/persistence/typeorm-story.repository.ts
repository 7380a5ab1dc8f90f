import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, In } from 'typeorm';
import { StoryRepository } from '../../application/ports/story.repository';
import { AttachmentKind, NewStory, ResponseType, Story, StorySource } from '../../domain/story';
import { StoryAttachmentOrmEntity } from './story-attachment.orm-entity';
import { StoryOrmEntity } from './story.orm-entity';
import { isUuid } from '../../../../shared/ids';

/**
 * A story row under the entity's property names. The story reads (a page on every dashboard
 * load) go through plain SQL, at a fraction of TypeORM's find per call (docs/decisions.md, "Hot
 * reads in plain SQL").
 */
const STORY_AS_ENTITY = `SELECT id, vault_id AS "vaultId", delivery_id AS "deliveryId", source,
  inbound_message_id AS "inboundMessageId", question_id AS "questionId", question_text AS "questionText",
  response_type AS "responseType", full_text AS "fullText", raw_text AS "rawText", tags, media_key AS "mediaKey",
  created_at AS "createdAt"
  FROM stories`;

@Injectable()
export class TypeormStoryRepository extends StoryRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async create(story: NewStory): Promise<Story> {
    return (await this.createMany([story]))[0];
  }

  async createMany(stories: NewStory[]): Promise<Story[]> {
    if (!stories.length) return [];
    const attachments = stories.flatMap((story) =>
      story.attachments.map((a) => ({ ...a, id: randomUUID(), storyId: story.id })),
    );
    const column = <K extends keyof NewStory>(key: K) => stories.map((story) => story[key]);
    const attachmentColumn = <K extends keyof (typeof attachments)[number]>(key: K) => attachments.map((a) => a[key]);
    // One statement: the stories not saved before (an email's story is saved once), and their files.
    const created: Array<{ id: string; created_at: Date }> = await this.db.query(
      `WITH created AS (
         INSERT INTO stories (id, vault_id, delivery_id, source, inbound_message_id, question_id, question_text,
           response_type, full_text, raw_text, tags, media_key)
         SELECT id, vault_id, delivery_id, source, inbound_message_id, question_id, question_text, response_type,
           full_text, raw_text, ARRAY(SELECT json_array_elements_text(tags::json)), media_key
         FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::varchar[], $5::uuid[], $6::uuid[], $7::text[],
           $8::varchar[], $9::text[], $10::text[], $11::text[], $12::varchar[])
           AS t(id, vault_id, delivery_id, source, inbound_message_id, question_id, question_text, response_type,
             full_text, raw_text, tags, media_key)
         ON CONFLICT (inbound_message_id) DO NOTHING
         RETURNING id, created_at),
       files AS (
         INSERT INTO story_attachments (id, story_id, kind, filename, content_type, size_bytes, media_key)
         SELECT a.* FROM unnest($13::uuid[], $14::uuid[], $15::varchar[], $16::varchar[], $17::varchar[], $18::int[],
           $19::varchar[]) AS a(id, story_id, kind, filename, content_type, size_bytes, media_key)
         WHERE a.story_id IN (SELECT id FROM created))
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
      ],
    );
    const createdAt = new Map(created.map((row) => [row.id, row.created_at]));
    // The same emails again: the stories saved the first time stand.
    const again = stories.filter((story) => !createdAt.has(story.id) && story.inboundMessageId);
    const earlier = again.length
      ? await this.withAttachments(
          await this.db.getRepository(StoryOrmEntity).findBy({
            inboundMessageId: In(again.map((story) => story.inboundMessageId!)),
          }),
          this.db.manager,
        )
      : [];
    return stories.map((story) => {
      const at = createdAt.get(story.id);
      if (at) {
        const { attachments: _files, ...fields } = story;
        return {
          ...fields,
          createdAt: at,
          attachments: attachments.filter((a) => a.storyId === story.id).map(({ storyId: _storyId, ...a }) => a),
        };
      }
      const existing = earlier.find((e) => e.inboundMessageId === story.inboundMessageId);
      if (!existing) throw new Error(`Story ${story.id} was neither saved nor found`);
      return existing;
    });
  }

  async listByVault(vaultId: string): Promise<Story[]> {
    if (!isUuid(vaultId)) return [];
    const rows: StoryOrmEntity[] = await this.db.query(
      `${STORY_AS_ENTITY} WHERE vault_id = $1 ORDER BY created_at DESC, id DESC`,
      [vaultId],
    );
    return this.withAttachments(rows, this.db.manager);
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
      `${STORY_AS_ENTITY} WHERE vault_id = $1` +
        (before ? ' AND (created_at, id) < (SELECT c.created_at, c.id FROM stories c WHERE c.id = $3)' : '') +
        ' ORDER BY created_at DESC, id DESC LIMIT $2',
      before ? [vaultId, limit, before] : [vaultId, limit],
    );
    return this.withAttachments(rows, this.db.manager);
  }

  async findById(id: string): Promise<Story | null> {
    if (!isUuid(id)) return null;
    const rows: StoryOrmEntity[] = await this.db.query(`${STORY_AS_ENTITY} WHERE id = $1`, [id]);
    return rows.length ? (await this.withAttachments(rows, this.db.manager))[0] : null;
  }

  private async withAttachments(rows: StoryOrmEntity[], manager: EntityManager): Promise<Story[]> {
    const attachments: StoryAttachmentOrmEntity[] = rows.length
      ? await manager.query(
          `SELECT id, story_id AS "storyId", kind, filename, content_type AS "contentType", size_bytes AS "sizeBytes",
             media_key AS "mediaKey", created_at AS "createdAt"
           FROM story_attachments WHERE story_id = ANY($1::uuid[]) ORDER BY created_at ASC, filename ASC`,
          [rows.map((r) => r.id)],
        )
      : [];
    return rows.map((row) => ({
      id: row.id,
      vaultId: row.vaultId,
      deliveryId: row.deliveryId,
      questionId: row.questionId,
      questionText: row.questionText,
      responseType: row.responseType as ResponseType,
      source: row.source as StorySource,
      fullText: row.fullText,
      rawText: row.rawText,
      tags: row.tags,
      mediaKey: row.mediaKey,
      inboundMessageId: row.inboundMessageId,
      createdAt: row.createdAt,
      attachments: attachments
        .filter((a) => a.storyId === row.id)
        .map((a) => ({
          id: a.id,
          kind: a.kind as AttachmentKind,
          filename: a.filename,
          contentType: a.contentType,
          sizeBytes: a.sizeBytes,
          mediaKey: a.mediaKey,
        })),
    }));
  }
}
