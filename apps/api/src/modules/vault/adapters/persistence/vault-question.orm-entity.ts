import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, ValueTransformer } from 'typeorm';

/** Orders are seconds since 1970 plus an index (docs/product.md §9): bigint in SQL, number in code. */
const bigintAsNumber: ValueTransformer = {
  to: (v: number) => v,
  from: (v: string | null) => (v === null ? null : Number(v)),
};

@Entity({ name: 'vault_questions' })
@Index('vault_questions_vault_question_unique', ['vaultId', 'questionId'], { unique: true })
export class VaultQuestionOrmEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'vault_id', type: 'uuid' })
  vaultId: string;

  @Column({ name: 'question_id', type: 'uuid' })
  questionId: string;

  @Column({ name: 'sort_order', type: 'bigint', transformer: bigintAsNumber })
  order: number;

  @Column({ name: 'is_custom', type: 'boolean' })
  isCustom: boolean;

  /** queued until sent; sent, then answered (the delivery and stories modules move it on). */
  @Column({ type: 'varchar', length: 10, default: 'queued' })
  state: string;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ name: 'added_at', type: 'timestamptz' })
  addedAt: Date;
}
