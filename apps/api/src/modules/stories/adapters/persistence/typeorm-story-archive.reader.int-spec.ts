import { migratedDataSource } from '@storyvault/api-testing';
import { StoryArchive } from '../../application/story-archive.service';
import { TypeormStoryArchiveReader } from './typeorm-story-archive.reader';

const db = migratedDataSource();

/** A whole vault read a page at a time, oldest first: every story once, deleted ones left out. */
describe('TypeormStoryArchiveReader', () => {
  let archive: StoryArchive;
  let vaultId: string;
  let otherVaultId: string;
  let photoId: string;
  const ids: string[] = [];

  beforeAll(async () => {
    archive = new StoryArchive(new TypeormStoryArchiveReader(db.ds));
    const [{ id: ownerId }] = await db.ds.query(
      `INSERT INTO users (name, email, password_hash) VALUES ('Ann', 'ann@example.com', 'h') RETURNING id`,
    );
    const vault = async (senior: string) =>
      (
        await db.ds.query(
          `INSERT INTO vaults (owner_id, senior_name, senior_email, delivery_method, frequency_weeks, send_intro_email,
             is_setup_complete) VALUES ($1, $2, $3, 'email', 1, false, true) RETURNING id`,
          [ownerId, senior, `${senior.toLowerCase()}@example.com`],
        )
      )[0].id as string;
    vaultId = await vault('Rose');
    otherVaultId = await vault('Otto');
    // Seven stories, five of them at the very same microsecond: pages must not lose or repeat one.
    const times = ['2026-05-01T10:00:00Z', ...Array(5).fill('2026-05-02T10:00:00.123456Z'), '2026-05-03T10:00:00Z'];
    for (const [n, at] of times.entries()) {
      const [{ id }] = await db.ds.query(
        `INSERT INTO stories (vault_id, question_text, response_type, full_text, raw_text, created_at, title, period)
         VALUES ($1, $2, 'written', $3, $3, $4, $5, $6) RETURNING id`,
        [vaultId, `Question ${n}`, `Story ${n}`, at, n === 0 ? 'The first' : null, n === 0 ? '1960s' : null],
      );
      ids.push(id);
    }
    const [{ id: deleted }] = await db.ds.query(
      `INSERT INTO stories (vault_id, question_text, response_type, full_text, raw_text, created_at, deleted_at)
       VALUES ($1, 'Gone', 'written', 'x', 'x', '2026-05-02T11:00:00Z', now()) RETURNING id`,
      [vaultId],
    );
    [{ id: photoId }] = await db.ds.query(
      `INSERT INTO story_attachments (story_id, kind, filename, content_type, size_bytes, media_key)
       VALUES ($1, 'photo', 'lake.jpg', 'image/jpeg', 10, 'stories/x/lake.jpg') RETURNING id`,
      [ids[0]],
    );
    await db.ds.query(
      `INSERT INTO story_attachments (story_id, kind, filename, content_type, size_bytes, media_key)
       VALUES ($1, 'photo', 'gone.jpg', 'image/jpeg', 10, 'stories/y/gone.jpg')`,
      [deleted],
    );
    await db.ds.query(
      `INSERT INTO story_revisions (id, story_id, version, full_text, tags, revised_at) VALUES ($1, $1, 0, 'As it came', '{a}', now())`,
      [ids[0]],
    );
  });

  it('reads every story once, oldest first, whatever the page size', async () => {
    const expected = [ids[0], ...ids.slice(1, 6).sort(), ids[6]];
    for (const pageSize of [1, 2, 3, 50]) {
      const read: string[] = [];
      for await (const story of archive.stories(vaultId, pageSize)) read.push(story.id);
      expect({ pageSize, read }).toEqual({ pageSize, read: expected });
    }
    expect(await archive.count(vaultId)).toBe(7);
  });

  it('reads a story with its files, revisions, title and period', async () => {
    const [first] = await new TypeormStoryArchiveReader(db.ds).page(vaultId, null, 1);
    expect(first).toMatchObject({
      id: ids[0],
      title: 'The first',
      period: '1960s',
      fullText: 'Story 0',
      attachments: [{ id: photoId, kind: 'photo', filename: 'lake.jpg', mediaKey: 'stories/x/lake.jpg' }],
      revisions: [{ fullText: 'As it came', tags: ['a'] }],
    });
  });

  it('knows the vault’s story photos: none of a deleted story, none of another vault', async () => {
    expect(await archive.hasPhoto(vaultId, photoId)).toBe(true);
    expect(await archive.hasPhoto(otherVaultId, photoId)).toBe(false);
    const [{ id: gone }] = await db.ds.query(`SELECT id FROM story_attachments WHERE filename = 'gone.jpg'`);
    expect(await archive.hasPhoto(vaultId, gone)).toBe(false);
    expect(await archive.hasPhoto(vaultId, 'not-an-id')).toBe(false);
  });
});
