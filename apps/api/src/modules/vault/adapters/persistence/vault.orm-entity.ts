import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'vaults' })
@Check('vaults_pause_kind_check', "pause_kind IN ('pause', 'stop')")
@Check('vaults_paused_by_check', "paused_by IN ('senior', 'owner')")
@Check('vaults_language_known', "language IN ('en', 'de', 'es', 'fr', 'nl')")
@Index('vaults_due', ['nextSendAt', 'id'], { where: 'is_setup_complete' })
@Index('vaults_intro_due', ['id'], { where: 'is_setup_complete AND send_intro_email AND intro_sent_at IS NULL' })
export class VaultOrmEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('vaults_owner')
  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  @Column({ name: 'senior_name', type: 'varchar', length: 100 })
  seniorName: string;

  @Column({ name: 'senior_email', type: 'varchar', length: 254 })
  seniorEmail: string;

  @Column({ name: 'senior_phone', type: 'varchar', length: 30, nullable: true })
  seniorPhone: string | null;

  @Column({ name: 'delivery_method', type: 'varchar', length: 10 })
  deliveryMethod: string;

  @Column({ name: 'frequency_weeks', type: 'smallint' })
  frequencyWeeks: number;

  @Column({ name: 'send_intro_email', type: 'boolean' })
  sendIntroEmail: boolean;

  @Column({ name: 'is_setup_complete', type: 'boolean' })
  isSetupComplete: boolean;

  @Column({ name: 'setup_completed_at', type: 'timestamptz', nullable: true })
  setupCompletedAt: Date | null;

  @Column({ name: 'next_send_at', type: 'timestamptz', nullable: true })
  nextSendAt: Date | null;

  /** 0 = Sunday … 6 = Saturday. */
  @Column({ name: 'send_weekday', type: 'smallint', default: 1 })
  sendWeekday: number;

  @Column({ name: 'time_zone', type: 'varchar', length: 64, default: 'UTC' })
  timeZone: string;

  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: string;

  @Column({ name: 'intro_sent_at', type: 'timestamptz', nullable: true })
  introSentAt: Date | null;

  @Column({ name: 'last_sent_at', type: 'timestamptz', nullable: true })
  lastSentAt: Date | null;

  @Column({ name: 'queue_empty_notified_at', type: 'timestamptz', nullable: true })
  queueEmptyNotifiedAt: Date | null;

  @Column({ name: 'paused_until', type: 'timestamptz', nullable: true })
  pausedUntil: Date | null;

  @Column({ name: 'pause_kind', type: 'varchar', length: 8, nullable: true })
  pauseKind: 'pause' | 'stop' | null;

  @Column({ name: 'paused_by', type: 'varchar', length: 8, nullable: true })
  pausedBy: 'senior' | 'owner' | null;

  @Column({ name: 'starts_on', type: 'date', nullable: true })
  startsOn: string | null;

  @Column({ name: 'starts_at', type: 'timestamptz', nullable: true })
  startsAt: Date | null;

  @Column({ name: 'intro_note', type: 'text', nullable: true })
  introNote: string | null;

  @Column({ name: 'stories_count', type: 'int', default: 0 })
  storiesCount: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
