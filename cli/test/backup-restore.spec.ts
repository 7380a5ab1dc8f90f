import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '@storyvault/api/config/app-config';
import { createObjectStore } from '@storyvault/api/shared/storage/create-object-store';
import { freePort, startS3Server, until } from '@storyvault/testing';
import {
  adminQuery,
  mediaDigests,
  seedVault,
  SeededVault,
  servedRecording,
  startApp,
  startDebianPostgres,
  tableDigests,
  tempPath,
  withEmbeddedDatabase,
} from './backup-drill-kit';
import { runCli } from './run-cli';

const DRILL_MS = 300_000;

/** The environment of an install: nothing inherited that would point it elsewhere. */
function installEnv(overrides: Record<string, string>): Record<string, string> {
  return {
    ...(process.env as Record<string, string>),
    DATABASE_URL: '',
    SESSION_SECRET: '',
    SMTP_URL: '',
    IMAP_URL: '',
    MEDIA_STORE: 'disk',
    ...overrides,
  };
}

/** What the seeding must have written, so that comparing the tables proves something. */
function expectSeeded(rows: Record<string, string>): void {
  for (const table of [
    'users',
    'sessions',
    'vaults',
    'stories',
    'story_revisions',
    'story_comments',
    'story_attachments',
  ])
    expect(`${table}: ${rows[table]}`).not.toMatch(/: 0 rows|undefined/);
  expect(rows.stories).toMatch(/^2 rows/);
}

const total = (digests: Record<string, string>) =>
  Object.values(digests).reduce((sum, digest) => sum + Number(digest.split(' ')[0]), 0);

/**
 * The drill an operator should run: a vault filled through the app (stories by voice and in
 * writing, a revision, a comment, a photo) → `storyvault backup` → everything dropped →
 * `storyvault restore` → every row of every table and every media object as it was, and the app
 * serves the recording byte for byte to the family still signed in.
 */
