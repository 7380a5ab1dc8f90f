import { createTestDatabase } from '@storyvault/api-testing';
import { DataSource } from 'typeorm';
import { runMigrations } from './migrate';
import { MIGRATIONS } from './migrations';
import { ForgetContactDetailsInActivities1795787950167 } from './migrations/1795787950167-ForgetContactDetailsInActivities';
import { typeOrmOptions } from './typeorm-options';

describe('forgetting contact details in the activity feed (migration 1795787950167)', () => {
  it('rewrites the settings lines that named the address or the phone, and leaves every other line alone', async () => {
    const db = await createTestDatabase({ migrate: false });
    try {
      const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(ForgetContactDetailsInActivities1795787950167));
      const earlier = await new DataSource({ ...typeOrmOptions(db.url), migrations: before }).initialize();
      await earlier.runMigrations();
      const [ann] = await earlier.query(
        `INSERT INTO users (name, email, password_hash) VALUES ('Ann', 'ann@example.com', 'h') RETURNING id`,
      );
      const [vault] = await earlier.query(
        `INSERT INTO vaults (owner_id, senior_name, senior_email, delivery_method, frequency_weeks, send_intro_email,
           is_setup_complete) VALUES ($1, 'Rose & Co', 'rose@example.com', 'email', 1, false, true) RETURNING id`,
        [ann.id],
      );
      const lines = [
        'Vault settings updated: name is now Rose & Co, email is now rose@example.com, phone is now +1 555 0100, questions every week',
        'Vault settings updated: phone number removed',
        'Vault settings updated: email is now rose.new@example.com',
        'Vault settings updated: questions every 2 weeks',
      ];
      for (const [i, description] of lines.entries()) {
        await earlier.query(
          `INSERT INTO activities (vault_id, type, description, created_at) VALUES ($1, 'settings_updated', $2, $3)`,
          [vault.id, description, new Date(Date.UTC(2026, 0, i + 1))],
        );
      }
      await earlier.query(
        `INSERT INTO activities (vault_id, type, description, created_at)
         VALUES ($1, 'story_received', 'Rose wrote: email is now my favourite', '2026-02-01T00:00:00Z')`,
        [vault.id],
      );
      await earlier.destroy();

      await runMigrations(db.url);
      const after = await new DataSource(typeOrmOptions(db.url)).initialize();
      const rows: Array<{ description: string }> = await after.query(
        `SELECT description FROM activities WHERE vault_id = $1 ORDER BY created_at`,
        [vault.id],
      );
      expect(rows.map((r) => r.description)).toEqual([
        "Vault settings updated: name is now Rose & Co, Rose & Co's contact details changed, questions every week",
        "Vault settings updated: Rose & Co's contact details changed",
        "Vault settings updated: Rose & Co's contact details changed",
        'Vault settings updated: questions every 2 weeks',
        'Rose wrote: email is now my favourite',
      ]);
      await after.destroy();
    } finally {
      await db.drop();
    }
  });
});
