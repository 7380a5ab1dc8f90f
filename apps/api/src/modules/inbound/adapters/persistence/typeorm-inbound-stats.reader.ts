import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { InboundStatsReader } from '../../application/ports/inbound-stats.reader';

@Injectable()
export class TypeormInboundStatsReader extends InboundStatsReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async counts(): Promise<{
    unmatched: number;
    rejected: number;
    asked: number;
    unprocessed: number;
    lastPolledAt: Date | null;
    lastNewMailAt: Date | null;
  }> {
    // Each count walks its own index (inbound_messages_outcome, inbound_messages_unfinished).
    const [row]: Array<{
      unmatched: number;
      rejected: number;
      asked: number;
      unprocessed: number;
      last_polled: Date | null;
      last_new_mail: Date | null;
    }> = await this.db.query(
      `SELECT (SELECT count(*) FROM inbound_messages WHERE outcome = 'unmatched')::int AS unmatched,
              (SELECT count(*) FROM inbound_messages WHERE outcome = 'rejected')::int AS rejected,
              (SELECT count(*) FROM inbound_messages WHERE outcome = 'asked')::int AS asked,
              (SELECT count(*) FROM inbound_messages WHERE state IN ('stored', 'processing'))::int AS unprocessed,
              (SELECT max(last_polled_at) FROM imap_cursors) AS last_polled,
              -- New mail is any mail that came in: read by the poller (its cursor moved) or fed by hand.
              GREATEST((SELECT max(updated_at) FROM imap_cursors),
                       (SELECT max(received_at) FROM inbound_messages)) AS last_new_mail`,
    );
    return {
      unmatched: row.unmatched,
      rejected: row.rejected,
      asked: row.asked,
      unprocessed: row.unprocessed,
      lastPolledAt: row.last_polled,
      lastNewMailAt: row.last_new_mail,
    };
  }
}