describe('storyvault backup and restore', () => {
  it(
    'the embedded PostgreSQL and the disk store: a DATA_DIR lost whole comes back whole',
    async () => {
      // Directly under the temp folder and made by the app: the postgres user must pass through.
      const dataDir = tempPath('sv-drill-data');
      const backupDir = tempPath('sv-drill-backup');
      const pgPort = await freePort();
      const env = installEnv({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) });
      const appPort = await freePort();
      const onlineDir = tempPath('sv-drill-online');
      const elsewhere = tempPath('sv-drill-elsewhere');
      try {
        let app = await startApp(env, appPort);
        const seeded = await seedVault(app.url, env, join(dataDir, 'outbox'));
        const online = await backupWhileWriting(seeded, app.url, onlineDir, env).finally(() => app.stop());

        // The install as it stands, the app stopped so that nothing changes from here on.
        const rows = await withEmbeddedDatabase(dataDir, pgPort, tableDigests);
        expectSeeded(rows);
        const media = await mediaDigests(env);
        expect(Object.keys(media).length).toBeGreaterThanOrEqual(2); // the recording and the photo

        const backup = await runCli(['backup', '--out', backupDir, '--json'], { env });
        expect(backup.stderr).toBe('');
        expect(backup.code).toBe(0);
        expect(JSON.parse(backup.stdout)).toMatchObject({
          dir: backupDir,
          rows: total(rows),
          mediaStore: 'disk',
          mediaObjects: Object.keys(media).length,
        });

        rmSync(dataDir, { recursive: true, force: true });

        // A media file altered in the backup: refused, naming it, before anything is restored.
        const [key] = Object.keys(media);
        const copy = join(backupDir, 'media', ...key.split('/'));
        const original = readFileSync(copy);
        writeFileSync(copy, Buffer.concat([original, Buffer.from('!')]));
        const tampered = await runCli(['restore', backupDir], { env });
        expect(tampered.code).toBe(1);
        expect(tampered.stderr).toContain(`Error: ${key} in the backup differs from the backup's manifest`);
        expect(existsSync(join(dataDir, 'pg'))).toBe(false);
        writeFileSync(copy, original);

        const restore = await runCli(['restore', backupDir, '--json'], { env });
        expect(restore.stderr).toBe('');
        expect(restore.code).toBe(0);
        expect(JSON.parse(restore.stdout)).toMatchObject({
          rows: total(rows),
          mediaObjects: Object.keys(media).length,
        });

        const again = await runCli(['restore', backupDir], { env });
        expect(again.code).toBe(1);
        expect(again.stderr).toBe(
          'Error: The media store is not empty: restore goes into an empty one. Nothing was changed.\n',
        );

        expect(await withEmbeddedDatabase(dataDir, pgPort, tableDigests)).toEqual(rows);
        expect(await mediaDigests(env)).toEqual(media);

        app = await startApp(env, appPort);
        try {
          // The same session cookie: the sessions and the session secret came back too.
          expect((await servedRecording(seeded.agent, seeded.audioUrl)).equals(seeded.recording)).toBe(true);
          const stories = await seeded.agent.get(`/api/vaults/${seeded.vaultId}/stories`).expect(200);
          expect(stories.body.map((story: { title: string | null }) => story.title)).toContain('The bakery');
        } finally {
          await app.stop();
        }

        // The backup taken while comments were being written restores to a database that starts
        // and reads whole, holding the comments written before it began and none half-written.
        const elsewhereEnv = { ...env, DATA_DIR: elsewhere, EMBEDDED_PG_PORT: String(await freePort()) };
        const restoredOnline = await runCli(['restore', onlineDir], { env: elsewhereEnv });
        expect(restoredOnline.stderr).toBe('');
        expect(restoredOnline.code).toBe(0);
        const onlineRows = await withEmbeddedDatabase(elsewhere, Number(elsewhereEnv.EMBEDDED_PG_PORT), tableDigests);
        expect(onlineRows.stories).toMatch(/^2 rows/);
        const comments = Number(onlineRows.story_comments.split(' ')[0]);
        expect(comments).toBeGreaterThanOrEqual(online.commentsBefore);
        expect(comments).toBeLessThanOrEqual(online.commentsAfter);
      } finally {
        for (const dir of [dataDir, backupDir, onlineDir, elsewhere]) rmSync(dir, { recursive: true, force: true });
      }
    },
    DRILL_MS,
  );

  it(
    "a PostgreSQL server and the S3 store: pg_dump's dump restored, the bucket checked against the manifest",
    async () => {
      const pg = await startDebianPostgres();
      const s3 = await startS3Server();
      const dataDir = tempPath('sv-drill-data');
      const backupDir = tempPath('sv-drill-backup');
      const databaseUrl = `${pg.url}/storyvault`;
      // NODE_NO_WARNINGS: the AWS SDK's notice about Node 20 would be all the CLI's stderr holds.
      const env = installEnv({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, NODE_NO_WARNINGS: '1', ...s3.env });
      try {
        await adminQuery(pg.url, 'CREATE DATABASE storyvault');
        const appPort = await freePort();
        const app = await startApp(env, appPort);
        const seeded = await seedVault(app.url, env, join(dataDir, 'outbox')).finally(() => app.stop());
        const rows = await tableDigests(databaseUrl);
        expectSeeded(rows);
        const media = await mediaDigests(env);
        expect(Object.keys(media).length).toBeGreaterThanOrEqual(2);

        const backup = await runCli(['backup', '--out', backupDir, '--json'], { env });
        expect(backup.stderr).toBe('');
        expect(backup.code).toBe(0);
        expect(JSON.parse(backup.stdout)).toMatchObject({ database: 'pg_dump', mediaStore: 's3', rows: total(rows) });
        expect(existsSync(join(backupDir, 'media'))).toBe(false);
        expect(readFileSync(join(backupDir, 'README.txt'), 'utf8')).toContain('mc version enable');

        // The database lost; the media stay in the bucket (kept by its versioning).
        await adminQuery(pg.url, 'DROP DATABASE storyvault WITH (FORCE)');
        await adminQuery(pg.url, 'CREATE DATABASE storyvault');
        rmSync(dataDir, { recursive: true, force: true });

        // An object gone from the bucket: named, and nothing restored.
        const store = createObjectStore(loadConfig(env));
        const [key] = Object.keys(media);
        const bytes = readAll(await store.get(key));
        await store.delete(key);
        const missing = await runCli(['restore', backupDir], { env });
        expect(missing.code).toBe(1);
        expect(missing.stderr).toContain(
          `The bucket lacks 1 of the backup's ${Object.keys(media).length} media objects`,
        );
        expect(missing.stderr).toContain(key);
        expect(await tableDigests(databaseUrl)).toEqual({});
        await store.put(key, await bytes);
        store.close?.();

        const restore = await runCli(['restore', backupDir, '--json'], { env });
        expect(restore.stderr).toBe('');
        expect(restore.code).toBe(0);

        const again = await runCli(['restore', backupDir], { env });
        expect(again.code).toBe(1);
        expect(again.stderr).toBe(
          "Error: The database already holds StoryVault's tables: restore goes into an empty database. Nothing was changed.\n",
        );

        expect(await tableDigests(databaseUrl)).toEqual(rows);
        expect(await mediaDigests(env)).toEqual(media);
        const restarted = await startApp(env, appPort);
        try {
          expect((await servedRecording(seeded.agent, seeded.audioUrl)).equals(seeded.recording)).toBe(true);
        } finally {
          await restarted.stop();
        }
      } finally {
        await s3.stop();
        await pg.stop();
        rmSync(dataDir, { recursive: true, force: true });
        rmSync(backupDir, { recursive: true, force: true });
      }
    },
    DRILL_MS,
  );
});

/**
 * `storyvault backup` while the app runs and a family keeps commenting: the physical copy (or the
 * dump) is taken from a database being written. Says how many comments there were around it.
 */
async function backupWhileWriting(
  seeded: SeededVault,
  url: string,
  dir: string,
  env: Record<string, string>,
): Promise<{ commentsBefore: number; commentsAfter: number }> {
  const story = `/api/vaults/${seeded.vaultId}/stories/${seeded.voiceStoryId}`;
  let written = 1; // the seeding's
  let edits = 0;
  let writing = true;
  const writer = (async () => {
    while (writing) {
      const res = await seeded.agent
        .post(`${story}/comments`)
        .set({ Origin: url })
        .send({ text: `Comment ${written}` });
      if (res.status === 201) {
        written++;
        continue;
      }
      // Past one person's comments in 10 minutes (429): the owner's edits keep the database busy.
      expect(res.status).toBe(429);
      await seeded.agent
        .patch(story)
        .set({ Origin: url })
        .send({ title: `Edit ${++edits}` })
        .expect(200);
    }
  })();
  await until('a few comments are written', () => written > 3);
  const commentsBefore = written;
  const backup = await runCli(['backup', '--out', dir], { env });
  writing = false;
  await writer;
  expect(backup.stderr).toBe('');
  expect(backup.code).toBe(0);
  return { commentsBefore, commentsAfter: written };
}

async function readAll(content: { body: AsyncIterable<unknown> } | null): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of content!.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
