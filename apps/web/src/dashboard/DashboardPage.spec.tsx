import { screen, waitFor } from '@testing-library/react';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../test/fetchMock';
import { renderApp } from '../test/renderApp';
import { silenceExpectedErrors, TRIAL_OWNER, vaultHandlers } from './test/fixtures';

describe('dashboard session', () => {
  afterEach(() => jest.restoreAllMocks());

  it('signs out and goes to /signin when a data call finds the session expired (401)', async () => {
    silenceExpectedErrors();
    // The session ends on the server between the session read and the vault read: from then on
    // every call answers 401, /api/me too (a page that reads it again must not find a user).
    let expired = false;
    const signedOut = () => errorResponse(401, 'NOT_SIGNED_IN', 'Please sign in to continue.');
    const fetchMock = mockFetch({
      ...vaultHandlers({}),
      'GET /api/me': () => (expired ? signedOut() : jsonResponse(200, TRIAL_OWNER)),
      'GET /api/vaults': () => ((expired = true), signedOut()),
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
