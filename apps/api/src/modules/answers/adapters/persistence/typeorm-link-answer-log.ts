import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { LinkAnswerKind, LinkAnswerLimits, LinkAnswerLog } from '../../application/ports/link-answer-log';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * link_answers in PostgreSQL. A transaction-scoped advisory lock on the delivery makes
 * count-then-insert one step for that link, across every api process; rows older than a day
 * count for nothing and are deleted on the way.
 */
@Injectable()
export class TypeormLinkAnswerLog extends LinkAnswerLog {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  reserve(
    deliveryId: string,
    kind: LinkAnswerKind,
    at: Date,
    limits: LinkAnswerLimits,
  ): Promise<{ reservationId: string } | { refused: 'day' | 'hour' }> {
    const dayAgo = new Date(at.getTime() - DAY_MS);
    const hourAgo = new Date(at.getTime() - HOUR_MS);
    return this.db.transaction(async (em) => {
      await em.query(`SELECT pg_advisory_xact_lock(hashtextextended('link_answers:' || $1, 0))`, [deliveryId]);
      await em.query(`DELETE FROM link_answers WHERE delivery_id = $1 AND answered_at <= $2`, [deliveryId, dayAgo]);
      const [counts]: Array<{ today: number; voice_this_hour: number }> = await em.query(
        `SELECT count(*)::int AS today,
           (count(*) FILTER (WHERE kind = 'voice' AND answered_at > $3))::int AS voice_this_hour
         FROM link_answers WHERE delivery_id = $1 AND answered_at > $2`,
        [deliveryId, dayAgo, hourAgo],
      );
      if (counts.today >= limits.perDay) return { refused: 'day' as const };
      if (kind === 'voice' && counts.voice_this_hour >= limits.recordingsPerHour) return { refused: 'hour' as const };
      const [row]: Array<{ id: string }> = await em.query(
        `INSERT INTO link_answers (delivery_id, kind, answered_at) VALUES ($1, $2, $3) RETURNING id`,
        [deliveryId, kind, at],
      );
      return { reservationId: row.id };
    });
  }

  async release(reservationId: string): Promise<void> {
    await this.db.query(`DELETE FROM link_answers WHERE id = $1`, [reservationId]);
  }
}
