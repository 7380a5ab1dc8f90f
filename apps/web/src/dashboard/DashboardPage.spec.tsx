import { screen, waitFor } from '@testing-library/react';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../test/fetchMock';
import { renderApp } from '../test/renderApp';
import { silenceExpectedErrors, vaultHandlers } from './test/fixtures';

describe('dashboard session', () => {
  afterEach(() => jest.restoreAllMocks());

  it('signs out and goes to /signin when a data call finds the session expired (401)', async () => {
    silenceExpectedErrors();
    const fetchMock = mockFetch({
      ...vaultHandlers({}),
      'GET /api/vaults': () => errorResponse(401, 'NOT_SIGNED_IN', 'Please sign in to continue.'),
      'POST /api/logout': () => jsonResponse(204),
    });
    const { pathname } = await renderApp('/dashboard');

    await waitFor(() => expect(pathname()).toBe('/signin'));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/logout')).toHaveLength(1);
  });

  it('reads the session once: react-admin and the light pages share the cached /api/me answer', async () => {
    const fetchMock = mockFetch(vaultHandlers({}));
    await renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: "Rose's Story Collection" })).toBeTruthy();
    expect(await screen.findByText('Ann Smith')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', '/api/me')).toHaveLength(1);
    expect(document.title).toBe('Dashboard | StoryVault');
  });
});
