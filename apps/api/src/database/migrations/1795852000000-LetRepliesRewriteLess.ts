import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A reply rewrites two rows: its inbound message (taken for processing, then processed) and the
 * question delivery it answers (answered). Each index only holds the rows some query looks for
 * (docs/decisions/1001-replies-rewrite-less.md):
 * - the unfinished messages (`listUnfinished`, the status count) by when they came, not every
 *   message by its state: a processed message leaves the index;
 * - the messages by outcome, stories left out: the outcomes counted and listed are the rare ones,
 *   and stories, most of the mail, are listed newest first along `inbound_messages_received_at`;
 * - the follow-up scan's questions by when they were sent, answered or not (it reads a week of
 *   them): answering a question changes no indexed column, so the update stays on its page (HOT).
 */
export class LetRepliesRewriteLess1795852000000 implements MigrationInterface {
  name = 'LetRepliesRewriteLess1795852000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX inbound_messages_state`);
    await q.query(
      `CREATE INDEX inbound_messages_unfinished ON inbound_messages (received_at)
       WHERE state IN ('stored', 'processing')`,
    );
    await q.query(`DROP INDEX inbound_messages_outcome`);
    await q.query(
      `CREATE INDEX inbound_messages_outcome ON inbound_messages (outcome, received_at) WHERE outcome <> 'story'`,
    );
    await q.query(`DROP INDEX deliveries_follow_up_scan`);
    await q.query(`CREATE INDEX deliveries_follow_up_scan ON deliveries (sent_at) WHERE kind = 'question'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX deliveries_follow_up_scan`);
    await q.query(
      `CREATE INDEX deliveries_follow_up_scan ON deliveries (sent_at) WHERE kind = 'question' AND answered_at IS NULL`,
    );
    await q.query(`DROP INDEX inbound_messages_outcome`);
    await q.query(`CREATE INDEX inbound_messages_outcome ON inbound_messages (outcome, received_at)`);
    await q.query(`DROP INDEX inbound_messages_unfinished`);
    await q.query(`CREATE INDEX inbound_messages_state ON inbound_messages (state, received_at)`);
  }
}
