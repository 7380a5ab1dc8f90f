import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { InboundStatsReader } from '../../application/ports/inbound-stats.reader';

@Injectable()
export class TypeormInboundStatsReader extends InboundStatsReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async counts(): Promise<{ unmatched: number; unprocessed: number; lastMailboxReadAt: Date | null }> {
    // Each count walks its own index (inbound_messages_outcome, inbound_messages_state).
    const [row]: Array<{ unmatched: number; unprocessed: number; last_read: Date | null }> = await this.db.query(
      `SELECT (SELECT count(*) FROM inbound_messages WHERE outcome = 'unmatched')::int AS unmatched,
              (SELECT count(*) FROM inbound_messages WHERE state IN ('stored', 'processing'))::int AS unprocessed,
              (SELECT max(updated_at) FROM imap_cursors) AS last_read`,
    );
    return { unmatched: row.unmatched, unprocessed: row.unprocessed, lastMailboxReadAt: row.last_read };
  }
}
