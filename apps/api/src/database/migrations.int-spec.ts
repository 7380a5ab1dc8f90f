import { createTestDatabase } from '@storyvault/api-testing';
import { DataSource } from 'typeorm';
import { runMigrations } from './migrate';
import { MIGRATIONS } from './migrations';
import { ChooseSendingTime1765700300000 } from './migrations/1765700300000-ChooseSendingTime';
import { CreateVaultMembers1765400000000 } from './migrations/1765400000000-CreateVaultMembers';
import { NameLeftOutFilesBesideStories1795788600000 } from './migrations/1795788600000-NameLeftOutFilesBesideStories';
import { RevokeRemovedMembersBooks1795788587562 } from './migrations/1795788587562-RevokeRemovedMembersBooks';
import { SeparateVaultClaims1765200000000 } from './migrations/1765200000000-SeparateVaultClaims';
import { typeOrmOptions } from './typeorm-options';

describe('migrations', () => {
  it('apply on an empty database, revert cleanly, apply again, and leave nothing pending', async () => {
    const db = await createTestDatabase({ migrate: false });
    try {
      expect(await runMigrations(db.url)).toHaveLength(MIGRATIONS.length);
      expect(await runMigrations(db.url)).toEqual([]);
      const dataSource = await new DataSource(typeOrmOptions(db.url)).initialize();
      const tables = (await dataSource.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
      )) as Array<{ table_name: string }>;
      expect(tables.map((t) => t.table_name)).toEqual(
        expect.arrayContaining(['users', 'sessions', 'password_resets', 'auth_attempts', 'jobs', 'migrations']),
      );
      for (let i = 0; i < MIGRATIONS.length; i++) await dataSource.undoLastMigration();
      expect(await dataSource.showMigrations()).toBe(true);
      // The entities and the schema agree: TypeORM would generate no change. Foreign keys
      // between modules' tables live in the migrations only (entities of one module never
      // import another's), so TypeORM's wish to drop those is expected and ignored.
      await dataSource.runMigrations();
      const pending = await dataSource.driver.createSchemaBuilder().log();
      const drift = pending.upQueries.map((q) => q.query).filter((q) => !/DROP CONSTRAINT "\w+_fkey"$/.test(q));
      expect(drift).toEqual([]);
      await dataSource.destroy();
    } finally {
      await db.drop();
    }
  });

  it('make the owner of every existing vault its owner member', async () => {
    const db = await createTestDatabase({ migrate: false });
    try {
      const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(CreateVaultMembers1765400000000));
      const earlier = await new DataSource({ ...typeOrmOptions(db.url), migrations: before }).initialize();
      await earlier.runMigrations();
      const [ann, bo] = await earlier.query(
        `INSERT INTO users (name, email, password_hash) VALUES ('Ann', 'ann@example.com', 'h'), ('Bo', 'bo@example.com', 'h')
         RETURNING id`,
      );
      const vaults = await earlier.query(
        `INSERT INTO vaults (owner_id, senior_name, senior_email, delivery_method, frequency_weeks, send_intro_email,
           is_setup_complete, created_at)
         VALUES ($1, 'Rose', 'rose@example.com', 'email', 2, true, true, '2026-01-02T03:04:05Z'),
                ($1, 'Lou', 'lou@example.com', 'email', 1, false, false, now()),
                ($2, 'Sam', 'sam@example.com', 'email', 4, true, true, now())
         RETURNING id, owner_id, created_at`,
        [ann.id, bo.id],
      );
      await earlier.destroy();

      await runMigrations(db.url);
      const after = await new DataSource(typeOrmOptions(db.url)).initialize();
      type Row = { vault_id: string; user_id: string; role: string; created_at: Date };
      const byVault = (rows: Row[]) => [...rows].sort((x, y) => (x.vault_id < y.vault_id ? -1 : 1));
      const members: Row[] = byVault(
        await after.query(`SELECT vault_id, user_id, role, created_at FROM vault_members`),
      );
      await after.destroy();
      const expected = byVault(
        vaults.map((v: { id: string; owner_id: string; created_at: Date }) => ({
          vault_id: v.id,
          user_id: v.owner_id,
          role: 'owner',
          created_at: v.created_at,
        })),
      );
      expect(members).toEqual(expected);
    } finally {
      await db.drop();
    }
  });

  it("give every existing vault UTC and the weekday of its next question (or of setup's first)", async () => {
    const db = await createTestDatabase({ migrate: false });
    try {
      const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(ChooseSendingTime1765700300000));
      const earlier = await new DataSource({ ...typeOrmOptions(db.url), migrations: before }).initialize();
      await earlier.runMigrations();
      const [ann] = await earlier.query(
        `INSERT INTO users (name, email, password_hash) VALUES ('Ann', 'ann@example.com', 'h') RETURNING id`,
      );
      // Rose's next question on Wednesday 6 May, 23:30 UTC; Sam set up on Friday 1 May with none
      // planned (so Monday 4 May); Lou not set up yet, created on Saturday 2 May.
      await earlier.query(
        `INSERT INTO vaults (owner_id, senior_name, senior_email, delivery_method, frequency_weeks, send_intro_email,
           is_setup_complete, setup_completed_at, next_send_at, created_at)
         VALUES ($1, 'Rose', 'rose@example.com', 'email', 1, false, true, '2026-04-01T10:00:00Z', '2026-05-06T23:30:00Z', now()),
                ($1, 'Sam', 'sam@example.com', 'email', 1, false, true, '2026-05-01T10:00:00Z', NULL, now()),
                ($1, 'Lou', 'lou@example.com', 'email', 1, false, false, NULL, NULL, '2026-05-02T10:00:00Z')`,
        [ann.id],
      );
      await earlier.destroy();

      await runMigrations(db.url);
      const after = await new DataSource(typeOrmOptions(db.url)).initialize();
      expect(
        await after.query(`SELECT senior_name, send_weekday, time_zone, next_send_at FROM vaults ORDER BY senior_name`),
      ).toEqual([
        { senior_name: 'Lou', send_weekday: 6, time_zone: 'UTC', next_send_at: null },
        { senior_name: 'Rose', send_weekday: 3, time_zone: 'UTC', next_send_at: new Date('2026-05-06T23:30:00Z') },
        { senior_name: 'Sam', send_weekday: 1, time_zone: 'UTC', next_send_at: null },
      ]);
      await after.destroy();
    } finally {
      await db.drop();
    }
  });

  it("move the note of files an email brought out of its story's text, beside the story", async () => {
    const db = await createTestDatabase({ migrate: false });
    try {
      const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(NameLeftOutFilesBesideStories1795788600000));
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
      const leftOut = (files: Array<[string, number, boolean]>) =>
        JSON.stringify(
          files.map(([filename, sizeBytes, meant]) => ({
            filename,
            contentType: 'video/mp4',
            sizeBytes,
            reason: 'x',
            meant,
          })),
        );
      const emails: Array<{ id: string }> = await earlier.query(
        `INSERT INTO inbound_messages (dedupe_key, source, size_bytes, raw, left_out)
         VALUES ('a', 'imap', 1, 'x', $1), ('b', 'imap', 1, 'x', $2) RETURNING id`,
        [
          leftOut([['video.mp4', 31_457_280, true]]),
          leftOut([
            ['logo.png', 900, false],
            ['a.mov', 40_000_000, true],
            ['b.pdf', 2_000, true],
          ]),
        ],
      );
      const one =
        'We kept chickens.\n\n[The email also brought video.mp4 (30 MB), which this story cannot hold. It is kept with the original email.]';
      const two =
        '[The email also brought 2 files this story cannot hold: a.mov (38.1 MB), b.pdf (2 KB). They are kept with the original email.]';
      const gone =
        'Lost.\n\n[The email also brought old.mp4 (30 MB), which this story cannot hold. It is kept with the original email.]';
      const stories: Array<{ id: string }> = await earlier.query(
        `INSERT INTO stories (vault_id, question_text, response_type, full_text, raw_text, source, inbound_message_id)
         VALUES ($1, 'Q1', 'written', $2, 'raw', 'email', $5), ($1, 'Q2', 'written', $3, 'raw', 'email', $6),
                ($1, 'Q3', 'written', $4, 'raw', 'email', NULL), ($1, 'Q4', 'written', 'Just words [in brackets]', 'raw', 'link', NULL)
         RETURNING id`,
        [vault.id, one, two, gone, emails[0].id, emails[1].id],
      );
      // The first story was edited: its first version is the text as it arrived, note and all.
      await earlier.query(
        `INSERT INTO story_revisions (id, story_id, version, full_text, tags, revised_at)
         VALUES ($1, $1, 0, $2, '{}', now()), (gen_random_uuid(), $1, 1, $3, '{}', now())`,
        [stories[0].id, one, one.replace('chickens', 'hens')],
      );
      await earlier.query(`UPDATE stories SET full_text = $2 WHERE id = $1`, [
        stories[0].id,
        one.replace('chickens', 'hens'),
      ]);
      await earlier.destroy();

      await runMigrations(db.url);
      const after = await new DataSource(typeOrmOptions(db.url)).initialize();
      expect(
        await after.query(`SELECT question_text, full_text, left_out_files FROM stories ORDER BY question_text`),
      ).toEqual([
        {
          question_text: 'Q1',
          full_text: 'We kept hens.',
          left_out_files: [{ filename: 'video.mp4', sizeBytes: 31_457_280 }],
        },
        {
          question_text: 'Q2',
          full_text: '',
          left_out_files: [
            { filename: 'a.mov', sizeBytes: 40_000_000 },
            { filename: 'b.pdf', sizeBytes: 2_000 },
          ],
        },
        // Its email is gone: the paragraph is the only record of the file, and stays.
        { question_text: 'Q3', full_text: gone, left_out_files: [] },
        { question_text: 'Q4', full_text: 'Just words [in brackets]', left_out_files: [] },
      ]);
      expect(
        (await after.query(`SELECT full_text FROM story_revisions ORDER BY version`)).map(
          (r: { full_text: string }) => r.full_text,
        ),
      ).toEqual(['We kept chickens.', 'We kept hens.']);
      await after.destroy();
    } finally {
      await db.drop();
    }
  });

  it('run once when several processes start together', async () => {
    const db = await createTestDatabase({ migrate: false });
    try {
      const results = await Promise.all([runMigrations(db.url), runMigrations(db.url), runMigrations(db.url)]);
      expect(results.flat()).toHaveLength(MIGRATIONS.length);
    } finally {
      await db.drop();
    }
  });

  it("keep each vault's claim when the claims move from vaults to vault_claims, and back", async () => {
    const db = await createTestDatabase({ migrate: false });
    const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(SeparateVaultClaims1765200000000));
    const older = await new DataSource({ ...typeOrmOptions(db.url), migrations: before }).initialize();
    const dataSource = await new DataSource(typeOrmOptions(db.url)).initialize();
    try {
      await older.runMigrations();
      const [{ id: ownerId }] = await older.query(
        `INSERT INTO users (name, email, password_hash) VALUES ('Ann', 'ann@example.com', 'h') RETURNING id`,
      );
      const until = new Date('2026-05-01T10:00:00Z');
      const holder = '11111111-1111-4111-8111-111111111111';
      const vault = (name: string) =>
        `INSERT INTO vaults (owner_id, senior_name, senior_email, delivery_method, frequency_weeks, send_intro_email,
           is_setup_complete, claimed_until, claimed_by)
         VALUES ($1, '${name}', '${name}@example.com', 'email', 1, false, true, $2, $3) RETURNING id`;
      const [{ id: held }] = await older.query(vault('rose'), [ownerId, until, holder]);
      const [{ id: free }] = await older.query(vault('sam'), [ownerId, null, null]);
      await dataSource.runMigrations();
      const claims = async () =>
        dataSource.query('SELECT vault_id, claimed_until, claimed_by FROM vault_claims ORDER BY claimed_by NULLS LAST');
      expect(await claims()).toEqual([
        { vault_id: held, claimed_until: until, claimed_by: holder },
        { vault_id: free, claimed_until: null, claimed_by: null },
      ]);
      // Back to before this migration, whatever came after it.
      const applied = () =>
        dataSource.query('SELECT 1 FROM migrations WHERE name = $1', [SeparateVaultClaims1765200000000.name]);
      while ((await applied()).length) await dataSource.undoLastMigration();
      expect(
        await dataSource.query('SELECT id, claimed_until, claimed_by FROM vaults ORDER BY claimed_by NULLS LAST'),
      ).toEqual([
        { id: held, claimed_until: until, claimed_by: holder },
        { id: free, claimed_until: null, claimed_by: null },
      ]);
    } finally {
      await older.destroy();
      await dataSource.destroy();
      await db.drop();
    }
  });

  it('revoke the live links of the books asked for by members removed before', async () => {
    const db = await createTestDatabase({ migrate: false });
    const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(RevokeRemovedMembersBooks1795788587562));
    const older = await new DataSource({ ...typeOrmOptions(db.url), migrations: before }).initialize();
    const dataSource = await new DataSource(typeOrmOptions(db.url)).initialize();
    try {
      await older.runMigrations();
      const [ann, gone, kept] = await older.query(
        `INSERT INTO users (name, email, password_hash)
         VALUES ('Ann', 'ann@example.com', 'h'), ('Gus', 'gus@example.com', 'h'), ('Kim', 'kim@example.com', 'h')
         RETURNING id`,
      );
      const [{ id: vaultId }] = await older.query(
        `INSERT INTO vaults (owner_id, senior_name, senior_email, delivery_method, frequency_weeks, send_intro_email,
           is_setup_complete) VALUES ($1, 'Rose', 'rose@example.com', 'email', 1, false, true) RETURNING id`,
        [ann.id],
      );
      // Kim is still a member; Gus was removed (no row any more); Ann owns the vault.
      await older.query(`INSERT INTO vault_members (vault_id, user_id, role) VALUES ($1, $2, 'viewer')`, [
        vaultId,
        kept.id,
      ]);
      const [{ id: storyId }] = await older.query(
        `INSERT INTO stories (vault_id, question_text, response_type, full_text, raw_text)
         VALUES ($1, 'Where did you grow up?', 'voice', '', '') RETURNING id`,
        [vaultId],
      );
      const book = async (person: string | null, hash: string) => {
        const [{ id }] = await older.query(`SELECT gen_random_uuid() AS id`);
        if (person)
          await older.query(
            `INSERT INTO exports (id, vault_id, requested_by, format, status) VALUES ($1, $2, $3, 'pdf', 'done')`,
            [id, vaultId, person],
          );
        await older.query(
          `INSERT INTO listen_links (token_hash, vault_id, story_id, export_id) VALUES ($1, $2, $3, $4)`,
          [hash.repeat(64), vaultId, storyId, id],
        );
        return id as string;
      };
      const owners = await book(ann.id, 'a');
      const removed = await book(gone.id, 'b');
      const members = await book(kept.id, 'c');
      const cli = await book(null, 'd');
      await dataSource.runMigrations();
      const live = await dataSource.query(
        `SELECT export_id AS id FROM listen_links WHERE revoked_at IS NULL ORDER BY token_hash`,
      );
      expect(live.map((l: { id: string }) => l.id)).toEqual([owners, members, cli]);
      expect(removed).toBeTruthy();
    } finally {
      await older.destroy();
      await dataSource.destroy();
      await db.drop();
    }
  });
});
