import { HttpError } from 'react-admin';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { httpClient } from './httpClient';

describe("react-admin's httpClient", () => {
  it('answers as fetchJson did: status, headers, body text and parsed JSON', async () => {
    mockFetch({ 'GET /api/vaults': () => jsonResponse(200, [{ id: 'v1' }], { Link: '</x>; rel="next"' }) });

    const answer = await httpClient('/api/vaults');

    expect(answer.status).toBe(200);
    expect(answer.headers.get('Link')).toBe('</x>; rel="next"');
    expect(answer.body).toBe('[{"id":"v1"}]');
    expect(answer.json).toEqual([{ id: 'v1' }]);
  });

  it("sends react-admin's JSON text body as JSON, with cookies and the abort signal", async () => {
    const fetchMock = mockFetch({ 'POST /api/vaults': () => jsonResponse(201, { id: 'v1' }) });
    const controller = new AbortController();

    await httpClient('/api/vaults', {
      method: 'POST',
      body: JSON.stringify({ seniorName: 'Rose' }),
      signal: controller.signal,
    });

    const [call] = callsTo(fetchMock, 'POST', '/api/vaults');
    expect(call.body).toEqual({ seniorName: 'Rose' });
    expect(new Headers(call.init.headers).get('Content-Type')).toBe('application/json');
    expect(call.init.credentials).toBe('include');
    expect(call.init.signal).toBe(controller.signal);
  });

  it("rejects with react-admin's HttpError: the server's message, the status and the API's error body", async () => {
    mockFetch({ 'PUT /api/vaults/v1': () => errorResponse(409, 'VAULT_LIMIT', 'You already have a vault.') });

    const error = await httpClient('/api/vaults/v1', { method: 'PUT', body: '{}' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: 'You already have a vault.',
      status: 409,
      body: { statusCode: 409, code: 'VAULT_LIMIT', message: 'You already have a vault.' },
    });
  });

  it('uses the status text when the error body is not the API one', async () => {
    mockFetch({ 'GET /api/vaults': () => jsonResponse(500) });

    const error = await httpClient('/api/vaults').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Internal Server Error', status: 500, body: null });
  });

  it('lets a connection failure through as it is', async () => {
    mockFetch({ 'GET /api/vaults': () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(httpClient('/api/vaults')).rejects.toThrow(new TypeError('Failed to fetch'));
  });

  it('refuses a body that is not JSON text instead of sending it wrongly', async () => {
    const fetchMock = mockFetch({});
    await expect(httpClient('/api/vaults', { method: 'POST', body: new FormData() })).rejects.toThrow(
      'The dashboard sends JSON bodies only',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
