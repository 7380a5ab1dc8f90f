import { migratedDataSource } from '@storyvault/api-testing';
import { TypeormTranscriptStore } from './typeorm-transcript.store';

const db = migratedDataSource();

/** The transcripts beside the story rows: stored once, whoever comes second. */
describe('TypeormTranscriptStore', () => {
  let store: TypeormTranscriptStore;
  let voice: string;
  let written: string;

  beforeAll(async () => {
    store = new TypeormTranscriptStore(db.ds);
    const [{ id: ownerId }] = await db.ds.query(
      `INSERT INTO users (name, email, password_hash) VALUES ('Ann', 'ann@example.com', 'h') RETURNING id`,
    );
    const [{ id: vaultId }] = await db.ds.query(
      `INSERT INTO vaults (owner_id, senior_name, senior_email, delivery_method, frequency_weeks, send_intro_email,
         is_setup_complete) VALUES ($1, 'Rose', 'rose@example.com', 'email', 1, false, true) RETURNING id`,
      [ownerId],
    );
    const story = async (type: string, at: string, deletedAt: string | null = null) => {
      const [{ id }] = await db.ds.query(
        `INSERT INTO stories (vault_id, question_text, response_type, full_text, raw_text, media_key, created_at,
           deleted_at) VALUES ($1, 'Q', $2, '', '', $3, $4, $5) RETURNING id`,
        [vaultId, type, type === 'voice' ? 'stories/x/1-memo.m4a' : null, at, deletedAt],
      );
      if (type === 'voice')
        await db.ds.query(
          `INSERT INTO story_attachments (id, story_id, kind, filename, content_type, size_bytes, media_key)
           VALUES (gen_random_uuid(), $1, 'audio', 'memo.m4a', 'audio/mp4', 1000, 'stories/x/1-memo.m4a')`,
          [id],
        );
      return id as string;
    };
    voice = await story('voice', '2026-05-01T10:00:00Z');
    written = await story('written', '2026-05-02T10:00:00Z');
    await story('voice', '2026-05-03T10:00:00Z', '2026-05-04T10:00:00Z');
  });

  it('finds a story with its recordings, and no story without one', async () => {
    expect(await store.find(voice)).toMatchObject({
      id: voice,
      status: 'none',
      recordings: [
        { filename: 'memo.m4a', contentType: 'audio/mp4', sizeBytes: 1000, mediaKey: 'stories/x/1-memo.m4a' },
      ],
    });
    expect(await store.find(written)).toBeNull();
    expect(await store.find('not-a-uuid')).toBeNull();
  });

  it('lists voice stories without a transcript, oldest first, deleted ones left out', async () => {
    expect(await store.untranscribed({ includePending: false, limit: 10 })).toEqual([voice]);
    expect(await store.markPending(voice)).toBe(true);
    expect(await store.markPending(written)).toBe(false);
    expect(await store.untranscribed({ includePending: false, limit: 10 })).toEqual([]);
    expect(await store.untranscribed({ includePending: true, limit: 10 })).toEqual([voice]);
  });

  it('stores a transcript once: the second (a worker, a rerun) changes nothing', async () => {
    const both = await Promise.all([store.complete(voice, 'First words.'), store.complete(voice, 'Other words.')]);
    expect(both.filter(Boolean)).toHaveLength(1);
    const stored = (await db.ds.query(`SELECT transcript, transcript_status FROM stories WHERE id = $1`, [voice]))[0];
    expect(stored.transcript_status).toBe('done');
    expect(['First words.', 'Other words.']).toContain(stored.transcript);
    expect(await store.complete(voice, 'Again.')).toBe(false);
    expect(await store.markFailed(voice)).toBe(false);
    expect(await store.markPending(voice)).toBe(false);
    expect((await store.find(voice))?.status).toBe('done');
    expect(await store.untranscribed({ includePending: true, limit: 10 })).toEqual([]);
  });
});
