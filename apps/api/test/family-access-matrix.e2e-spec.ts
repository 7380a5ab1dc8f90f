import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { IngestInboundMessage } from '@storyvault/api/modules/inbound/inbound.public';
import { IssueListenLinks } from '@storyvault/api/modules/keepsakes/application/listen-links.use-cases';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { MemberRole, StoryView, VaultQuestionView, VaultView } from '@storyvault/contracts';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import {
  buildEmail,
  decodableJpeg,
  jpegImage,
  linksIn,
  pcmWav,
  setUpVault,
  signedInOwner,
  SmtpTestServer,
  startSmtpTestServer,
} from '@storyvault/testing';
import { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DataSource } from 'typeorm';

/**
 * The family access matrix: every vault endpoint (found in the router, so a new one cannot be
 * left out) × everyone who might call it → the status they get. The owner may do everything;
 * a contributor reads, comments, suggests and adds photos; a viewer reads and comments; only the owner curates
 * the stories (edits, versions, deleting and restoring), reads a story's original email (masked) and the
 * feed's lines meant for the owner; a removed member, the
 * owner of another vault and a stranger are told the vault does not exist; signed out is 401.
 * The removed member keeps the browser session they had while they were a member.
 */

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'Str0ng!pass';
const PUBLIC_URL = 'http://stories.example.com';

type Agent = ReturnType<typeof request.agent>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type ActorName = 'owner' | 'contributor' | 'viewer' | 'removed' | 'otherOwner' | 'signedOut';

interface Fixture {
  vaultId: string;
  otherVaultId: string;
  agents: Record<ActorName, Agent>;
  writtenStory: string;
  /** The answer token of Rose's question, which her emailed reply quotes. */
  answerToken: string;
  /** The question's reply address (with the token). */
  replyTo: string;
  voiceStory: string;
  /** A printed book (an export id) with a listen link to the voice story. */
  photoStory: string;
  photoId: string;
  /** A photo question in the queue (its questionId). */
  photoQuestion: string;
  /** Library questions in nobody's queue, one used up by each successful add. */
  spareQuestions: string[];
  /** A book the owner asked for (queued: no worker runs here). */
  bookExport: string;
}

interface Call {
  path: string;
  body?: Record<string, unknown>;
  /** A photo sent as the multipart field `photo`. */
  photo?: Buffer;
}

interface Row {
  /** The route as the router names it, e.g. `GET /api/vaults/:id/stories`. */
  route: string;
  /** The call, made afresh for each actor (prepare what a successful call uses up). */
  call: (f: Fixture, actor: ActorName) => Promise<Call> | Call;
  expect: Record<ActorName, number>;
}

/** Members' reads: every member 200; no member 404; signed out 401. */
const READ = { owner: 200, contributor: 200, viewer: 200, removed: 404, otherOwner: 404, signedOut: 401 };
/** The owner's writes: members 403. */
const ownerOnly = (status: number) => ({ ...READ, owner: status, contributor: 403, viewer: 403 });
/** What every member may write. */
const anyMember = (status: number) => ({ ...READ, owner: status, contributor: status, viewer: status });

let unique = 0;
const freshEmail = (what: string) => `${what}-${++unique}@example.com`;

