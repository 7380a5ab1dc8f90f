import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateInbound1764036000000 implements MigrationInterface {
  name = 'CreateInbound1764036000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE inbound_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      dedupe_key varchar(300) NOT NULL,
      message_id varchar(998),
      source varchar(10) NOT NULL,
      mailbox varchar(200),
      uidvalidity bigint,
      uid bigint,
      from_address varchar(320),
      subject text,
      size_bytes int NOT NULL,
      raw bytea NOT NULL,
      state varchar(12) NOT NULL DEFAULT 'stored',
      claimed_until timestamptz,
      outcome varchar(12),
      reason text,
      attribution varchar(10),
      vault_id uuid CONSTRAINT inbound_messages_vault_id_fkey REFERENCES vaults(id) ON DELETE SET NULL,
      delivery_id uuid CONSTRAINT inbound_messages_delivery_id_fkey REFERENCES deliveries(id) ON DELETE SET NULL,
      story_id uuid,
      received_at timestamptz NOT NULL DEFAULT now(),
      processed_at timestamptz
    )`);
    await q.query(`CREATE UNIQUE INDEX inbound_messages_dedupe_key_unique ON inbound_messages (dedupe_key)`);
    await q.query(`CREATE INDEX inbound_messages_state ON inbound_messages (state, received_at)`);
    await q.query(`CREATE INDEX inbound_messages_outcome ON inbound_messages (outcome, received_at)`);

    await q.query(`CREATE TABLE imap_cursors (
      mailbox varchar(200) PRIMARY KEY,
      uidvalidity bigint NOT NULL,
      last_uid bigint NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);

    await q.query(`ALTER TABLE stories
      ADD COLUMN delivery_id uuid CONSTRAINT stories_delivery_id_fkey REFERENCES deliveries(id) ON DELETE SET NULL,
      ADD COLUMN source varchar(10) NOT NULL DEFAULT 'email',
      ADD COLUMN inbound_message_id uuid CONSTRAINT stories_inbound_message_id_fkey REFERENCES inbound_messages(id) ON DELETE SET NULL`);
    await q.query(`CREATE UNIQUE INDEX stories_inbound_message_unique ON stories (inbound_message_id)`);

    await q.query(`CREATE TABLE story_attachments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      story_id uuid NOT NULL CONSTRAINT story_attachments_story_id_fkey REFERENCES stories(id) ON DELETE CASCADE,
      kind varchar(10) NOT NULL,
      filename varchar(255) NOT NULL,
      content_type varchar(127) NOT NULL,
      size_bytes int NOT NULL,
      media_key varchar(300) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX story_attachments_story ON story_attachments (story_id)`);

    // An activity about a thing (a story) is written once, however often its writer retries.
    await q.query(`ALTER TABLE activities ADD COLUMN ref varchar(100)`);
    await q.query(
      `CREATE UNIQUE INDEX activities_ref_unique ON activities (vault_id, type, ref) WHERE ref IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX activities_ref_unique`);
    await q.query(`ALTER TABLE activities DROP COLUMN ref`);
    await q.query(`DROP TABLE story_attachments`);
    await q.query(`ALTER TABLE stories DROP COLUMN inbound_message_id, DROP COLUMN source, DROP COLUMN delivery_id`);
    await q.query(`DROP TABLE imap_cursors`);
    await q.query(`DROP TABLE inbound_messages`);
  }
}
