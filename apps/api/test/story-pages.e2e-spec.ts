import { StoryView } from '@storyvault/contracts';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { setUpVault, signedInOwner } from '@storyvault/testing';
import request, { Response } from 'supertest';
import { DataSource } from 'typeorm';

/** GET /api/vaults/{id}/stories, whole (as docs/product.md has it) and a page at a time (?limit=&before=). */
describe('the story list, a page at a time', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  /**
   * `count` stories, one a week back from now; every fifth shares its timestamp with the one
   * before it, so the order within a timestamp (by id) is tested too.
   */
  async function addStories(vaultId: string, count: number, label = 'Story') {
    await db.query(
      `INSERT INTO stories (vault_id, source, question_text, response_type, full_text, raw_text, created_at)
       SELECT $1, 'link', 'What was your first job?', 'written', $2 || ' ' || n, $2 || ' ' || n,
         date_trunc('second', now()) - ((n - CASE WHEN n % 5 = 0 THEN 1 ELSE 0 END) * interval '7 days')
       FROM generate_series(1, $3) n`,
      [vaultId, label, count],
    );
  }

  async function ownerWithStories(count: number) {
    const { agent } = await signedInOwner(t.server);
    const vault = await setUpVault(agent, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' });
    await addStories(vault.id, count);
    return { agent, vaultId: vault.id };
  }

  /** Every page from `first`, by the Link headers, until there is none. */
  async function walk(agent: ReturnType<typeof request.agent>, first: string) {
    const pages: StoryView[][] = [];
    let next: string | null = first;
    while (next) {
      const res: Response = await agent.get(next).expect(200);
      pages.push(res.body);
      next = /^<([^>]+)>; rel="next"$/.exec(res.headers.link ?? '')?.[1] ?? null;
      expect(pages.length).toBeLessThan(100);
    }
    return pages;
  }

  it('answers the whole list, newest first, without limit and before, and no Link header', async () => {
    const { agent, vaultId } = await ownerWithStories(45);
    const res = await agent.get(`/api/vaults/${vaultId}/stories`).expect(200);
    const all: StoryView[] = res.body;
    expect(all).toHaveLength(45);
    expect(res.headers.link).toBeUndefined();
    const times = all.map((s) => Date.parse(s.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages through every story once, in the whole list’s order, following the Link headers', async () => {
    const { agent, vaultId } = await ownerWithStories(45);
    const all: StoryView[] = (await agent.get(`/api/vaults/${vaultId}/stories`).expect(200)).body;
    const pages = await walk(agent, `/api/vaults/${vaultId}/stories?limit=20`);
    expect(pages.map((p) => p.length)).toEqual([20, 20, 5]);
    expect(pages.flat().map((s) => s.id)).toEqual(all.map((s) => s.id));
    expect(pages[0][0]).toEqual(all[0]);
    // A page that ends exactly at the last story has no next one.
    expect((await walk(agent, `/api/vaults/${vaultId}/stories?limit=45`)).map((p) => p.length)).toEqual([45]);
    expect((await walk(agent, `/api/vaults/${vaultId}/stories?limit=1`)).flat().map((s) => s.id)).toEqual(
      all.map((s) => s.id),
    );
  });

  it('keeps its place when new stories arrive between pages (the cursor is a story, not an offset)', async () => {
    const { agent, vaultId } = await ownerWithStories(30);
    const all: StoryView[] = (await agent.get(`/api/vaults/${vaultId}/stories`).expect(200)).body;
    const first = await agent.get(`/api/vaults/${vaultId}/stories?limit=10`).expect(200);
    await db.query(
      `INSERT INTO stories (vault_id, source, question_text, response_type, full_text, raw_text)
       VALUES ($1, 'link', 'Which street did you grow up on?', 'written', 'A new one', 'A new one')`,
      [vaultId],
    );
    const next = /^<([^>]+)>/.exec(first.headers.link)![1];
    expect(next).toBe(`/api/vaults/${vaultId}/stories?limit=10&before=${all[9].id}`);
    const rest = (await walk(agent, next)).flat();
    expect([...first.body, ...rest].map((s: StoryView) => s.id)).toEqual(all.map((s) => s.id));
    // The newcomer heads a fresh first page.
    const fresh = (await agent.get(`/api/vaults/${vaultId}/stories?before=${all[0].id}&limit=5`).expect(200)).body;
    expect(fresh.map((s: StoryView) => s.id)).toEqual(all.slice(1, 6).map((s) => s.id));
    const top = (await agent.get(`/api/vaults/${vaultId}/stories?limit=1`).expect(200)).body;
    expect(top[0].fullText).toBe('A new one');
  });

  it('pages by 20 when only before is given, and answers an empty vault with an empty page', async () => {
    const { agent, vaultId } = await ownerWithStories(25);
    const all: StoryView[] = (await agent.get(`/api/vaults/${vaultId}/stories`).expect(200)).body;
    const res = await agent.get(`/api/vaults/${vaultId}/stories?before=${all[0].id.toUpperCase()}`).expect(200);
    expect(res.body.map((s: StoryView) => s.id)).toEqual(all.slice(1, 21).map((s) => s.id));
    expect(res.headers.link).toBe(`</api/vaults/${vaultId}/stories?limit=20&before=${all[20].id}>; rel="next"`);
    const { agent: other } = await signedInOwner(t.server);
    const empty = await setUpVault(other, { seniorName: 'Jo Smith', seniorEmail: 'jo@example.com' });
    const none = await other.get(`/api/vaults/${empty.id}/stories?limit=10`).expect(200, []);
    expect(none.headers.link).toBeUndefined();
  });

  it('refuses a limit or before it cannot page by with 400 INVALID_PAGE and a clear message', async () => {
    const { agent, vaultId } = await ownerWithStories(3);
    const other = await ownerWithStories(2);
    const foreignStory = (await other.agent.get(`/api/vaults/${other.vaultId}/stories`).expect(200)).body[0].id;
    const limit = 'limit must be a whole number from 1 to 100.';
    const before = 'before must be the id of a story in this vault.';
    for (const [query, message] of [
      ['limit=0', limit],
      ['limit=101', limit],
      ['limit=-1', limit],
      ['limit=1.5', limit],
      ['limit=ten', limit],
      ['limit=', limit],
      ['limit=1e2', limit],
      ['limit=5&limit=6', limit],
      ['before=42', before],
      ['before=', before],
      ['limit=5&before=not-a-story', before],
      ['before=00000000-0000-4000-8000-000000000000', before],
      [`before=${foreignStory}`, before],
      [`before=${foreignStory}&before=${foreignStory}`, before],
    ]) {
      const res = await agent.get(`/api/vaults/${vaultId}/stories?${query}`);
      expect({ query, status: res.status, code: res.body.code, message: res.body.message }).toEqual({
        query,
        status: 400,
        code: 'INVALID_PAGE',
        message,
      });
    }
  });

  it('answers a page of another owner’s vault 404 and a signed-out caller 401, never the stories', async () => {
    const a = await ownerWithStories(3);
    const b = await ownerWithStories(1);
    const storyA = (await a.agent.get(`/api/vaults/${a.vaultId}/stories`).expect(200)).body[0].id;
    for (const query of ['limit=2', `limit=2&before=${storyA}`]) {
      const foreign = await b.agent.get(`/api/vaults/${a.vaultId}/stories?${query}`).expect(404);
      expect(foreign.body.code).toBe('VAULT_NOT_FOUND');
      expect(foreign.headers.link).toBeUndefined();
      const out = await request(t.server).get(`/api/vaults/${a.vaultId}/stories?${query}`).expect(401);
      expect(out.body.code).toBe('NOT_SIGNED_IN');
    }
  });
});
