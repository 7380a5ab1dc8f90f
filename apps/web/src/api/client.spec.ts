import { ApiError, apiErrorCode, apiErrorMessage, apiRequest } from './client';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../test/fetchMock';

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
});
