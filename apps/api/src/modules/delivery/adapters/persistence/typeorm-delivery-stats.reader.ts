import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DeliveryStatsReader } from '../../application/ports/delivery-stats.reader';

@Injectable()
export class TypeormDeliveryStatsReader extends DeliveryStatsReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async counts(): Promise<{ failed: number; sending: number; lastSentAt: Date | null }> {
    // One pass over the table for all three: an operator's occasional look, not a hot path.
    const [row]: Array<{ failed: number; sending: number; last_sent_at: Date | null }> = await this.db.query(
      `SELECT count(*) FILTER (WHERE state = 'failed')::int AS failed,
              count(*) FILTER (WHERE state = 'sending')::int AS sending,
              max(sent_at) AS last_sent_at
       FROM deliveries`,
    );
    return { failed: row.failed, sending: row.sending, lastSentAt: row.last_sent_at };
  }
}
