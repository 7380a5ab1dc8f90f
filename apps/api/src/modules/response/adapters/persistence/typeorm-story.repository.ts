import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, In } from 'typeorm';
import { StoryRepository } from '../../application/ports/story.repository';
import { AttachmentKind, NewStory, ResponseType, Story, StorySource } from '../../domain/story';
import { StoryAttachmentOrmEntity } from './story-attachment.orm-entity';
import { StoryOrmEntity } from './story.orm-entity';

@Injectable()
export class TypeormStoryRepository extends StoryRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async create(story: NewStory): Promise<Story> {
    return this.db.transaction(async (tx) => {
      const { attachments, ...fields } = story;
      const inserted = await tx
        .createQueryBuilder()
        .insert()
        .into(StoryOrmEntity)
        .values({ ...fields })
        .orIgnore()
        .returning(['id'])
        .execute();
      if (!inserted.raw.length && story.inboundMessageId) {
        // The same email again: the story saved the first time stands.
        const existing = await tx.findOneByOrFail(StoryOrmEntity, { inboundMessageId: story.inboundMessageId });
        return this.load(existing.id, tx);
      }
      if (attachments.length) {
        await tx.insert(
          StoryAttachmentOrmEntity,
          attachments.map((a) => ({ ...a, id: randomUUID(), storyId: story.id })),
        );
      }
      return this.load(story.id, tx);
    });
  }

  async listByVault(vaultId: string): Promise<Story[]> {
    const rows = await this.db.getRepository(StoryOrmEntity).find({ where: { vaultId }, order: { createdAt: 'DESC' } });
    return this.withAttachments(rows, this.db.manager);
  }

  async findById(id: string): Promise<Story | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const row = await this.db.getRepository(StoryOrmEntity).findOneBy({ id });
    return row ? (await this.withAttachments([row], this.db.manager))[0] : null;
  }

  private async load(id: string, manager: EntityManager): Promise<Story> {
    const row = await manager.findOneByOrFail(StoryOrmEntity, { id });
    return (await this.withAttachments([row], manager))[0];
  }

  private async withAttachments(rows: StoryOrmEntity[], manager: EntityManager): Promise<Story[]> {
    const attachments = rows.length
      ? await manager.find(StoryAttachmentOrmEntity, {
          where: { storyId: In(rows.map((r) => r.id)) },
          order: { createdAt: 'ASC', filename: 'ASC' },
        })
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
