import { startTestApp, TestApp } from '@storyvault/api-testing';
import { CommentView, FAMILY_LIMITS, WRITE_LIMITS } from '@storyvault/contracts';
import { decodableJpeg, jpegImage, setUpVault, signedInOwner } from '@storyvault/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';

type Agent = ReturnType<typeof request.agent>;
const PUBLIC_URL = 'http://stories.example.com';

/**
 * Limits where the family writes (docs/decisions/0081-limits-where-people-write.md): per person and
 * vault, comments, suggestions, story photos and photo questions are refused with 429 and
 * Retry-After past their rate; a story holds at most 500 comments and 30 family photos (409); a
 * story's comments are read a page at a time.
 */
describe('limits where the family writes', () => {
  let t: TestApp;
  let db: DataSource;
  let owner: Agent;
  let emma: Agent;
  let emmaId: string;
  let vaultId: string;

  const vault = (rest = '') => `/api/vaults/${vaultId}${rest}`;

  /** A written story of Rose's, as an answer would leave it. */
  async function newStory(): Promise<string> {
    const [row] = await db.query(
      `INSERT INTO stories (id, vault_id, source, question_text, response_type, full_text, raw_text, tags, created_at)
       VALUES (gen_random_uuid(), $1, 'link', 'Where did you grow up?', 'written', 'By the lake.', 'By the lake.', '{}', now())
       RETURNING id`,
      [vaultId],
    );
    return row.id;
  }

  /** Moves a table's rows of Emma's back in time, as if she had written them that long ago. */
  async function backdate(table: string, column: string, minutes: number): Promise<void> {
    await db.query(`UPDATE ${table} SET created_at = created_at - $2 * interval '1 minute' WHERE ${column} = $1`, [
      emmaId,
      minutes,
    ]);
  }

  function expectTooMany(res: request.Response, windowSeconds: number): void {
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('TOO_MANY_WRITES');
    expect(res.body.message).toMatch(/^You have .+ Please .+\.$/);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  }

  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_URL } });
    db = t.app.get(DataSource);
    owner = (await signedInOwner(t.server, { name: 'Ann Smith' })).agent;
    vaultId = (await setUpVault(owner, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' })).id;
    const emmaAccount = await signedInOwner(t.server, { name: 'Emma Jones' });
    emma = emmaAccount.agent;
    [{ id: emmaId }] = await db.query(
      `INSERT INTO vault_members (vault_id, user_id, role) SELECT $1, id, 'contributor' FROM users WHERE email = $2
       RETURNING user_id AS id`,
      [vaultId, emmaAccount.email],
    );
  });
  afterAll(() => t?.close());

  it('refuses a 31st comment in 10 minutes from one person, says when to try again, and lets others write', async () => {
    const story = await newStory();
    const path = vault(`/stories/${story}/comments`);
    for (let i = 1; i <= WRITE_LIMITS.comments.max; i++)
      await emma
        .post(path)
        .set('Origin', PUBLIC_URL)
        .send({ text: `Comment ${i}` })
        .expect(201);
    const refused = await emma.post(path).set('Origin', PUBLIC_URL).send({ text: 'One more' });
    expectTooMany(refused, 10 * 60);
    await owner.post(path).set('Origin', PUBLIC_URL).send({ text: 'The owner is not held back.' }).expect(201);
    expect(Number((await owner.get(path).expect(200)).headers['x-total-count'])).toBe(31);

    await backdate('story_comments', 'author_id', 11);
    await emma.post(path).set('Origin', PUBLIC_URL).send({ text: 'Later on' }).expect(201);
  });

  it('holds 500 comments a story, and reads them a page at a time, newest page first', async () => {
    const story = await newStory();
    const path = vault(`/stories/${story}/comments`);
    await db.query(
      `INSERT INTO story_comments (vault_id, story_id, author_id, text, created_at)
       SELECT $1, $2, $3, 'Comment ' || n, now() - interval '1 day' + n * interval '1 second'
       FROM generate_series(1, $4::int) AS n`,
      [vaultId, story, emmaId, FAMILY_LIMITS.commentsPerStory],
    );
    const full = await owner.post(path).set('Origin', PUBLIC_URL).send({ text: 'And one more' }).expect(409);
    expect(full.body).toMatchObject({
      code: 'COMMENT_LIMIT_REACHED',
      message: 'This story has 500 comments, as many as a story can hold.',
    });

    const first = await emma.get(path).expect(200);
    const newest: CommentView[] = first.body;
    expect(newest.map((c) => c.text)).toEqual(Array.from({ length: 50 }, (_, i) => `Comment ${451 + i}`));
    expect(first.headers['x-total-count']).toBe('500');
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link)![1];
    expect(next).toBe(`${path}?limit=50&before=${newest[0].id}`);
    const earlier: CommentView[] = (await emma.get(next).expect(200)).body;
    expect(earlier.map((c) => c.text)).toEqual(Array.from({ length: 50 }, (_, i) => `Comment ${401 + i}`));

    const oldest = await emma.get(
      `${path}?limit=5&before=${
        (
          await db.query(`SELECT id FROM story_comments WHERE story_id = $1 ORDER BY created_at LIMIT 1 OFFSET 5`, [
            story,
          ])
        )[0].id
      }`,
    );
    expect(oldest.body.map((c: CommentView) => c.text)).toEqual([
      'Comment 1',
      'Comment 2',
      'Comment 3',
      'Comment 4',
      'Comment 5',
    ]);
    expect(oldest.headers.link).toBeUndefined();

    for (const bad of ['limit=0', 'limit=101', 'limit=ten', 'before=not-an-id'])
      expect((await emma.get(`${path}?${bad}`).expect(400)).body.code).toBe('INVALID_COMMENT');
  });

  it('refuses a 21st suggestion in an hour from one person', async () => {
    for (let i = 1; i <= WRITE_LIMITS.suggestions.max; i++)
      await emma
        .post(vault('/suggestions'))
        .set('Origin', PUBLIC_URL)
        .send({ text: `Question ${i}?` })
        .expect(201);
    expectTooMany(await emma.post(vault('/suggestions')).set('Origin', PUBLIC_URL).send({ text: 'One more?' }), 3600);
    expect((await owner.get(vault('/suggestions')).expect(200)).body).toHaveLength(WRITE_LIMITS.suggestions.max);
  });

  it('refuses a 21st story photo in an hour from one person, and a 31st family photo on a story', async () => {
    const story = await newStory();
    const add = (agent: Agent, on = story) =>
      agent
        .post(vault(`/stories/${on}/photos`))
        .set('Origin', PUBLIC_URL)
        .attach('photo', jpegImage(64, 48, 2_000), { filename: 'family.jpg', contentType: 'image/jpeg' });
    for (let i = 1; i <= WRITE_LIMITS.storyPhotos.max; i++) await add(emma).expect(201);
    expectTooMany(await add(emma), 3600);

    // An hour on, Emma adds again; with the owner's, the story fills up at 30.
    await db.query(`UPDATE story_attachments SET created_at = created_at - interval '61 minutes' WHERE added_by = $1`, [
      emmaId,
    ]);
    for (let i = WRITE_LIMITS.storyPhotos.max + 1; i <= 30; i++) await add(i % 2 ? emma : owner).expect(201);
    const full = await add(owner).expect(409);
    expect(full.body).toMatchObject({
      code: 'STORY_PHOTO_LIMIT_REACHED',
      message: 'This story has 30 photos from the family, as many as a story can hold.',
    });
    await add(owner, await newStory()).expect(201);
  });

  it('refuses an 11th photo question in an hour from one person', async () => {
    const add = (agent: Agent) =>
      agent
        .post(vault('/questions/photo'))
        .set('Origin', PUBLIC_URL)
        .attach('photo', decodableJpeg(), { filename: 'garden.jpg', contentType: 'image/jpeg' });
    for (let i = 1; i <= WRITE_LIMITS.photoQuestions.max; i++) await add(emma).expect(201);
    expectTooMany(await add(emma), 3600);
    await add(owner).expect(201);
    await backdate('question_photos', 'added_by', 61);
    await add(emma).expect(201);
  });
});
