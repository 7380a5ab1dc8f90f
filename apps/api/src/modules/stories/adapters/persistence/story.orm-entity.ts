import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'stories' })
@Index('stories_vault_created', ['vaultId', 'createdAt'])
@Index('stories_untranscribed', ['createdAt'], {
  where: "response_type = 'voice' AND transcript_status <> 'done' AND deleted_at IS NULL",
})
@Index('stories_send_unique', ['deliveryId', 'sendId'], { unique: true, where: 'send_id IS NOT NULL' })
@Check('stories_period_check', "period ~ '^[0-9]{3}0s$' OR period ~ '^[0-9]{4}$'")
@Check('stories_transcript_status_check', "transcript_status IN ('none', 'pending', 'done', 'failed')")
export class StoryOrmEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'vault_id', type: 'uuid' })
  vaultId: string;

  @Column({ name: 'delivery_id', type: 'uuid', nullable: true })
  deliveryId: string | null;

  @Column({ type: 'varchar', length: 10, default: 'email' })
  source: string;

  @Index('stories_inbound_message_unique', { unique: true })
  @Column({ name: 'inbound_message_id', type: 'uuid', nullable: true })
  inboundMessageId: string | null;

  /** The answer page's id for the story: unique per question sent (stories_send_unique). */
  @Column({ name: 'send_id', type: 'uuid', nullable: true })
  sendId: string | null;

  @Column({ name: 'question_id', type: 'uuid', nullable: true })
  questionId: string | null;

  @Column({ name: 'question_text', type: 'text' })
  questionText: string;

  /** The owner's title; null: the question stands for it. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  title: string | null;

  /** When it happened: a year or a decade ("1962", "1960s"). */
  @Column({ type: 'varchar', length: 5, nullable: true })
  period: string | null;

  @Column({ name: 'response_type', type: 'varchar', length: 10 })
  responseType: string;

  @Column({ name: 'full_text', type: 'text' })
  fullText: string;

  @Column({ name: 'raw_text', type: 'text' })
  rawText: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Column({ name: 'media_key', type: 'varchar', length: 300, nullable: true })
  mediaKey: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Set while the story is deleted (kept, to be restored); listings leave it out. */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  /** Whether the story's recordings were written down automatically: none, pending, done, failed. */
  @Column({ name: 'transcript_status', type: 'varchar', length: 10, default: 'none' })
  transcriptStatus: string;

  /** The recordings' words, once transcribed; stored once. */
  @Column({ type: 'text', nullable: true })
  transcript: string | null;

  /** Files the story's email brought that it cannot hold: [{filename, sizeBytes}], named beside it. */
  @Column({ name: 'left_out_files', type: 'jsonb', default: () => "'[]'" })
  leftOutFiles: Array<{ filename: string; sizeBytes: number }>;

  /**
   * Every searchable part of the story, weighted, for search in PostgreSQL: filled by a trigger
   * (migration SearchStories), read only in SQL, under a GIN index TypeORM does not manage.
   */
  @Index('stories_search_document', { synchronize: false })
  @Column({ name: 'search_document', type: 'tsvector', nullable: true, select: false, insert: false, update: false })
  searchDocument!: string | null;
}
