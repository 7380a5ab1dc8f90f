import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'story_attachments' })
@Index('story_attachments_added_by', ['addedBy'], { where: 'added_by IS NOT NULL' })
export class StoryAttachmentOrmEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('story_attachments_story')
  @Column({ name: 'story_id', type: 'uuid' })
  storyId: string;

  @Column({ type: 'varchar', length: 10 })
  kind: string;

  @Column({ type: 'varchar', length: 255 })
  filename: string;

  @Column({ name: 'content_type', type: 'varchar', length: 127 })
  contentType: string;

  @Column({ name: 'size_bytes', type: 'int' })
  sizeBytes: number;

  @Column({ name: 'media_key', type: 'varchar', length: 300 })
  mediaKey: string;

  @Column({ name: 'added_by', type: 'uuid', nullable: true })
  addedBy: string | null;

  @Column({ name: 'added_by_name', type: 'varchar', length: 200, nullable: true })
  addedByName: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
