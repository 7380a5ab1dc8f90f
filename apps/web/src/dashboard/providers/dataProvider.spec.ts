import type { VaultQuestionView } from '@storyvault/contracts';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { createDataProvider, nextBeforeOf } from './dataProvider';
import { RESOURCES } from './resources';

const question = (id: string, order: number): VaultQuestionView => ({
  id: `vq-${id}`,
  questionId: `q-${id}`,
  order,
  isCustom: false,
  question: { text: `Question ${id}`, category: 'starter' },
});

const listParams = (meta?: object) => ({
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
  meta,
});

describe('dataProvider', () => {
  const dataProvider = createDataProvider();

  it('reads plain JSON arrays (no Content-Range) with cookies, and takes the total from the array', async () => {
    const fetchMock = mockFetch({ 'GET /api/vaults': () => jsonResponse(200, [{ id: 'v1' }, { id: 'v2' }]) });

    const result = await dataProvider.getList(RESOURCES.vaults, listParams());

    expect(result).toEqual({ data: [{ id: 'v1' }, { id: 'v2' }], total: 2 });
    const [call] = callsTo(fetchMock, 'GET', '/api/vaults');
    expect(call.init.credentials).toBe('include');
  });

  it.each([
    [RESOURCES.stories, '/api/vaults/v1/stories'],
    [RESOURCES.activities, '/api/vaults/v1/activities'],
    [RESOURCES.vaultQuestions, '/api/vaults/v1/questions'],
  ])('maps the %s list onto GET %s', async (resource, path) => {
    const fetchMock = mockFetch({ [`GET ${path}`]: () => jsonResponse(200, []) });
    await expect(dataProvider.getList(resource, listParams({ vaultId: 'v1' }))).resolves.toEqual({
      data: [],
      total: 0,
    });
    expect(callsTo(fetchMock, 'GET', path)).toHaveLength(1);
  });

  it('reads a page of stories with its limit and cursor, and the next cursor from the Link header', async () => {
    const link = '</api/vaults/v%201/stories?limit=20&before=s40>; rel="next"';
    const fetchMock = mockFetch({
      'GET /api/vaults/v%201/stories?limit=20&before=s20': () => jsonResponse(200, [{ id: 's21' }], { Link: link }),
      'GET /api/vaults/v%201/stories?limit=20': () => jsonResponse(200, [{ id: 's1' }]),
    });
    await expect(dataProvider.getStoryPage('v 1', { limit: 20, before: 's20' })).resolves.toEqual({
      data: [{ id: 's21' }],
      nextBefore: 's40',
    });
    await expect(dataProvider.getStoryPage('v 1', { limit: 20, before: null })).resolves.toEqual({
      data: [{ id: 's1' }],
      nextBefore: null,
    });
    expect(callsTo(fetchMock, 'GET', '/api/vaults/v%201/stories?limit=20')[0].init.credentials).toBe('include');
  });

  it.each([
    [null, null],
    ['', null],
    ['</api/vaults/v1/stories?limit=5&before=abc>; rel="prev"', null],
    ['</api/vaults/v1/stories?limit=5>; rel="next"', null],
    ['</api/vaults/v1/stories?limit=5&before=abc>; rel="next"', 'abc'],
    ['<https://x.example/a?before=a%2Fb>;rel=next', 'a/b'],
  ])('finds the next cursor in the Link header %p', (link, before) => {
    expect(nextBeforeOf(link)).toBe(before);
  });

  it('reads the pre-written library from GET /api/questions, in English unless a language is given', async () => {
    const library = [
      { id: 'q1', text: 'Where did you grow up?', isPrewritten: true, category: 'childhood_and_school' },
    ];
    const german = [{ ...library[0], text: 'Wo bist du aufgewachsen?' }];
    mockFetch({
      'GET /api/questions?language=en': () => jsonResponse(200, library),
      'GET /api/questions?language=de': () => jsonResponse(200, german),
    });
    await expect(dataProvider.getList(RESOURCES.prewrittenQuestions, listParams())).resolves.toEqual({
      data: library,
      total: 1,
    });
    await expect(dataProvider.getList(RESOURCES.prewrittenQuestions, listParams({ language: 'de' }))).resolves.toEqual({
      data: german,
      total: 1,
    });
  });

  it('returns the queue sorted by order', async () => {
    mockFetch({ 'GET /api/vaults/v1/questions': () => jsonResponse(200, [question('b', 7), question('a', 2)]) });
    const { data } = await dataProvider.getList(RESOURCES.vaultQuestions, listParams({ vaultId: 'v1' }));
    expect(data.map((item) => item.questionId)).toEqual(['q-a', 'q-b']);
  });

  it('reads stats with getOne on the vault id, defaulting missing counts to 0', async () => {
    mockFetch({ 'GET /api/vaults/v1/stats': () => jsonResponse(200, { storiesCount: 3 }) });
    await expect(dataProvider.getOne(RESOURCES.vaultStats, { id: 'v1' })).resolves.toEqual({
      data: { id: 'v1', storiesCount: 3, questionsCount: 0, daysActive: 0 },
    });
  });

  it('creates a vault with POST /api/vaults and updates it with PUT /api/vaults/{id}', async () => {
    const saved = { id: 'v1', seniorName: 'Rose' };
    const fetchMock = mockFetch({
      'POST /api/vaults': () => jsonResponse(201, saved),
      'PUT /api/vaults/v1': () => jsonResponse(200, saved),
    });
    const body = { seniorName: 'Rose', seniorEmail: 'rose@example.com', deliveryMethod: 'email', frequency: 2 };

    await expect(dataProvider.create(RESOURCES.vaults, { data: body })).resolves.toEqual({ data: saved });
    await dataProvider.update(RESOURCES.vaults, { id: 'v1', data: body, previousData: saved });

    expect(callsTo(fetchMock, 'POST', '/api/vaults')[0].body).toEqual(body);
    const [put] = callsTo(fetchMock, 'PUT', '/api/vaults/v1');
    expect(put.body).toEqual(body);
    expect(new Headers(put.init.headers).get('Content-Type')).toBe('application/json');
    expect(put.init.credentials).toBe('include');
  });

  it('creates a custom question with POST /api/questions', async () => {
    const fetchMock = mockFetch({ 'POST /api/questions': () => jsonResponse(201, { id: 'q9', text: 'Hi?' }) });
    const data = { text: 'Hi?', isPrewritten: false, category: 'custom' };
    await expect(dataProvider.create(RESOURCES.questions, { data })).resolves.toEqual({
      data: { id: 'q9', text: 'Hi?' },
    });
    expect(callsTo(fetchMock, 'POST', '/api/questions')[0].body).toEqual(data);
  });

  it('attaches a question with POST /api/vaults/{id}/questions', async () => {
    const fetchMock = mockFetch({ 'POST /api/vaults/v1/questions': () => jsonResponse(201, question('x', 99)) });
    const data = { questionId: 'q-x', order: 99, isCustom: true };
    await expect(dataProvider.create(RESOURCES.vaultQuestions, { data, meta: { vaultId: 'v1' } })).resolves.toEqual({
      data: question('x', 99),
    });
    expect(callsTo(fetchMock, 'POST', '/api/vaults/v1/questions')[0].body).toEqual(data);
  });

  it("deletes by the question's id, not the vault-question id, and answers with the removed record", async () => {
    const fetchMock = mockFetch({ 'DELETE /api/vaults/v1/questions/q-a': () => jsonResponse(204) });
    const item = question('a', 1);
    await expect(
      dataProvider.delete(RESOURCES.vaultQuestions, { id: item.id, previousData: item, meta: { vaultId: 'v1' } }),
    ).resolves.toEqual({ data: item });
    expect(callsTo(fetchMock, 'DELETE', '/api/vaults/v1/questions/q-a')).toHaveLength(1);
  });

  it('reorders with PUT /api/vaults/{id}/questions/reorder and returns the renumbered queue', async () => {
    const fetchMock = mockFetch({
      'PUT /api/vaults/v1/questions/reorder': () => jsonResponse(200, [question('b', 2), question('a', 1)]),
    });
    const request = {
      questionOrders: [
        { questionId: 'q-a', order: 1 },
        { questionId: 'q-b', order: 2 },
      ],
    };

    const { data } = await dataProvider.reorderVaultQuestions('v1', request);

    expect(data.map((item) => item.order)).toEqual([1, 2]);
    expect(callsTo(fetchMock, 'PUT', '/api/vaults/v1/questions/reorder')[0].body).toEqual(request);
  });

  it('rejects with an HttpError carrying the status and the JSON error body', async () => {
    mockFetch({
      'POST /api/vaults/v1/questions': () =>
        errorResponse(409, 'QUESTION_ALREADY_IN_VAULT', 'This question is already in the vault'),
    });
    const error = await dataProvider
      .create(RESOURCES.vaultQuestions, { data: { questionId: 'q1' }, meta: { vaultId: 'v1' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 409,
      message: 'This question is already in the vault',
      body: { code: 'QUESTION_ALREADY_IN_VAULT' },
    });
  });

  it('refuses calls the API does not offer instead of guessing a URL', async () => {
    const fetchMock = mockFetch({});
    await expect(dataProvider.getOne(RESOURCES.vaults, { id: 'v1' })).rejects.toThrow('getOne is not available');
    await expect(dataProvider.getList(RESOURCES.stories, listParams())).rejects.toThrow('meta.vaultId');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
