import type { Language } from '@storyvault/contracts';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'users' })
@Check('users_language_known', "language IN ('en', 'de', 'es', 'fr', 'nl')")
@Index('users_delete_after', ['deleteAfter'], { where: 'delete_after IS NOT NULL' })
export class UserOrmEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ name: 'has_full_access', type: 'boolean', default: false })
  hasFullAccess: boolean;

  @Column({ name: 'delete_after', type: 'timestamptz', nullable: true })
  deleteAfter: Date | null;

  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: Language;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
