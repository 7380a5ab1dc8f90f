import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AttemptThrottle } from '../../application/ports/attempt-throttle';

@Injectable()
export class TypeormAttemptThrottle extends AttemptThrottle {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async attempts(key: string, now: Date, windowMs: number): Promise<number> {
    const rows: Array<{ count: number }> = await this.db.query(
      'SELECT count FROM auth_attempts WHERE key = $1 AND window_started_at > $2',
      [key, new Date(now.getTime() - windowMs)],
    );
    return rows[0]?.count ?? 0;
  }

  async record(key: string, now: Date, windowMs: number): Promise<number> {
    // One statement, so concurrent attempts on one key are all counted.
    const rows: Array<{ count: number }> = await this.db.query(
      `INSERT INTO auth_attempts (key, count, window_started_at) VALUES ($1, 1, $2)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN auth_attempts.window_started_at <= $3 THEN 1 ELSE auth_attempts.count + 1 END,
         window_started_at = CASE WHEN auth_attempts.window_started_at <= $3 THEN $2 ELSE auth_attempts.window_started_at END
       RETURNING count`,
      [key, now, new Date(now.getTime() - windowMs)],
    );
    return rows[0].count;
  }

  async refund(key: string, now: Date, windowMs: number): Promise<void> {
    await this.db.query(
      'UPDATE auth_attempts SET count = count - 1 WHERE key = $1 AND count > 0 AND window_started_at > $2',
      [key, new Date(now.getTime() - windowMs)],
    );
  }

  async clear(key: string): Promise<void> {
    await this.db.query('DELETE FROM auth_attempts WHERE key = $1', [key]);
  }

  async purgeOlderThan(cutoff: Date): Promise<number> {
    const [, affected]: [unknown, number] = await this.db.query(
      'DELETE FROM auth_attempts WHERE window_started_at < $1',
      [cutoff],
    );
    return affected;
  }
}
