import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Activity lines of settings saves used to name the senior's new address and phone ("email is
 * now …, phone is now …"). They now say only that the contact details changed
 * (docs/decisions/0078-what-members-see-of-feed-and-queue.md); the lines written before
 * are rewritten the same way, so no address stays in the feed. The old lines named the changes
 * in a fixed order (name, email, phone, …), so the email and phone parts are next to each other.
 * There is no way back: the addresses are not kept anywhere to restore.
 */
export class ForgetContactDetailsInActivities1795787950167 implements MigrationInterface {
  name = 'ForgetContactDetailsInActivities1795787950167';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE activities a
      SET description = left(regexp_replace(a.description,
            '(email is now [^,]*|phone is now [^,]*|phone number removed)(, (phone is now [^,]*|phone number removed))?',
            replace(v.senior_name, '\\', '\\\\') || '''s contact details changed'), 300)
      FROM vaults v
      WHERE v.id = a.vault_id AND a.type = 'settings_updated'
        AND a.description ~ '(email is now |phone is now |phone number removed)'`);
  }

  async down(): Promise<void> {
    // The addresses are gone: the rewritten lines stay as they are.
  }
}
