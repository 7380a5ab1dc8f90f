import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'auth_attempts' })
export class AuthAttemptOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 400 })
  key: string;

  @Column({ type: 'int' })
  count: number;

  @Column({ name: 'window_started_at', type: 'timestamptz' })
  windowStartedAt: Date;
}
