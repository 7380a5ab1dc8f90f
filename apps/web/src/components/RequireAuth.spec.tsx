import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, deferredResponse, errorResponse, jsonResponse, mockFetch } from '../test/fetchMock';
import { renderApp } from '../test/renderApp';

const ANN = { name: 'Ann Smith', email: 'ann@example.com', hasFullAccess: false };
const signedOut = () => errorResponse(401, 'NOT_SIGNED_IN', 'Please sign in to continue.');

describe('protected screens', () => {
  it('show "Loading..." while the user loads, then the sign-in screen at the same URL for a 401', async () => {
    const me = deferredResponse();
    mockFetch({ 'GET /api/me': me.handler });
    const { pathname } = await renderApp('/dashboard');

    expect(await screen.findByText('Loading...')).toBeTruthy();
    me.resolve(signedOut());

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(pathname()).toBe('/dashboard');
  });

  it.each([
    ['a server error', () => jsonResponse(500)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('treat %s of the session call as signed out', async (_label, handler) => {
    mockFetch({ 'GET /api/me': handler });
    await renderApp('/subscribe');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('reveal the protected screen after signing in on the stand-in sign-in screen', async () => {
    const fetchMock = mockFetch({
      'GET /api/me': signedOut,
      'POST /api/login': () => jsonResponse(200, { user: ANN }),
    });
    const { pathname } = await renderApp('/upgrade');

    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret#123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Upgrade to StoryVault Premium' })).toBeTruthy();
    expect(screen.getByText('$7/month or $59/year (save $25)')).toBeTruthy();
    expect(pathname()).toBe('/upgrade');
    expect(callsTo(fetchMock, 'GET', '/api/me')).toHaveLength(1);
  });

  it('show the dashboard shell to a signed-in user, and Logout signs out and drops the cache', async () => {
    const fetchMock = mockFetch({
      'GET /api/me': () => jsonResponse(200, ANN),
      'POST /api/logout': () => jsonResponse(500),
      'GET /api/vaults': () => jsonResponse(200, []),
    });
    const { pathname, client } = await renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ann Smith' })).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('StoryVault');
    client.setQueryData(['/api/vaults'], [{ id: 1 }]);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(pathname()).toBe('/signin'));
    expect(callsTo(fetchMock, 'POST', '/api/logout')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => [query.queryKey, query.state.data]),
    ).toEqual([[['/api/me'], null]]);
    expect(callsTo(fetchMock, 'GET', '/api/me')).toHaveLength(1);
  });
});
