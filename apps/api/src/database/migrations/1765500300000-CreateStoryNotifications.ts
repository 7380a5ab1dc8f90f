import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * New-story emails (docs/decisions/0040-new-story-emails.md): each person's choice per vault (no
 * row: every story), and one row per story and person to tell, which is what makes the email go
 * exactly once. `sending` with `claimed_until` is a worker's claim on a row: it holds the
 * Message-ID before the email is handed to the relay, and another worker takes the row over
 * only once the claim ran out.
 */
export class CreateStoryNotifications1765500300000 implements MigrationInterface {
  name = 'CreateStoryNotifications1765500300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE notification_settings (
      vault_id uuid NOT NULL REFERENCES vaults(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      notify varchar(6) NOT NULL CONSTRAINT notification_settings_notify_check CHECK (notify IN ('each', 'weekly', 'none')),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT notification_settings_pkey PRIMARY KEY (vault_id, user_id)
    )`);
    await q.query(`CREATE TABLE story_notifications (
      story_id uuid NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      vault_id uuid NOT NULL REFERENCES vaults(id) ON DELETE CASCADE,
      mode varchar(6) NOT NULL CONSTRAINT story_notifications_mode_check CHECK (mode IN ('each', 'weekly')),
      state varchar(8) NOT NULL DEFAULT 'pending'
        CONSTRAINT story_notifications_state_check CHECK (state IN ('pending', 'sending', 'sent', 'skipped')),
      message_id text,
      claimed_until timestamptz,
      created_at timestamptz NOT NULL,
      sent_at timestamptz,
      CONSTRAINT story_notifications_pkey PRIMARY KEY (story_id, user_id)
    )`);
    // The rows still to send (few at any time): the digest's and the sweep's look-ups.
    await q.query(`CREATE INDEX story_notifications_open_idx ON story_notifications (mode, vault_id, user_id, created_at)
      WHERE state IN ('pending', 'sending')`);
    // Deleting a user or a vault finds their rows.
    await q.query(`CREATE INDEX story_notifications_user_idx ON story_notifications (user_id)`);
    await q.query(`CREATE INDEX story_notifications_vault_idx ON story_notifications (vault_id)`);
    await q.query(`CREATE INDEX notification_settings_user_idx ON notification_settings (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE story_notifications`);
    await q.query(`DROP TABLE notification_settings`);
  }
}
