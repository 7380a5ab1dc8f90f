import { createTestDatabase } from '@storyvault/api-testing';
import { DataSource } from 'typeorm';
import { runMigrations } from './migrate';
import { MIGRATIONS } from './migrations';
import { KeepEveryStoryVersion1765800100000 } from './migrations/1765800100000-KeepEveryStoryVersion';
import { typeOrmOptions } from './typeorm-options';

describe('keeping every story version (migration 1765800100000)', () => {
  it('turns the versions each edit replaced into the versions each edit made, the story as it stands added', async () => {
    const db = await createTestDatabase({ migrate: false });
    try {
      const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(KeepEveryStoryVersion1765800100000));
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
      const [edited, untouched] = await earlier.query(
        `INSERT INTO stories (id, vault_id, source, question_text, response_type, full_text, raw_text, tags, created_at)
         VALUES (gen_random_uuid(), $1, 'link', 'Q?', 'written', 'Third.', 'First.', '{c}', '2026-01-01T00:00:00Z'),
                (gen_random_uuid(), $1, 'link', 'Q?', 'written', 'Alone.', 'Alone.', '{}', '2026-01-01T00:00:00Z')
         RETURNING id`,
        [vault.id],
      );
      // Two edits: the first (by Ann, on 2 January) replaced "First.", the second (by no one known, 3 January) "Second.".
      await earlier.query(
        `INSERT INTO story_revisions (id, story_id, full_text, tags, revised_by, revised_at)
         VALUES (gen_random_uuid(), $1, 'First.', '{a}', $2, '2026-01-02T00:00:00Z'),
                (gen_random_uuid(), $1, 'Second.', '{b}', NULL, '2026-01-03T00:00:00Z')`,
        [edited.id, ann.id],
      );
      await earlier.destroy();

      await runMigrations(db.url);
      const after = await new DataSource(typeOrmOptions(db.url)).initialize();
      const versions = await after.query(
        `SELECT id, version, full_text, tags, revised_by, revised_by_name, revised_at FROM story_revisions
         WHERE story_id = $1 ORDER BY version`,
        [edited.id],
      );
      expect(versions).toEqual([
        {
          id: edited.id,
          version: 0,
          full_text: 'First.',
          tags: ['a'],
          revised_by: null,
          revised_by_name: null,
          revised_at: new Date('2026-01-01T00:00:00Z'),
        },
        {
          id: expect.any(String),
          version: 1,
          full_text: 'Second.',
          tags: ['b'],
          revised_by: ann.id,
          revised_by_name: 'Ann',
          revised_at: new Date('2026-01-02T00:00:00Z'),
        },
        {
          id: expect.any(String),
          version: 2,
          full_text: 'Third.',
          tags: ['c'],
          revised_by: null,
          revised_by_name: null,
          revised_at: new Date('2026-01-03T00:00:00Z'),
        },
      ]);
      expect(await after.query(`SELECT 1 FROM story_revisions WHERE story_id = $1`, [untouched.id])).toEqual([]);

      // And back: the replaced versions, each with the stamp of the edit that replaced it.
      for (let i = before.length; i < MIGRATIONS.length; i++) await after.undoLastMigration();
      const back = await after.query(
        `SELECT full_text, revised_by, revised_at FROM story_revisions WHERE story_id = $1 ORDER BY revised_at`,
        [edited.id],
      );
      expect(back).toEqual([
        { full_text: 'First.', revised_by: ann.id, revised_at: new Date('2026-01-02T00:00:00Z') },
        { full_text: 'Second.', revised_by: null, revised_at: new Date('2026-01-03T00:00:00Z') },
      ]);
      await after.destroy();
    } finally {
      await db.drop();
    }
  });
});
