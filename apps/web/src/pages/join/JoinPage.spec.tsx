import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { sharedVault, vaultHandlers } from '../../dashboard/test/fixtures';

const TOKEN = 'tok-123';
const INVITATION = `/api/invitations/${TOKEN}`;
const VIEW = { seniorName: 'Rose', ownerName: 'Anna Berg', email: 'emma@example.com', role: 'contributor' };
const EMMA = { name: 'Emma Berg', email: 'emma@example.com', hasFullAccess: false };
const signedOut = () => errorResponse(401, 'NOT_SIGNED_IN', 'Please sign in to continue.');

describe('the join page', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('lets someone new make an account with the password rules, join, and opens the shared vault', async () => {
    let me: () => ReturnType<typeof jsonResponse> = signedOut;
    const fetchMock = mockFetch({
      ...vaultHandlers({ owner: EMMA, vault: sharedVault({ role: 'contributor' }) }),
      'GET /api/me': () => me(),
      [`GET ${INVITATION}`]: () => jsonResponse(200, VIEW),
      [`POST ${INVITATION}/accept`]: () => {
        me = () => jsonResponse(200, EMMA);
        return jsonResponse(200, { user: EMMA, vaultId: 'v-shared' });
      },
    });
    const { pathname, search } = await renderApp(`/join?token=${TOKEN}`);

    expect(
      await screen.findByRole('heading', { name: "Anna Berg invited you to Rose's Story Collection" }),
    ).toBeTruthy();
    expect(screen.getByText(/comment on them, and suggest questions to ask/)).toBeTruthy();
    expect(await screen.findByText('emma@example.com')).toBeTruthy();
    expect(document.title).toBe('Join | StoryVault');

    fireEvent.change(await screen.findByLabelText('Your name'), { target: { value: ' Emma Berg ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'weak' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'weak' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Password requirements not met');
    expect(callsTo(fetchMock, 'POST', `${INVITATION}/accept`)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret#123' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'Secret#123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));

    await waitFor(() => expect(pathname()).toBe('/dashboard'));
    expect(search()).toBe('?vault=v-shared');
    expect(callsTo(fetchMock, 'POST', `${INVITATION}/accept`)[0].body).toEqual({
      name: 'Emma Berg',
      password: 'Secret#123',
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, Emma Berg' })).toBeTruthy();
    expect(await screen.findByText('Shared with you by Anna Berg')).toBeTruthy();
  });

  it('offers sign-in, coming back here, when the email already has an account', async () => {
    mockFetch({
      'GET /api/me': signedOut,
      [`GET ${INVITATION}`]: () => jsonResponse(200, VIEW),
      [`POST ${INVITATION}/accept`]: () =>
        errorResponse(409, 'EMAIL_TAKEN', 'An account with this email already exists. Please sign in.'),
    });
    await renderApp(`/join?token=${TOKEN}`);
    fireEvent.change(await screen.findByLabelText('Your name'), { target: { value: 'Emma' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret#123' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'Secret#123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('An account with this email already exists. Please sign in.');
    const next = encodeURIComponent(`/join?token=${TOKEN}`);
    expect(alert.querySelector('a')?.getAttribute('href')).toBe(`/signin?next=${next}`);
  });

  it('signs in from the join page and comes back to join with one button', async () => {
    let me: () => ReturnType<typeof jsonResponse> = signedOut;
    const fetchMock = mockFetch({
      ...vaultHandlers({ owner: EMMA, vault: sharedVault() }),
      'GET /api/me': () => me(),
      'POST /api/login': () => {
        me = () => jsonResponse(200, EMMA);
        return jsonResponse(200, { user: EMMA });
      },
      [`GET ${INVITATION}`]: () => jsonResponse(200, VIEW),
      [`POST ${INVITATION}/accept`]: () => jsonResponse(200, { user: EMMA, vaultId: 'v-shared' }),
    });
    const { pathname, search } = await renderApp(`/signin?next=${encodeURIComponent(`/join?token=${TOKEN}`)}`);
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'emma@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret#123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    fireEvent.click(await screen.findByRole('button', { name: "Join Rose's Story Collection" }));
    await waitFor(() => expect(pathname()).toBe('/dashboard'));
    expect(search()).toBe('?vault=v-shared');
    expect(callsTo(fetchMock, 'POST', `${INVITATION}/accept`)[0].body).toEqual({});
  });

  it('says clearly when someone else is signed in, and signs them out', async () => {
    let me = () => jsonResponse(200, { name: 'Tom', email: 'tom@example.com', hasFullAccess: true });
    const fetchMock = mockFetch({
      'GET /api/me': () => me(),
      'POST /api/logout': () => {
        me = signedOut;
        return jsonResponse(204);
      },
      [`GET ${INVITATION}`]: () => jsonResponse(200, VIEW),
    });
    await renderApp(`/join?token=${TOKEN}`);

    expect(
      await screen.findByText("You're signed in as tom@example.com, but this invitation is for emma@example.com."),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Join Rose's Story Collection" })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByLabelText('Your name')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/logout')).toHaveLength(1);
  });

  it('says an invitation has been used or has expired (410)', async () => {
    mockFetch({
      'GET /api/me': signedOut,
      [`GET ${INVITATION}`]: () =>
        errorResponse(410, 'INVITATION_GONE', 'This invitation has been used or has expired.'),
    });
    await renderApp(`/join?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This invitation has been used or has expired.' })).toBeTruthy();
    expect(screen.getByText('Ask the person who invited you to send you a new one.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it("says a link isn't valid when the api doesn't know it (404) or it has no token", async () => {
    mockFetch({ 'GET /api/me': signedOut });
    await renderApp(`/join?token=unknown`);
    expect(await screen.findByRole('heading', { name: "This invitation link isn't valid." })).toBeTruthy();
  });
});
