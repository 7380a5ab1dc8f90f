import { MemberRole, STORY_HIGHLIGHT, StoryView } from '@storyvault/contracts';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { linksIn, setUpVault, signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import request, { Response } from 'supertest';
import { DataSource } from 'typeorm';

/** GET /api/vaults/{id}/stories?q=…: finding any story in PostgreSQL; and ?sort=period, the timeline by when it happened. */
describe('finding stories', () => {
  type Agent = ReturnType<typeof request.agent>;
  let smtp: SmtpTestServer;
  let t: TestApp;
  let db: DataSource;
  let owner: Agent;
  let vaultId: string;
  const ids: Record<string, string> = {};

  interface Seed {
    key: string;
    question?: string;
    text: string;
    title?: string;
    period?: string;
    tags?: string[];
    transcript?: string;
    daysAgo: number;
  }

  async function addStory(vault: string, s: Seed): Promise<string> {
    const [{ id }] = await db.query(
      `INSERT INTO stories (vault_id, source, question_text, response_type, full_text, raw_text, title, period, tags,
         transcript, created_at)
       VALUES ($1, 'link', $2, 'written', $3, $3, $4, $5, $6, $7, now() - $8 * interval '1 day') RETURNING id`,
      [
        vault,
        s.question ?? 'What do you remember?',
        s.text,
        s.title ?? null,
        s.period ?? null,
        s.tags ?? [],
        s.transcript ?? null,
        s.daysAgo,
      ],
    );
    return id;
  }

  const SEEDS: Seed[] = [
    { key: 'lifeguard', text: 'Grandfather was a lifeguard at the lake every summer.', daysAgo: 10, period: '1950s' },
    { key: 'lifeguards', text: 'The lifeguards there wore red caps.', daysAgo: 9, period: '1948' },
    {
      key: 'hotel',
      question: 'What was your first job?',
      text: 'I carried suitcases at the Grand Hotel for a summer.',
      period: '1962',
      daysAgo: 8,
    },
    { key: 'hotelLater', text: 'We stayed in a small hotel in Vienna.', period: '1975', daysAgo: 7 },
    { key: 'kovacs', text: 'Our neighbour, Mrs Kovács, baked plum dumplings.', daysAgo: 6 },
    {
      key: 'titled',
      title: 'The wedding in Szeged',
      text: 'Everyone danced until morning.',
      tags: ['family'],
      period: '1960',
      daysAgo: 5,
    },
    {
      key: 'voice',
      text: '',
      transcript: 'My brother Tibor sang in the choir at church.',
      daysAgo: 4,
    },
    { key: 'question', question: 'Who taught you to swim?', text: 'My father did, in the river.', daysAgo: 3 },
    { key: 'removed', text: 'A lifeguard story that was deleted.', daysAgo: 2 },
    {
      key: 'markup',
      text: '<script>alert(1)</script> The lifeguard tower <b>creaked</b>.',
      daysAgo: 1,
    },
  ];

  const stories = (agent: Agent, query: string) => agent.get(`/api/vaults/${vaultId}/stories?${query}`);
  const found = async (agent: Agent, q: string) =>
    ((await stories(agent, `q=${encodeURIComponent(q)}`).expect(200)).body as StoryView[]).map((s) => s.id);
  const keysOf = (list: string[]) => list.map((id) => Object.keys(ids).find((k) => ids[k] === id));

  async function joined(name: string, role: MemberRole): Promise<{ agent: Agent; memberId: string }> {
    const email = `${name.toLowerCase()}@example.com`;
    const member = (await owner.post(`/api/vaults/${vaultId}/members`).send({ name, email, role }).expect(201)).body;
    const mail = await smtp.waitFor((m) => m.to !== undefined && JSON.stringify(m.to).includes(email));
    const token = new URL(linksIn(mail.text).find((l) => l.includes('/join?token='))!).searchParams.get('token')!;
    const agent = request.agent(t.server);
    await agent.post(`/api/invitations/${token}/accept`).send({ name, password: 'Str0ng!pass' }).expect(200);
    return { agent, memberId: member.id };
  }

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ env: { SMTP_URL: smtp.url } });
    db = t.app.get(DataSource);
    owner = (await signedInOwner(t.server, { name: 'Ann Smith' })).agent;
    vaultId = (await setUpVault(owner, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' })).id;
    for (const seed of SEEDS) ids[seed.key] = await addStory(vaultId, seed);
    await owner.delete(`/api/vaults/${vaultId}/stories/${ids.removed}`).expect(204);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('finds all the words in any order, stemmed, accents aside, the last word as typed', async () => {
    expect(keysOf(await found(owner, 'grandfather lifeguard'))).toEqual(['lifeguard']);
    expect(keysOf(await found(owner, 'lifeguard grandfather'))).toEqual(['lifeguard']);
    expect(keysOf(await found(owner, 'hotel 1962'))).toEqual(['hotel']);
    expect(keysOf(await found(owner, 'Kovacs'))).toEqual(['kovacs']);
    expect(keysOf(await found(owner, 'KOVÁCS'))).toEqual(['kovacs']);
    // "lifeguard" finds "lifeguards" (stemmed), and "lifeg" both as it is typed.
    expect(keysOf(await found(owner, 'lifeguard')).sort()).toEqual(['lifeguard', 'lifeguards', 'markup'].sort());
    expect(keysOf(await found(owner, 'lifeg')).sort()).toEqual(['lifeguard', 'lifeguards', 'markup'].sort());
    // Only the last word is a prefix: "lifeg grandfather" wants a word "lifeg".
    expect(await found(owner, 'lifeg grandfather')).toEqual([]);
    expect(keysOf(await found(owner, 'suitcases hotels'))).toEqual(['hotel']);
  });

  it('looks in the title, tags, period, question and transcript as well as the text', async () => {
    expect(keysOf(await found(owner, 'Szeged'))).toEqual(['titled']);
    expect(keysOf(await found(owner, 'family wedding'))).toEqual(['titled']);
    expect(keysOf(await found(owner, '1950s'))).toEqual(['lifeguard']);
    expect(keysOf(await found(owner, '1960'))).toEqual(['titled']);
    expect(keysOf(await found(owner, 'taught swim'))).toEqual(['question']);
    expect(keysOf(await found(owner, 'tibor choir'))).toEqual(['voice']);
    expect(keysOf(await found(owner, 'first job'))).toEqual(['hotel']);
  });

  it('ranks the better match first and marks the matching words in a snippet of plain text', async () => {
    // The title weighs more than the text: the wedding's title says Szeged; add a story that only mentions it.
    const mention = await addStory(vaultId, { key: 'mention', text: 'We once drove through Szeged.', daysAgo: 0 });
    try {
      const res = await stories(owner, 'q=szeged').expect(200);
      const list: StoryView[] = res.body;
      expect(list.map((s) => s.id)).toEqual([ids.titled, mention]);
      const { start, end } = STORY_HIGHLIGHT;
      expect(list[1].highlight).toBe(`We once drove through ${start}Szeged${end}.`);
      // The title matched, not the text: the snippet is the text's start, unmarked.
      expect(list[0].highlight).toBe('Everyone danced until morning.');
    } finally {
      await db.query('DELETE FROM stories WHERE id = $1', [mention]);
    }
    const [grand] = (await stories(owner, 'q=grandfather+lifeg').expect(200)).body as StoryView[];
    expect(grand.highlight).toBe(
      `${STORY_HIGHLIGHT.start}Grandfather${STORY_HIGHLIGHT.end} was a ${STORY_HIGHLIGHT.start}lifeguard` +
        `${STORY_HIGHLIGHT.end} at the lake every summer.`,
    );
    const [kovacs] = (await stories(owner, 'q=kovacs').expect(200)).body as StoryView[];
    expect(kovacs.highlight).toContain(`${STORY_HIGHLIGHT.start}Kovács${STORY_HIGHLIGHT.end}`);
    // The snippet is the story's words as text: markup tags in a story are left out of it.
    const [markup] = (await stories(owner, 'q=tower').expect(200)).body as StoryView[];
    expect(markup.highlight).not.toMatch(/<\/?(script|b)>/);
    expect(markup.highlight).toContain('alert(1)');
    expect(markup.highlight).toContain(`${STORY_HIGHLIGHT.start}tower${STORY_HIGHLIGHT.end}`);
    // Without q, no highlight at all.
    const plain: StoryView[] = (await stories(owner, 'limit=5').expect(200)).body;
    expect(plain.every((s) => s.highlight === undefined)).toBe(true);
  });

  it('pages a search like the list, with q kept in the Link header, every match once', async () => {
    const many = await (async () => {
      const { agent } = await signedInOwner(t.server);
      const vault = await setUpVault(agent, { seniorName: 'Jo Smith', seniorEmail: 'jo@example.com' });
      await db.query(
        `INSERT INTO stories (vault_id, source, question_text, response_type, full_text, raw_text, created_at)
         SELECT $1, 'link', 'Where did you swim?', 'written',
           repeat('river ', 1 + n % 3) || 'story ' || n, 'x', now() - n * interval '1 hour'
         FROM generate_series(1, 25) n`,
        [vault.id],
      );
      return { agent, vaultId: vault.id };
    })();
    const first = `/api/vaults/${many.vaultId}/stories?q=river&limit=10`;
    const pages: StoryView[][] = [];
    let next: string | null = first;
    while (next) {
      const res: Response = await many.agent.get(next).expect(200);
      pages.push(res.body);
      next = /^<([^>]+)>; rel="next"$/.exec(res.headers.link ?? '')?.[1] ?? null;
      if (next) expect(next).toContain('q=river');
      expect(pages.length).toBeLessThan(10);
    }
    expect(pages.map((p) => p.length)).toEqual([10, 10, 5]);
    const all = pages.flat();
    expect(new Set(all.map((s) => s.id)).size).toBe(25);
    // More "river" ranks higher: the three-river stories come first.
    const rivers = all.map((s) => (s.fullText.match(/river/g) ?? []).length);
    expect(rivers).toEqual([...rivers].sort((a, b) => b - a));
    // A search without limit is a page of 20.
    const res = await many.agent.get(`/api/vaults/${many.vaultId}/stories?q=river`).expect(200);
    expect(res.body).toHaveLength(20);
    expect(res.headers.link).toBe(
      `</api/vaults/${many.vaultId}/stories?q=river&limit=20&before=${res.body[19].id}>; rel="next"`,
    );
  });

  it('orders the timeline by when it happened, decades before their years, stories without a period last', async () => {
    const byPeriod: StoryView[] = (await stories(owner, 'sort=period').expect(200)).body;
    const dated = ['lifeguards', 'lifeguard', 'titled', 'hotel', 'hotelLater'];
    const undated = ['kovacs', 'voice', 'question', 'markup'];
    expect(keysOf(byPeriod.map((s) => s.id))).toEqual([...dated, ...undated]);
    // Paged, it is the same order.
    const pages: string[] = [];
    let next: string | null = `/api/vaults/${vaultId}/stories?sort=period&limit=4`;
    while (next) {
      const res: Response = await owner.get(next).expect(200);
      pages.push(...res.body.map((s: StoryView) => s.id));
      next = /^<([^>]+)>; rel="next"$/.exec(res.headers.link ?? '')?.[1] ?? null;
    }
    expect(pages).toEqual(byPeriod.map((s) => s.id));
    // A search by period.
    const hotels: StoryView[] = (await stories(owner, 'q=hotel&sort=period').expect(200)).body;
    expect(keysOf(hotels.map((s) => s.id))).toEqual(['hotel', 'hotelLater']);
    // arrival is today's order.
    const arrival = (await stories(owner, 'sort=arrival').expect(200)).body;
    expect(arrival).toEqual((await stories(owner, '').expect(200)).body);
  });

  it('finds for every member what the list shows them, and nothing for anyone else', async () => {
    const members: Array<[string, MemberRole]> = [
      ['Emma', 'contributor'],
      ['Victor', 'viewer'],
    ];
    for (const [name, role] of members) {
      const { agent } = await joined(name, role);
      const list: StoryView[] = (await stories(agent, 'q=lifeguard').expect(200)).body;
      expect(keysOf(list.map((s) => s.id)).sort()).toEqual(['lifeguard', 'lifeguards', 'markup'].sort());
      // A member reads no original email, found or listed.
      expect(list.every((s) => s.rawText === undefined)).toBe(true);
    }
    const removed = await joined('Rita', 'viewer');
    await stories(removed.agent, 'q=lifeguard').expect(200);
    await owner.delete(`/api/vaults/${vaultId}/members/${removed.memberId}`).expect(204);
    await stories(removed.agent, 'q=lifeguard').expect(404);
    const stranger = (await signedInOwner(t.server)).agent;
    await stories(stranger, 'q=lifeguard').expect(404);
    await stories(request.agent(t.server), 'q=lifeguard').expect(401);
    // The deleted story is not found, by its own words either.
    expect(await found(owner, 'deleted')).toEqual([]);
  });

  it('answers bad searches plainly: 400 with a code for what it cannot use, no stories for punctuation', async () => {
    const refused = async (query: string, message: string) => {
      const res = await stories(owner, query).expect(400);
      expect(res.body).toMatchObject({ code: 'INVALID_SEARCH', message });
    };
    await refused(`q=${'a'.repeat(201)}`, 'Search for at most 200 characters.');
    await refused(`q=${Array.from({ length: 13 }, (_, i) => `w${i}`).join('+')}`, 'Search for at most 12 words.');
    await refused('q=a&q=b', 'q must be the words to search for, given once.');
    await refused('sort=title', 'sort must be one of: arrival, period.');
    const badPage = await stories(owner, 'q=hotel&limit=0').expect(400);
    expect(badPage.body).toMatchObject({
      code: 'INVALID_PAGE',
      message: 'limit must be a whole number from 1 to 100.',
    });
    expect(await found(owner, `a${'!'.repeat(199)}`)).toEqual(expect.any(Array));
    for (const q of ['?!', '...', "'", '&|!:*', '()', '"', '\\', '<->', '\u0002'])
      expect(await found(owner, q)).toEqual([]);
    // Words that look like query syntax are words.
    expect(await found(owner, "lifeguard & | ! :* ( ' <->")).toEqual(await found(owner, 'lifeguard'));
    // An empty q is no search: the list.
    expect((await stories(owner, 'q=').expect(200)).body).toEqual((await stories(owner, '').expect(200)).body);
    // A cursor naming no story of this vault is refused. (It once replaced the first character of a
    // real id with 'f', which left one id in sixteen unchanged: the deleted story, a cursor that works.)
    const unknown = `${ids.removed[0] === 'f' ? '0' : 'f'}${ids.removed.slice(1)}`;
    expect(unknown).not.toBe(ids.removed);
    await stories(owner, `q=hotel&before=${unknown}`).expect(400);
  });
});
