import { startTestApp, TestApp } from '@storyvault/api-testing';
import { signedInOwner } from '@storyvault/testing';
import { VaultQuestionView, VaultView } from '@storyvault/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';

const setup = {
  seniorName: 'Rose Smith',
  seniorEmail: 'Rose@Example.com',
  seniorPhone: '',
  deliveryMethod: 'email',
  frequency: 2,
  sendIntroEmail: true,
  isSetupComplete: true,
};

describe('vaults and their question queue over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function ownerWithVault() {
    const owner = await signedInOwner(t.server);
    const res = await owner.agent.post('/api/vaults').send(setup).expect(201);
    return { ...owner, vault: res.body as VaultView };
  }

  it('answers 401 to every vault call when signed out', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['get', '/api/vaults'],
      ['post', '/api/vaults'],
      ['put', `/api/vaults/${id}`],
      ['get', `/api/vaults/${id}/questions`],
      ['post', `/api/vaults/${id}/questions`],
      ['put', `/api/vaults/${id}/questions/reorder`],
      ['delete', `/api/vaults/${id}/questions/${id}`],
      ['get', `/api/vaults/${id}/stories`],
      ['get', `/api/vaults/${id}/stats`],
      ['get', `/api/vaults/${id}/activities`],
      ['get', '/api/questions/prewritten'],
      ['get', '/api/questions?language=de'],
      ['post', '/api/questions'],
    ] as const) {
      const res = await request(t.server)[method](path).send({});
      expect({ path, method, status: res.status }).toEqual({ path, method, status: 401 });
    }
  });

  it('lists no vault for a new owner', async () => {
    const { agent } = await signedInOwner(t.server);
    await agent.get('/api/vaults').expect(200, []);
  });

  it('sets up a vault with the 20 starter questions, weekly during the trial', async () => {
    const { agent, vault } = await ownerWithVault();
    expect(vault).toMatchObject({
      seniorName: 'Rose Smith',
      seniorEmail: 'rose@example.com',
      seniorPhone: null,
      deliveryMethod: 'email',
      frequency: 2,
      effectiveFrequency: 1,
      sendIntroEmail: true,
      isSetupComplete: true,
    });
    // Three days after setup, at 9:00 in the senior's morning (UTC when no time zone was given),
    // on that weekday from then on.
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000);
    const morning = Date.UTC(inThreeDays.getUTCFullYear(), inThreeDays.getUTCMonth(), inThreeDays.getUTCDate(), 9);
    // Setup a moment before midnight UTC may land on the next day: either morning is right.
    expect([morning, morning - 86_400_000]).toContain(Date.parse(vault.nextQuestionAt!));
    expect(vault).toMatchObject({ timeZone: 'UTC', sendWeekday: new Date(vault.nextQuestionAt!).getUTCDay() });
    const queue: VaultQuestionView[] = (await agent.get(`/api/vaults/${vault.id}/questions`).expect(200)).body;
    expect(queue).toHaveLength(20);
    expect(queue.map((q) => q.order)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(queue[0]).toEqual({
      id: expect.any(String),
      questionId: expect.any(String),
      order: 1,
      isCustom: false,
      question: { text: expect.any(String), category: expect.any(String) },
    });
    expect(new Set(queue.map((q) => q.question.category)).size).toBeGreaterThanOrEqual(7);
    await agent.get('/api/vaults').expect(200, [vault]);
    await agent
      .get(`/api/vaults/${vault.id}/stats`)
      .expect(200, { storiesCount: 0, questionsCount: 20, daysActive: 1 });
    await agent.get(`/api/vaults/${vault.id}/stories`).expect(200, []);
    const activities = (await agent.get(`/api/vaults/${vault.id}/activities`).expect(200)).body;
    expect(activities).toEqual([
      {
        id: expect.any(String),
        type: 'vault_created',
        description: "Rose Smith's vault is ready with 20 questions",
        createdAt: expect.any(String),
      },
    ]);
  });

  it('keeps the chosen frequency for owners with full access', async () => {
    const { agent, email } = await signedInOwner(t.server);
    await t.app.get(DataSource).query('UPDATE users SET has_full_access = true WHERE email = $1', [email]);
    const vault = (
      await agent
        .post('/api/vaults')
        .send({ ...setup, frequency: 4 })
        .expect(201)
    ).body;
    expect(vault).toMatchObject({ frequency: 4, effectiveFrequency: 4 });
  });

  it('creates without setup, then completes setup by update, once', async () => {
    const { agent } = await signedInOwner(t.server);
    const draft = (
      await agent
        .post('/api/vaults')
        .send({ ...setup, isSetupComplete: false })
        .expect(201)
    ).body;
    expect(draft.isSetupComplete).toBe(false);
    await agent.get(`/api/vaults/${draft.id}/questions`).expect(200, []);
    const done = (await agent.put(`/api/vaults/${draft.id}`).send(setup).expect(200)).body;
    expect(done.isSetupComplete).toBe(true);
    await agent.put(`/api/vaults/${draft.id}`).send(setup).expect(200);
    expect((await agent.get(`/api/vaults/${draft.id}/questions`)).body).toHaveLength(20);
  });

  it('updates settings as the dialog sends them', async () => {
    const { agent, vault } = await ownerWithVault();
    const res = await agent
      .put(`/api/vaults/${vault.id}`)
      .send({
        seniorName: 'Rosie',
        seniorEmail: 'rosie@example.com',
        seniorPhone: null,
        deliveryMethod: 'email',
        frequency: 4,
      })
      .expect(200);
    expect(res.body).toMatchObject({
      seniorName: 'Rosie',
      seniorEmail: 'rosie@example.com',
      frequency: 4,
      sendIntroEmail: true,
    });
  });

  it('refuses a second vault without full access', async () => {
    const { agent } = await ownerWithVault();
    const res = await agent.post('/api/vaults').send(setup).expect(409);
    expect(res.body.code).toBe('VAULT_LIMIT');
  });

  it.each([
    [{ ...setup, seniorName: '   ' }, "Please enter your loved one's name."],
    [{ ...setup, seniorEmail: 'not an email' }, 'Please enter a valid email address.'],
    [{ ...setup, frequency: 3 }, 'Frequency must be every 1, 2 or 4 weeks.'],
    [{ ...setup, frequency: '2' }, 'frequency must be 1, 2 or 4'],
    [{ ...setup, deliveryMethod: 'sms' }, 'Questions can only be delivered by email for now.'],
    [{ ...setup, deliveryMethod: 'pigeon' }, 'deliveryMethod must be email or sms'],
    [{ ...setup, extra: 1 }, 'property extra should not exist'],
    [{ seniorName: 'Rose' }, undefined],
  ])('refuses a bad setup body %#', async (body, message) => {
    const { agent } = await signedInOwner(t.server);
    const res = await agent.post('/api/vaults').send(body).expect(400);
    if (message) expect(res.body.message).toBe(message);
    await agent.get('/api/vaults').expect(200, []);
  });

  it("answers 404 for another owner's vault, on every call, and changes nothing", async () => {
    const rose = await ownerWithVault();
    const other = await signedInOwner(t.server);
    const id = rose.vault.id;
    const queue: VaultQuestionView[] = (await rose.agent.get(`/api/vaults/${id}/questions`)).body;
    for (const [method, path, body] of [
      ['put', `/api/vaults/${id}`, setup],
      ['get', `/api/vaults/${id}/questions`, undefined],
      ['post', `/api/vaults/${id}/questions`, { questionId: queue[0].questionId, order: 1, isCustom: false }],
      ['put', `/api/vaults/${id}/questions/reorder`, { questionOrders: [] }],
      ['delete', `/api/vaults/${id}/questions/${queue[0].questionId}`, undefined],
      ['get', `/api/vaults/${id}/stories`, undefined],
      ['get', `/api/vaults/${id}/stats`, undefined],
      ['get', `/api/vaults/${id}/activities`, undefined],
      ['get', '/api/vaults/not-a-uuid/stats', undefined],
    ] as const) {
      const res = await other.agent[method](path).send(body as object);
      expect({ path, method, status: res.status, code: res.body.code }).toEqual({
        path,
        method,
        status: 404,
        code: 'VAULT_NOT_FOUND',
      });
    }
    expect((await rose.agent.get(`/api/vaults/${id}/questions`)).body).toEqual(queue);
  });

  it('adds a custom question at the end of the queue', async () => {
    const { agent, vault } = await ownerWithVault();
    const created = await agent
      .post('/api/questions')
      .send({ text: '  What was your first car?  ', isPrewritten: false, category: 'custom' })
      .expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      text: 'What was your first car?',
      isPrewritten: false,
      category: 'custom',
    });
    const order = Math.floor(Date.now() / 1000);
    const added = await agent
      .post(`/api/vaults/${vault.id}/questions`)
      .send({ questionId: created.body.id, order, isCustom: true })
      .expect(201);
    expect(added.body).toMatchObject({
      questionId: created.body.id,
      order,
      isCustom: true,
      question: { text: 'What was your first car?', category: 'custom' },
    });
    const queue: VaultQuestionView[] = (await agent.get(`/api/vaults/${vault.id}/questions`)).body;
    expect(queue.at(-1)!.questionId).toBe(created.body.id);
    const activities = (await agent.get(`/api/vaults/${vault.id}/activities`)).body;
    expect(activities[0]).toMatchObject({
      type: 'question_added',
      description: 'Question added: “What was your first car?”',
    });
    await agent
      .get(`/api/vaults/${vault.id}/stats`)
      .expect(200, { storiesCount: 0, questionsCount: 21, daysActive: 1 });
  });

  it.each([
    [{ text: '   ', isPrewritten: false, category: 'custom' }, 'Please write a question before adding it.'],
    [
      { text: 'x'.repeat(501), isPrewritten: false, category: 'custom' },
      'A question can be at most 500 characters long.',
    ],
    [
      { text: 'Hi?', isPrewritten: true, category: 'custom' },
      'isPrewritten must be false: only custom questions can be created',
    ],
    [{ text: 'Hi?', isPrewritten: false, category: 'whimsical' }, 'category must be custom'],
    [{ text: 42, isPrewritten: false, category: 'custom' }, 'text must be a string'],
  ])('refuses a bad custom question %#', async (body, message) => {
    const { agent } = await signedInOwner(t.server);
    const res = await agent.post('/api/questions').send(body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('adds library questions in the order given, and hides nothing twice', async () => {
    const { agent, vault } = await ownerWithVault();
    const library = (await agent.get('/api/questions/prewritten').expect(200)).body as Array<{ id: string }>;
    expect(library.length).toBeGreaterThanOrEqual(134);
    const queued = new Set(
      ((await agent.get(`/api/vaults/${vault.id}/questions`)).body as VaultQuestionView[]).map((q) => q.questionId),
    );
    const picks = library.filter((q) => !queued.has(q.id)).slice(0, 3);
    const base = Math.floor(Date.now() / 1000);
    for (const [index, pick] of picks.entries()) {
      await agent
        .post(`/api/vaults/${vault.id}/questions`)
        .send({ questionId: pick.id, order: base + index, isCustom: false })
        .expect(201);
    }
    const queue: VaultQuestionView[] = (await agent.get(`/api/vaults/${vault.id}/questions`)).body;
    expect(queue.slice(-3).map((q) => q.questionId)).toEqual(picks.map((p) => p.id));
    const again = await agent
      .post(`/api/vaults/${vault.id}/questions`)
      .send({ questionId: picks[0].id, order: base, isCustom: false })
      .expect(409);
    expect(again.body.code).toBe('QUESTION_ALREADY_IN_VAULT');
  });

  it("refuses to add someone else's custom question or an unknown one", async () => {
    const rose = await ownerWithVault();
    const other = await signedInOwner(t.server);
    const theirs = (
      await other.agent.post('/api/questions').send({ text: 'Private?', isPrewritten: false, category: 'custom' })
    ).body;
    for (const questionId of [theirs.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await rose.agent
        .post(`/api/vaults/${rose.vault.id}/questions`)
        .send({ questionId, order: 1, isCustom: true })
        .expect(404);
      expect(res.body.code).toBe('QUESTION_NOT_FOUND');
    }
    await rose.agent
      .post(`/api/vaults/${rose.vault.id}/questions`)
      .send({ questionId: theirs.id, order: -1, isCustom: true })
      .expect(400);
  });

  it('reorders the whole queue and renumbers it 1..N', async () => {
    const { agent, vault } = await ownerWithVault();
    const queue: VaultQuestionView[] = (await agent.get(`/api/vaults/${vault.id}/questions`)).body;
    const reversed = [...queue].reverse();
    const res = await agent
      .put(`/api/vaults/${vault.id}/questions/reorder`)
      .send({ questionOrders: reversed.map((q, index) => ({ questionId: q.questionId, order: (index + 1) * 10 })) })
      .expect(200);
    expect(res.body.map((q: VaultQuestionView) => q.questionId)).toEqual(reversed.map((q) => q.questionId));
    expect(res.body.map((q: VaultQuestionView) => q.order)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await agent.get(`/api/vaults/${vault.id}/questions`)).body).toEqual(res.body);
  });

  it('refuses a reorder that does not list the queue exactly once', async () => {
    const { agent, vault } = await ownerWithVault();
    const queue: VaultQuestionView[] = (await agent.get(`/api/vaults/${vault.id}/questions`)).body;
    const all = queue.map((q, i) => ({ questionId: q.questionId, order: i + 1 }));
    for (const questionOrders of [all.slice(1), [...all, all[0]], [...all.slice(1), { questionId: 'x', order: 1 }]]) {
      const res = await agent.put(`/api/vaults/${vault.id}/questions/reorder`).send({ questionOrders }).expect(400);
      expect(res.body.code).toBe('INVALID_REORDER');
    }
    for (const body of [{}, { questionOrders: 'x' }, { questionOrders: [{ questionId: 1, order: 'a' }] }]) {
      await agent.put(`/api/vaults/${vault.id}/questions/reorder`).send(body).expect(400);
    }
    expect((await agent.get(`/api/vaults/${vault.id}/questions`)).body).toEqual(queue);
  });

  it('removes a question, and answers 404 for one not in the vault', async () => {
    const { agent, vault } = await ownerWithVault();
    const queue: VaultQuestionView[] = (await agent.get(`/api/vaults/${vault.id}/questions`)).body;
    await agent.delete(`/api/vaults/${vault.id}/questions/${queue[3].questionId}`).expect(204);
    const after: VaultQuestionView[] = (await agent.get(`/api/vaults/${vault.id}/questions`)).body;
    expect(after.map((q) => q.questionId)).toEqual(queue.filter((_, i) => i !== 3).map((q) => q.questionId));
    const again = await agent.delete(`/api/vaults/${vault.id}/questions/${queue[3].questionId}`).expect(404);
    expect(again.body.code).toBe('QUESTION_NOT_IN_VAULT');
    await agent.delete(`/api/vaults/${vault.id}/questions/not-a-uuid`).expect(404);
  });
});
