import { ApiError, apiErrorCode, apiErrorMessage, apiErrorStatus, apiRequest, apiSend, apiUpload } from './client';
import { callsTo, errorResponse, jsonResponse, mockFetch, type MockResponse } from '../test/fetchMock';

/** An answer that is not the API's JSON, such as a proxy's error page. */
const textResponse = (status: number, statusText: string, text: string): MockResponse => ({
  ok: status >= 200 && status < 300,
  status,
  statusText,
  text: async () => text,
});

const failedToFetch = () => Promise.reject(new TypeError('Failed to fetch'));

describe('apiRequest', () => {
  it('sends a JSON body with a JSON content type, and cookies', async () => {
    const fetchMock = mockFetch({ 'POST /api/login': () => jsonResponse(200, { user: { name: 'Ann' } }) });

    const result = await apiRequest('POST', '/api/login', { email: 'a@b.c', password: 'x' });

    expect(result).toEqual({ user: { name: 'Ann' } });
    const [call] = callsTo(fetchMock, 'POST', '/api/login');
    expect(call.body).toEqual({ email: 'a@b.c', password: 'x' });
    expect(call.init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(call.init.credentials).toBe('include');
  });

  it('sends neither body nor content type when there is no body', async () => {
    const fetchMock = mockFetch({ 'POST /api/logout': () => jsonResponse(204) });

    await expect(apiRequest('POST', '/api/logout')).resolves.toBeUndefined();

    const [call] = callsTo(fetchMock, 'POST', '/api/logout');
    expect(call.init.body).toBeUndefined();
    expect(call.init.headers).toBeUndefined();
    expect(call.init.credentials).toBe('include');
  });

  it('turns a non-success status into an ApiError "status: body text" with the parsed body', async () => {
    mockFetch({ 'POST /api/login': () => errorResponse(401, 'INVALID_CREDENTIALS', 'Invalid email or password') });

    const error = await apiRequest('POST', '/api/login', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe(
      '401: {"statusCode":401,"code":"INVALID_CREDENTIALS","message":"Invalid email or password"}',
    );
    expect(apiErrorMessage(error)).toBe('Invalid email or password');
    expect(apiErrorCode(error)).toBe('INVALID_CREDENTIALS');
  });

  it('uses the status text when the error body is empty', async () => {
    mockFetch({ 'GET /api/me': () => jsonResponse(500) });

    const error = await apiRequest('GET', '/api/me').catch((e: unknown) => e);

    expect((error as ApiError).message).toBe('500: Internal Server Error');
    expect(apiErrorMessage(error)).toBeUndefined();
  });

  it('has no server message for a network failure', () => {
    expect(apiErrorMessage(new TypeError('Failed to fetch'))).toBeUndefined();
  });

  it('carries the status, code, message and details of the API error body', async () => {
    const body = {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'The request is not valid.',
      details: ['email must be an email', 'password is too short'],
    };
    mockFetch({ 'POST /api/register': () => jsonResponse(400, body) });

    const error = (await apiRequest('POST', '/api/register', {}).catch((e: unknown) => e)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 400,
      statusText: 'Bad Request',
      code: 'VALIDATION_FAILED',
      details: ['email must be an email', 'password is too short'],
      body,
    });
    expect(error.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(apiErrorMessage(error)).toBe('The request is not valid.');
    expect(apiErrorCode(error)).toBe('VALIDATION_FAILED');
    expect(apiErrorStatus(error)).toBe(400);
  });

  it('keeps a non-JSON error body as text, with no code and no server message', async () => {
    const page = '<html><body>502 Bad Gateway</body></html>';
    mockFetch({ 'GET /api/vaults': () => textResponse(502, 'Bad Gateway', page) });

    const error = (await apiRequest('GET', '/api/vaults').catch((e: unknown) => e)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(`502: ${page}`);
    expect(error).toMatchObject({ status: 502, code: undefined, details: undefined, body: undefined });
    expect(apiErrorMessage(error)).toBeUndefined();
    expect(apiErrorCode(error)).toBeUndefined();
  });

  it('does not take JSON without a message for the API error body', async () => {
    mockFetch({ 'GET /api/me': () => jsonResponse(500, { error: 'boom' }) });

    const error = (await apiRequest('GET', '/api/me').catch((e: unknown) => e)) as ApiError;

    expect(error.message).toBe('500: {"error":"boom"}');
    expect(error.body).toBeUndefined();
    expect(apiErrorMessage(error)).toBeUndefined();
  });

  it("rejects with fetch's own TypeError when no answer comes, so a connection failure is not an ApiError", async () => {
    mockFetch({ 'POST /api/respond/text': failedToFetch });

    const error = await apiRequest('POST', '/api/respond/text', { token: 't', text: 'x' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('Failed to fetch');
    expect(apiErrorMessage(error)).toBeUndefined();
    expect(apiErrorStatus(error)).toBeUndefined();
  });
});

describe('apiSend', () => {
  it('answers with the status, headers, text and parsed JSON, sending a JSON body and the abort signal', async () => {
    const fetchMock = mockFetch({
      'PUT /api/vaults/v1': () => jsonResponse(200, { id: 'v1' }, { Link: '</next>; rel="next"' }),
    });
    const controller = new AbortController();

    const answer = await apiSend('PUT', '/api/vaults/v1', { json: { seniorName: 'Rose' }, signal: controller.signal });

    expect(answer.status).toBe(200);
    expect(answer.headers.get('Link')).toBe('</next>; rel="next"');
    expect(answer.text).toBe('{"id":"v1"}');
    expect(answer.json).toEqual({ id: 'v1' });
    const [call] = callsTo(fetchMock, 'PUT', '/api/vaults/v1');
    expect(call.body).toEqual({ seniorName: 'Rose' });
    expect(call.init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(call.init.credentials).toBe('include');
    expect(call.init.signal).toBe(controller.signal);
  });

  it('reads an empty or non-JSON success body as no JSON instead of failing', async () => {
    mockFetch({
      'DELETE /api/vaults/v1/questions/q1': () => jsonResponse(204),
      'GET /api/plain': () => textResponse(200, 'OK', 'fine'),
    });

    await expect(apiSend('DELETE', '/api/vaults/v1/questions/q1')).resolves.toMatchObject({
      status: 204,
      text: '',
      json: undefined,
    });
    await expect(apiSend('GET', '/api/plain')).resolves.toMatchObject({ text: 'fine', json: undefined });
  });

  it('throws the same ApiError as apiRequest', async () => {
    mockFetch({ 'GET /api/vaults': () => errorResponse(401, 'NOT_SIGNED_IN', 'Please sign in to continue.') });

    const error = await apiSend('GET', '/api/vaults').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'NOT_SIGNED_IN' });
  });
});

describe('apiUpload', () => {
  const form = () => {
    const data = new FormData();
    data.append('token', 'tok123');
    data.append('audio', new File(['RIFF'], 'recording.wav', { type: 'audio/wav' }));
    return data;
  };

  it('posts the form as it is, with cookies and no content type of its own, and answers with the JSON', async () => {
    const fetchMock = mockFetch({ 'POST /api/respond/voice': () => jsonResponse(201, { ok: true }) });
    const sent = form();

    await expect(apiUpload('/api/respond/voice', sent)).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/respond/voice');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(sent);
    // The browser writes multipart/form-data with the form's boundary.
    expect(init.headers).toBeUndefined();
    expect(init.credentials).toBe('include');
  });

  it('turns a refusal into an ApiError with the server message', async () => {
    const limit = 'This link has taken all the recordings it can for now.';
    mockFetch({ 'POST /api/respond/voice': () => errorResponse(429, 'ANSWER_LIMIT_REACHED', limit) });

    const error = await apiUpload('/api/respond/voice', form()).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(apiErrorStatus(error)).toBe(429);
    expect(apiErrorCode(error)).toBe('ANSWER_LIMIT_REACHED');
    expect(apiErrorMessage(error)).toBe(limit);
  });

  it('rejects with the TypeError of a connection failure', async () => {
    mockFetch({ 'POST /api/respond/voice': failedToFetch });
    await expect(apiUpload('/api/respond/voice', form())).rejects.toThrow(TypeError);
  });
});