describe('the family access matrix', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-05-04T08:00:00Z'));
  const f = { agents: {} } as Fixture;

  const owner = () => f.agents.owner;
  const vault = (rest = '') => `/api/vaults/${f.vaultId}${rest}`;

  async function invite(name: string, email: string, role: MemberRole): Promise<{ id: string; token: string }> {
    const member = (await owner().post(vault('/members')).send({ name, email, role }).expect(201)).body;
    const mail = await smtp.waitFor((m) => m.to !== undefined && JSON.stringify(m.to).includes(email));
    const join = linksIn(mail.text).find((l) => l.includes('/join?token='))!;
    return { id: member.id, token: new URL(join).searchParams.get('token')! };
  }

  /** Someone invited, who joins with a new account in their own browser. */
  async function joined(name: string, role: MemberRole): Promise<{ agent: Agent; memberId: string }> {
    const email = freshEmail(name.toLowerCase());
    const { id, token } = await invite(name, email, role);
    const agent = request.agent(t.server);
    await agent.post(`/api/invitations/${token}/accept`).send({ name, password: PASSWORD }).expect(200);
    return { agent, memberId: id };
  }

  async function spareQuestion(): Promise<string> {
    return f.spareQuestions.shift()!;
  }

  async function queue(): Promise<string[]> {
    const questions: VaultQuestionView[] = (await owner().get(vault('/questions')).expect(200)).body;
    return questions.map((q) => q.questionId);
  }

  async function ownersComment(): Promise<string> {
    return (
      await owner()
        .post(vault(`/stories/${f.writtenStory}/comments`))
        .send({ text: 'What a lovely story.' })
        .expect(201)
    ).body.id;
  }

  async function openSuggestion(): Promise<string> {
    return (
      await f.agents.contributor
        .post(vault('/suggestions'))
        .send({ text: `What was your first bicycle like? (${++unique})` })
        .expect(201)
    ).body.id;
  }

  /** A photo the owner added to Rose's photo story (only its adder, or the owner, removes it). */
  async function ownersPhoto(): Promise<string> {
    return (
      await owner()
        .post(vault(`/stories/${f.photoStory}/photos`))
        .attach('photo', jpegImage(64, 48, 2_000), { filename: 'added.jpg', contentType: 'image/jpeg' })
        .expect(201)
    ).body.id;
  }

  /** A contributor's photo question, waiting for the owner (its questionId); an hour apart, below her 10 an hour. */
  async function waitingPhotoQuestion(): Promise<string> {
    clock.advance(60 * 60 * 1000);
    return (
      await f.agents.contributor
        .post(vault('/questions/photo'))
        .set('Origin', PUBLIC_URL)
        .attach('photo', decodableJpeg(), { filename: 'garden.jpg', contentType: 'image/jpeg' })
        .expect(201)
    ).body.questionId;
  }

  /** An invitation to change or remove; an hour apart, so the owner's 20 an hour are never reached. */
  async function anotherInvitation(): Promise<string> {
    clock.advance(60 * 60 * 1000);
    return (
      await owner()
        .post(vault('/members'))
        .send({ name: 'Cousin Pat', email: freshEmail('pat'), role: 'viewer' })
        .expect(201)
    ).body.id;
  }

  const ROWS: Row[] = [
    // Reads
    // The queue is the owner's (members never see what is coming); the feed is every member's, filtered.
    { route: 'GET /api/vaults/:id/questions', call: () => ({ path: vault('/questions') }), expect: ownerOnly(200) },
    { route: 'GET /api/vaults/:id/stories', call: () => ({ path: vault('/stories') }), expect: READ },
    { route: 'GET /api/vaults/:id/exports', call: () => ({ path: vault('/exports') }), expect: READ },
    {
      // Any member may ask for the book. A vault makes two at once at most, so those asked for
      // by the actor before are let go first. (The archive is the owner's: keepsakes-exports.e2e-spec.ts.)
      route: 'POST /api/vaults/:id/exports',
      call: async () => {
        await t.app
          .get(DataSource)
          .query(`UPDATE exports SET status = 'failed' WHERE vault_id = $1 AND id <> $2`, [f.vaultId, f.bookExport]);
        return { path: vault('/exports'), body: { format: 'pdf', pageSize: 'a4' } };
      },
      expect: anyMember(202),
    },
    {
      route: 'GET /api/vaults/:id/exports/:exportId',
      call: () => ({ path: vault(`/exports/${f.bookExport}`) }),
      expect: READ,
    },
    {
      // Not made yet: every member is told so; a finished one downloads (keepsakes-exports.e2e-spec.ts).
      route: 'GET /api/vaults/:id/exports/:exportId/file',
      call: () => ({ path: vault(`/exports/${f.bookExport}/file`) }),
      expect: anyMember(409),
    },
    { route: 'GET /api/vaults/:id/stats', call: () => ({ path: vault('/stats') }), expect: READ },
    { route: 'GET /api/vaults/:id/activities', call: () => ({ path: vault('/activities') }), expect: READ },
    { route: 'GET /api/stories/:id/audio', call: () => ({ path: `/api/stories/${f.voiceStory}/audio` }), expect: READ },
    {
      route: 'GET /api/stories/:id/photos/:photoId',
      call: () => ({ path: `/api/stories/${f.photoStory}/photos/${f.photoId}` }),
      expect: READ,
    },
    {
      route: 'GET /api/vaults/:id/questions/:questionId/photo/:size',
      call: () => ({ path: vault(`/questions/${f.photoQuestion}/photo/thumb`) }),
      expect: READ,
    },
    {
      // A page of them (the newest 50 without limit and before): every member.
      route: 'GET /api/vaults/:id/stories/:storyId/comments',
      call: () => ({ path: vault(`/stories/${f.writtenStory}/comments?limit=10`) }),
      expect: READ,
    },
    { route: 'GET /api/vaults/:id/notifications', call: () => ({ path: vault('/notifications') }), expect: READ },
    // What every member may write
    {
      route: 'POST /api/vaults/:id/stories/:storyId/comments',
      call: () => ({ path: vault(`/stories/${f.writtenStory}/comments`), body: { text: 'We loved hearing this.' } }),
      expect: anyMember(201),
    },
    {
      route: 'PUT /api/vaults/:id/notifications',
      call: () => ({ path: vault('/notifications'), body: { notify: 'weekly' } }),
      expect: anyMember(200),
    },
    // The owner's emails about the family (someone joined, commented, suggested): the owner's alone.
    {
      route: 'PUT /api/vaults/:id/notifications/owner-emails',
      call: () => ({ path: vault('/notifications/owner-emails'), body: { comments: true } }),
      expect: ownerOnly(200),
    },
    // A comment of the owner's: only the owner deletes it (members delete their own; family-comments tests that)
    {
      route: 'DELETE /api/vaults/:id/stories/:storyId/comments/:commentId',
      call: async () => ({ path: vault(`/stories/${f.writtenStory}/comments/${await ownersComment()}`) }),
      expect: ownerOnly(204),
    },
    // Photos: contributors and the owner add them; the owner's photo is removed by the owner alone
    // (a contributor removes their own; story-photos.e2e-spec.ts tests that).
    {
      route: 'POST /api/vaults/:id/stories/:storyId/photos',
      call: () => ({ path: vault(`/stories/${f.photoStory}/photos`), photo: jpegImage(64, 48, 2_000) }),
      expect: { ...ownerOnly(201), contributor: 201 },
    },
    {
      route: 'DELETE /api/vaults/:id/stories/:storyId/photos/:photoId',
      call: async () => ({ path: vault(`/stories/${f.photoStory}/photos/${await ownersPhoto()}`) }),
      expect: ownerOnly(204),
    },
    // Photo questions: contributors and the owner add them (docs/decisions/0049-photo-questions.md);
    // a contributor's waits for the owner.
    {
      route: 'POST /api/vaults/:id/questions/photo',
      call: () => ({ path: vault('/questions/photo'), photo: decodableJpeg() }),
      expect: { ...ownerOnly(201), contributor: 201 },
    },
    // A contributor's photo question waits: the owner lists it, adds it to the queue or dismisses it.
    {
      route: 'GET /api/vaults/:id/questions/photo/waiting',
      call: () => ({ path: vault('/questions/photo/waiting') }),
      expect: ownerOnly(200),
    },
    {
      route: 'POST /api/vaults/:id/questions/photo/:questionId/approve',
      call: async () => ({ path: vault(`/questions/photo/${await waitingPhotoQuestion()}/approve`) }),
      expect: ownerOnly(201),
    },
    {
      route: 'DELETE /api/vaults/:id/questions/photo/:questionId',
      call: async () => ({ path: vault(`/questions/photo/${await waitingPhotoQuestion()}`) }),
      expect: ownerOnly(204),
    },
    // Suggesting: contributors and the owner
    {
      route: 'POST /api/vaults/:id/suggestions',
      call: () => ({ path: vault('/suggestions'), body: { text: `Who taught you to swim? (${++unique})` } }),
      expect: { ...ownerOnly(201), contributor: 201 },
    },
    // The owner's alone
    { route: 'GET /api/vaults/:id/suggestions', call: () => ({ path: vault('/suggestions') }), expect: ownerOnly(200) },
    {
      route: 'POST /api/vaults/:id/suggestions/:suggestionId/accept',
      call: async () => ({ path: vault(`/suggestions/${await openSuggestion()}/accept`) }),
      expect: ownerOnly(201),
    },
    {
      route: 'DELETE /api/vaults/:id/suggestions/:suggestionId',
      call: async () => ({ path: vault(`/suggestions/${await openSuggestion()}`) }),
      expect: ownerOnly(204),
    },
    {
      route: 'PUT /api/vaults/:id',
      call: async () => {
        const current: VaultView = (await owner().get('/api/vaults').expect(200)).body[0];
        return {
          path: vault(),
          body: {
            seniorName: current.seniorName,
            seniorEmail: current.seniorEmail,
            seniorPhone: current.seniorPhone,
            deliveryMethod: current.deliveryMethod,
            frequency: current.frequency,
          },
        };
      },
      expect: ownerOnly(200),
    },
    {
      route: 'POST /api/vaults/:id/resume',
      call: () => ({ path: vault('/resume') }),
      expect: ownerOnly(200),
    },
    {
      route: 'POST /api/vaults/:id/questions',
      call: async (_f, actor) => ({
        path: vault('/questions'),
        // Only the owner's call adds one; the others are refused before the question is read.
        body: {
          questionId: actor === 'owner' ? await spareQuestion() : f.spareQuestions[0],
          order: 9_000,
          isCustom: false,
        },
      }),
      expect: ownerOnly(201),
    },
    {
      route: 'PUT /api/vaults/:id/questions/reorder',
      call: async () => ({
        path: vault('/questions/reorder'),
        body: { questionOrders: (await queue()).reverse().map((questionId, i) => ({ questionId, order: i + 1 })) },
      }),
      expect: ownerOnly(200),
    },
    {
      route: 'DELETE /api/vaults/:id/questions/:questionId',
      call: async () => ({ path: vault(`/questions/${(await queue()).at(-1)}`) }),
      expect: ownerOnly(204),
    },
    { route: 'GET /api/vaults/:id/members', call: () => ({ path: vault('/members') }), expect: ownerOnly(200) },
    {
      route: 'POST /api/vaults/:id/members',
      call: () => ({ path: vault('/members'), body: { name: 'Aunt Jo', email: freshEmail('jo'), role: 'viewer' } }),
      expect: ownerOnly(201),
    },
    {
      route: 'PATCH /api/vaults/:id/members/:memberId',
      call: async () => ({ path: vault(`/members/${await anotherInvitation()}`), body: { role: 'contributor' } }),
      expect: ownerOnly(200),
    },
    {
      route: 'POST /api/vaults/:id/members/:memberId/resend',
      call: async () => ({ path: vault(`/members/${await anotherInvitation()}/resend`) }),
      expect: ownerOnly(200),
    },
    {
      route: 'DELETE /api/vaults/:id/members/:memberId',
      call: async () => ({ path: vault(`/members/${await anotherInvitation()}`) }),
      expect: ownerOnly(204),
    },
    // The printed books whose listen links still play, and revoking a book's links: the owner's.
    {
      route: 'GET /api/vaults/:id/listen-books',
      call: () => ({ path: vault('/listen-books') }),
      expect: ownerOnly(200),
    },
    {
      route: 'POST /api/vaults/:id/exports/:exportId/revoke-links',
      call: () => ({ path: vault(`/exports/${f.bookExport}/revoke-links`) }),
      expect: ownerOnly(200),
    },
    // Curating the stories: the owner's alone (members see titles and periods); the written story
    // is deleted, then restored, last.
    {
      route: 'PATCH /api/vaults/:id/stories/:storyId',
      call: () => ({ path: vault(`/stories/${f.writtenStory}`), body: { title: 'The lake', period: '1962' } }),
      expect: ownerOnly(200),
    },
    {
      route: 'GET /api/vaults/:id/stories/:storyId/revisions',
      call: () => ({ path: vault(`/stories/${f.writtenStory}/revisions`) }),
      expect: ownerOnly(200),
    },
    {
      route: 'POST /api/vaults/:id/stories/:storyId/revisions/:revisionId/restore',
      call: () => ({ path: vault(`/stories/${f.writtenStory}/revisions/${f.writtenStory}/restore`) }),
      expect: ownerOnly(200),
    },
    {
      route: 'DELETE /api/vaults/:id/stories/:storyId',
      call: () => ({ path: vault(`/stories/${f.writtenStory}`) }),
      expect: ownerOnly(204),
    },
    {
      route: 'GET /api/vaults/:id/stories/deleted',
      call: () => ({ path: vault('/stories/deleted') }),
      expect: ownerOnly(200),
    },
    {
      route: 'POST /api/vaults/:id/stories/:storyId/restore',
      call: () => ({ path: vault(`/stories/${f.writtenStory}/restore`) }),
      expect: ownerOnly(200),
    },
  ];

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL } });
    f.agents.owner = (await signedInOwner(t.server, { name: 'Ann Smith' })).agent;
    f.vaultId = (await setUpVault(owner(), { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' })).id;
    const other = (await signedInOwner(t.server, { name: 'Olga Other' })).agent;
    f.otherVaultId = (await setUpVault(other, { seniorName: 'Otto Other', seniorEmail: 'otto@example.com' })).id;
    f.agents.otherOwner = other;
    f.agents.signedOut = request.agent(t.server);

    // Rose's stories: written, by voice, and a reply with a photo.
    // The first question goes three days after setup at 9:00 in the senior's morning (UTC here).
    clock.advance(3 * DAY + 60 * 60 * 1000);
    await t.app.get(DispatchDeliveries).execute();
    const question: ParsedMail = await smtp.waitFor(
      (m) => (m.subject?.startsWith('A question from Ann') ?? false) && JSON.stringify(m.to).includes('rose@'),
    );
    const write = linksIn(question.text).find((l) => l.includes('/respond/write?token='))!;
    const token = new URL(write).searchParams.get('token')!;
    f.answerToken = token;
    f.replyTo = question.replyTo!.value[0].address!;
    await request(t.server)
      .post('/api/respond/text')
      .send({ token, text: 'We spent every summer at the lake house.' })
      .expect(201);
    await request(t.server)
      .post('/api/respond/voice')
      .field('token', token)
      .attach('audio', pcmWav(), { filename: 'recording.wav', contentType: 'audio/wav' })
      .expect(201);
    const ingested = await t.app.get(IngestInboundMessage).execute(
      await buildEmail({
        from: 'Rose <rose@example.com>',
        to: question.replyTo!.value[0].address!,
        inReplyTo: question.messageId,
        // Quoting the question as mail clients do: its links and its reply address with them.
        text: [
          'Here we are at the lake in 1962.',
          '',
          `On Mon, 4 May 2026 at 09:00, Ann Smith <${question.replyTo!.value[0].address!}> wrote:`,
          ...question.text!.split('\n').map((line) => `> ${line}`),
        ].join('\n'),
        attachments: [{ filename: 'lake.jpg', contentType: 'image/jpeg', content: jpegImage(640, 480, 30_000) }],
      }),
      { source: 'cli' },
    );
    expect(ingested.outcome).toBe('story');
    const stories: StoryView[] = (await owner().get(vault('/stories')).expect(200)).body;
    f.writtenStory = stories.find((s) => s.fullText.startsWith('We spent every summer'))!.id;
    f.voiceStory = stories.find((s) => s.responseType === 'voice')!.id;
    const photoStory = stories.find((s) => s.photos.length === 1)!;
    f.photoStory = photoStory.id;
    f.photoId = photoStory.photos[0].url.split('/').pop()!;
    f.photoQuestion = (
      await owner()
        .post(vault('/questions/photo'))
        .set('Origin', PUBLIC_URL)
        .attach('photo', decodableJpeg(), { filename: 'lake.jpg', contentType: 'image/jpeg' })
        .expect(201)
    ).body.questionId;

    const inQueue = new Set(await queue());
    const library: Array<{ id: string }> = (await owner().get('/api/questions/prewritten').expect(200)).body;
    f.spareQuestions = library.map((q) => q.id).filter((id) => !inQueue.has(id));
    f.bookExport = (
      await owner().post(vault('/exports')).set('Origin', PUBLIC_URL).send({ format: 'pdf' }).expect(202)
    ).body.id;
    await t.app.get(IssueListenLinks).issue(f.vaultId, f.voiceStory, f.bookExport);

    f.agents.contributor = (await joined('Emma', 'contributor')).agent;
    f.agents.viewer = (await joined('Victor', 'viewer')).agent;
    const removed = await joined('Rita', 'viewer');
    f.agents.removed = removed.agent;
    // A member until now: their open session reads the stories, then the owner removes them.
    await removed.agent.get(vault('/stories')).expect(200);
    await owner()
      .delete(vault(`/members/${removed.memberId}`))
      .expect(204);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('has a row for every vault endpoint of the router, and for no other', () => {
    const stack = (
      t.app.getHttpAdapter().getInstance() as {
        router: { stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }> };
      }
    ).router.stack;
    const normalise = (route: string) => route.replace(/:\w+/g, ':param');
    const vaultRoutes = stack
      .flatMap(({ route }) => (route ? Object.keys(route.methods).map((m) => `${m.toUpperCase()} ${route.path}`) : []))
      .filter((r) => /^\w+ \/api\/(vaults\/:\w+|stories\/:\w+)/.test(r))
      .map(normalise);
    expect([...new Set(vaultRoutes)].sort()).toEqual(ROWS.map((r) => normalise(r.route)).sort());
  });

  it.each(ROWS.map((row) => [row.route, row] as const))('%s', async (_route, row) => {
    // The owner last, so that what the others try first finds the vault as the owner left it.
    const order: ActorName[] = ['signedOut', 'otherOwner', 'removed', 'viewer', 'contributor', 'owner'];
    const got: Partial<Record<ActorName, number>> = {};
    for (const actor of order) {
      const call = await row.call(f, actor);
      const method = row.route.split(' ')[0].toLowerCase() as Method;
      let req = f.agents[actor][method](call.path).set('Origin', PUBLIC_URL);
      if (call.body !== undefined) req = req.send(call.body);
      if (call.photo) req = req.attach('photo', call.photo, { filename: 'family.jpg', contentType: 'image/jpeg' });
      const res = await req;
      got[actor] = res.status;
      if (res.status >= 400) expect(res.body.code).toEqual(expect.any(String));
    }
    expect(got).toEqual(row.expect);
  });

  it('gives the original email to the owner alone, with its answer links and reply address masked', async () => {
    const paths = [vault('/stories'), vault('/stories?limit=10')];
    for (const actor of ['contributor', 'viewer'] as const)
      for (const path of paths) {
        const stories: StoryView[] = (await f.agents[actor].get(path).expect(200)).body;
        expect(stories.length).toBeGreaterThanOrEqual(3);
        for (const story of stories) expect(story).not.toHaveProperty('rawText');
        expect(JSON.stringify(stories).toLowerCase()).not.toContain(f.answerToken.toLowerCase());
      }
    for (const path of paths) {
      const stories: StoryView[] = (await owner().get(path).expect(200)).body;
      const emailed = stories.find((s) => s.id === f.photoStory)!;
      expect(emailed.rawText).toContain('Here we are at the lake in 1962.');
      expect(emailed.rawText).toContain('> [answer link removed]');
      expect(emailed.rawText).toMatch(/<stories\+…@localhost> wrote:/);
      expect(JSON.stringify(stories).toLowerCase()).not.toContain(f.answerToken.toLowerCase());
    }
  });

  it('finds with ?q= what the list shows each reader, and nothing for anyone else', async () => {
    const found = vault('/stories?q=lake+1962');
    for (const actor of ['owner', 'contributor', 'viewer'] as const) {
      const list: StoryView[] = (await f.agents[actor].get(vault('/stories')).expect(200)).body;
      const hits: StoryView[] = (await f.agents[actor].get(found).expect(200)).body;
      expect(hits.map((s) => s.id)).toEqual([f.photoStory]);
      // The same story as the list gives this reader (the original email the owner's alone), and its snippet.
      const { highlight, ...story } = hits[0];
      expect(story).toEqual(list.find((s) => s.id === f.photoStory));
      expect(highlight).toEqual(expect.any(String));
    }
    const statuses: Record<string, number> = {};
    for (const actor of ['removed', 'otherOwner', 'signedOut'] as const) {
      const res = await f.agents[actor].get(found);
      statuses[actor] = res.status;
      expect(res.body.code).toEqual(expect.any(String));
    }
    expect(statuses).toEqual({ removed: 404, otherOwner: 404, signedOut: 401 });
  });

  it("masks an answer link in the senior's own words, which every member reads", async () => {
    const link = `${PUBLIC_URL}/respond/write?token=${f.answerToken}`;
    const ingested = await t.app.get(IngestInboundMessage).execute(
      await buildEmail({
        from: 'Rose <rose@example.com>',
        to: f.replyTo,
        text: `The link ${link} would not open, so here it is: we picked apples in the autumn.`,
      }),
      { source: 'cli' },
    );
    expect(ingested.outcome).toBe('story');
    for (const actor of ['owner', 'contributor', 'viewer'] as const) {
      const stories: StoryView[] = (await f.agents[actor].get(vault('/stories')).expect(200)).body;
      const apples = stories.find((s) => s.id === ingested.storyId)!;
      expect(apples.fullText).toBe(
        'The link [answer link removed] would not open, so here it is: we picked apples in the autumn.',
      );
      expect(JSON.stringify(stories).toLowerCase()).not.toContain(f.answerToken.toLowerCase());
    }
  });

  it("shows the owner's own lines of the feed (a reply word held back) to the owner alone", async () => {
    const line = "A reply from victor@example.net asked to stop Rose Smith's questions; it was not done";
    await t.app
      .get(DataSource)
      .query(
        `INSERT INTO activities (vault_id, type, description, audience, created_at) VALUES ($1, 'command_held', $2, 'owner', now())`,
        [f.vaultId, line],
      );
    const feed = async (actor: ActorName) =>
      ((await f.agents[actor].get(vault('/activities')).expect(200)).body as Array<{ description: string }>).map(
        (a) => a.description,
      );
    expect(await feed('owner')).toContain(line);
    for (const actor of ['contributor', 'viewer'] as const) {
      const lines = await feed(actor);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines).not.toContain(line);
    }
  });

  it("gives members the stories' lines of the feed and the owner every line", async () => {
    type Line = { type: string; description: string };
    const feed = async (actor: ActorName): Promise<Line[]> =>
      (await f.agents[actor].get(vault('/activities')).expect(200)).body;
    const ownersFeed = await feed('owner');
    expect(ownersFeed.map((a) => a.type)).toEqual(expect.arrayContaining(['vault_created', 'story_received']));
    const storiesLines = ownersFeed.filter((a) => ['story_received', 'question_sent'].includes(a.type));
    for (const member of ['contributor', 'viewer'] as const) expect(await feed(member)).toEqual(storiesLines);
  });

  it('shows a removed member none of the vault: not in their list, and every read 404', async () => {
    const theirs: VaultView[] = (await f.agents.removed.get('/api/vaults').expect(200)).body;
    expect(theirs.map((v) => v.id)).not.toContain(f.vaultId);
    const res = await f.agents.removed.get(vault('/stories')).expect(404);
    expect(res.body.code).toBe('VAULT_NOT_FOUND');
  });

  it('lists a member their vault with their role and the owner name, never the senior address or the queue', async () => {
    const [ownerView]: VaultView[] = (await owner().get('/api/vaults').expect(200)).body;
    expect(ownerView).toMatchObject({ id: f.vaultId, role: 'owner', seniorEmail: 'rose@example.com' });
    expect(ownerView.nextQuestionAt).not.toBeNull();
    expect(ownerView.askedQuestionIds.length).toBeGreaterThan(0);
    for (const member of ['contributor', 'viewer'] as const) {
      const [memberView]: VaultView[] = (await f.agents[member].get('/api/vaults').expect(200)).body;
      expect(memberView).toMatchObject({ id: f.vaultId, role: member, ownerName: 'Ann Smith' });
      expect(JSON.stringify(memberView)).not.toContain('rose@example.com');
      // Nothing of the queue: neither when the next question goes nor which were asked.
      expect(memberView).toMatchObject({ seniorPhone: null, nextQuestionAt: null, askedQuestionIds: [] });
    }
  });
});
