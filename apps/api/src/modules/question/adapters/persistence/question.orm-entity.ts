import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'questions' })
@Check('questions_prewritten_or_owned', 'is_prewritten OR owner_id IS NOT NULL')
export class QuestionOrmEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('questions_key_unique', { unique: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  key: string | null;

  @Column({ type: 'varchar', length: 500 })
  text: string;

  @Column({ type: 'varchar', length: 40 })
  category: string;

  @Column({ name: 'is_prewritten', type: 'boolean' })
  isPrewritten: boolean;

  @Index('questions_owner')
  @Column({ name: 'owner_id', type: 'uuid', nullable: true })
  ownerId: string | null;

  @Column({ name: 'starter_rank', type: 'int', nullable: true })
  starterRank: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
