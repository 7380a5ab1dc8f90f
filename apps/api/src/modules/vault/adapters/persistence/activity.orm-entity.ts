import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ActivityDetails } from '../../domain/activity-line';

@Entity({ name: 'activities' })
@Check('activities_audience_check', "audience IN ('family', 'owner')")
@Index('activities_vault_created', ['vaultId', 'createdAt'])
@Index('activities_ref_unique', ['vaultId', 'type', 'ref'], { unique: true, where: 'ref IS NOT NULL' })
export class ActivityOrmEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'vault_id', type: 'uuid' })
  vaultId: string;

  @Column({ type: 'varchar', length: 40 })
  type: string;

  @Column({ type: 'varchar', length: 300 })
  description: string;

  /**
   * What happened (`ActivityDetails`), each reader's line written from it in their language;
   * null on lines written before it was kept, which show `description`.
   */
  @Column({ type: 'jsonb', nullable: true })
  details: ActivityDetails | null;

  /** What the activity is about (a story id), so it is written once however often its writer retries. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  ref: string | null;

  /** `family` (every member) or `owner` (the owner alone). */
  @Column({ type: 'varchar', length: 10, default: 'family' })
  audience: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
