import { createTestDatabase } from '@storyvault/api-testing';
import { DataSource } from 'typeorm';
import { runMigrations } from './migrate';
import { MIGRATIONS } from './migrations';
import { KeepTagsAPersonWouldChoose1795816000000 } from './migrations/1795816000000-KeepTagsAPersonWouldChoose';
import { typeOrmOptions } from './typeorm-options';

describe('tags a person would choose (migration 1795816000000)', () => {
  it('drops internal categories and greeted or signing names from stories, and keeps every other tag in order', async () => {
    const db = await createTestDatabase({ migrate: false });
    try {
      const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(KeepTagsAPersonWouldChoose1795816000000));
      const earlier = await new DataSource({ ...typeOrmOptions(db.url), migrations: before }).initialize();
      await earlier.runMigrations();
      const [ann] = await earlier.query(
        `INSERT INTO users (name, email, password_hash) VALUES ('Ann', 'ann@example.com', 'h') RETURNING id`,
      );
      const [vault] = await earlier.query(
        `INSERT INTO vaults (owner_id, senior_name, senior_email, delivery_method, frequency_weeks, send_intro_email,
           is_setup_complete) VALUES ($1, 'Rose', 'rose@example.com', 'email', 1, false, true) RETURNING id`,
        [ann.id],
      );
      const stories: Array<[string, string[]]> = [
        [
          'Dear Olivia,\n\nIn 1962 I was a lifeguard in Brighton. Olivia, you would have laughed.',
          ['custom', 'Olivia', '1962', 'Brighton'],
        ],
        ['We moved to Leeds in 1950.\n\nLove,\nMargaret', ['childhood_and_school', 'Leeds', '1950', 'Margaret']],
        ['Olivia was my sister, and Olivia ran the bakery in 1955.', ['starter', 'Olivia', 'bakery', '1955']],
      ];
      for (const [i, [text, tags]] of stories.entries()) {
        await earlier.query(
          `INSERT INTO stories (vault_id, question_text, response_type, full_text, raw_text, tags, created_at)
           VALUES ($1, 'Q', 'written', $2, $2, $3, $4)`,
          [vault.id, text, tags, new Date(Date.UTC(2026, 0, i + 1))],
        );
      }
      await earlier.destroy();

      await runMigrations(db.url);
      const after = await new DataSource(typeOrmOptions(db.url)).initialize();
      const rows: Array<{ tags: string[] }> = await after.query(
        `SELECT tags FROM stories WHERE vault_id = $1 ORDER BY created_at`,
        [vault.id],
      );
      expect(rows.map((r) => r.tags)).toEqual([
        ['1962', 'Brighton'],
        ['childhood_and_school', 'Leeds', '1950'],
        // Not greeted: Olivia is who the story is about.
        ['Olivia', 'bakery', '1955'],
      ]);
      await after.destroy();
    } finally {
      await db.drop();
    }
  });
});
