import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'deliveries' })
@Index('deliveries_vault_created', ['vaultId', 'createdAt'])
// The follow-up scan reads a week of sent questions; answered_at is left out of the predicate so
// that answering one is an update in place (HOT), docs/decisions/1001-replies-rewrite-less.md.
@Index('deliveries_follow_up_scan', ['sentAt'], { where: "kind = 'question'" })
export class DeliveryOrmEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'vault_id', type: 'uuid' })
  vaultId: string;

  @Column({ type: 'varchar', length: 20 })
  kind: string;

  @Index('deliveries_dedupe_key_unique', { unique: true })
  @Column({ name: 'dedupe_key', type: 'varchar', length: 200 })
  dedupeKey: string;

  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Column({ name: 'vault_question_id', type: 'uuid', nullable: true })
  vaultQuestionId: string | null;

  @Column({ name: 'question_id', type: 'uuid', nullable: true })
  questionId: string | null;

  @Column({ name: 'question_text', type: 'text', nullable: true })
  questionText: string | null;

  @Index('deliveries_parent')
  @Column({ name: 'parent_id', type: 'uuid', nullable: true })
  parentId: string | null;

  @Index('deliveries_token_hash_unique', { unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64, nullable: true })
  tokenHash: string | null;

  @Column({ name: 'token_sealed', type: 'text', nullable: true })
  tokenSealed: string | null;

  @Column({ name: 'message_id', type: 'varchar', length: 300 })
  messageId: string;

  @Column({ type: 'varchar', length: 10 })
  state: string;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ name: 'answered_at', type: 'timestamptz', nullable: true })
  answeredAt: Date | null;

  /** For question deliveries: when the senior asked for a different question instead (once). */
  @Column({ name: 'skipped_at', type: 'timestamptz', nullable: true })
  skippedAt: Date | null;

  /** For question deliveries: a worker sending the follow-up holds it until then. */
  @Column({ name: 'follow_up_claimed_until', type: 'timestamptz', nullable: true })
  followUpClaimedUntil: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
