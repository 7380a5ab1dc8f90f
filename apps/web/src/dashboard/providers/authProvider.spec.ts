import { CURRENT_USER_KEY } from '../../api/auth';
import { createQueryClient } from '../../api/queryClient';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { createAuthProvider } from './authProvider';

const ANN = { name: 'Ann Smith', email: 'ann@example.com', hasFullAccess: false };

describe('authProvider', () => {
  it('checks the session and the identity from the cached GET /api/me answer', async () => {
    const fetchMock = mockFetch({ 'GET /api/me': () => jsonResponse(200, ANN) });
    const client = createQueryClient();
    const auth = createAuthProvider(client);

    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await expect(auth.getIdentity!()).resolves.toEqual({
      id: 'ann@example.com',
      fullName: 'Ann Smith',
      email: 'ann@example.com',
      hasFullAccess: false,
    });
    expect(callsTo(fetchMock, 'GET', '/api/me')).toHaveLength(1);
  });

  it('treats a 401 from /api/me as signed out and sends the owner to /signin', async () => {
    mockFetch({ 'GET /api/me': () => errorResponse(401, 'NOT_SIGNED_IN', 'Please sign in') });
    const auth = createAuthProvider(createQueryClient());
    await expect(auth.checkAuth({})).rejects.toEqual({ redirectTo: '/signin', message: false });
  });

  it('signs out only for a 401 from a data call', async () => {
    const auth = createAuthProvider(createQueryClient());
    await expect(auth.checkError({ status: 409 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/signin' });
  });

  it('logs out with POST /api/logout, ignores its failure, drops every cached answer and goes to /signin', async () => {
    const fetchMock = mockFetch({ 'POST /api/logout': () => jsonResponse(500) });
    const client = createQueryClient();
    client.setQueryData(CURRENT_USER_KEY, ANN);
    client.setQueryData(['vaults', 'getList', {}], { data: [], total: 0 });

    await expect(createAuthProvider(client).logout({})).resolves.toBe('/signin');

    expect(callsTo(fetchMock, 'POST', '/api/logout')).toHaveLength(1);
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => [query.queryKey, query.state.data]),
    ).toEqual([[['/api/me'], null]]);
  });
});

describe('authProvider logout', () => {
  it('calls POST /api/logout once when asked several times at once', async () => {
    const fetchMock = mockFetch({ 'POST /api/logout': () => jsonResponse(204) });
    const auth = createAuthProvider(createQueryClient());
    await Promise.all([auth.logout({}), auth.logout({}), auth.logout({})]);
    expect(callsTo(fetchMock, 'POST', '/api/logout')).toHaveLength(1);
  });
});

describe('authProvider logout once signed out', () => {
  it('makes no logout call when the session is already known to be over', async () => {
    const fetchMock = mockFetch({});
    const client = createQueryClient();
    client.setQueryData(CURRENT_USER_KEY, null);
    client.setQueryData(['stories', 'getList', {}], { data: [], total: 0 });

    await expect(createAuthProvider(client).logout({})).resolves.toBe('/signin');

    expect(fetchMock).not.toHaveBeenCalled();
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([['/api/me']]);
  });
});
