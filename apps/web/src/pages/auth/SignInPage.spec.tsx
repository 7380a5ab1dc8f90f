import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, deferredResponse, errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const ANN = { name: 'Ann Smith', email: 'ann@example.com', hasFullAccess: true };

async function signIn(password = 'Secret#123') {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ann@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  // After a failed attempt the button is enabled again only once the mutation has settled, which
  // can be a render after its notification shows: a click on the disabled button would be lost.
  const button = (await screen.findByRole('button', { name: 'Sign In' })) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}

describe('sign-in page', () => {
  it('signs in, shows "Signing in..." meanwhile, and goes to the dashboard', async () => {
    const login = deferredResponse();
    const fetchMock = mockFetch({ 'POST /api/login': login.handler, 'GET /api/vaults': () => jsonResponse(200, []) });
    const { pathname } = await renderApp('/signin');

    await signIn();
    const pending = await screen.findByRole('button', { name: 'Signing in...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    login.resolve(jsonResponse(200, { user: ANN }));

    await waitFor(() => expect(pathname()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ann Smith' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/login')[0].body).toEqual({
      email: 'ann@example.com',
      password: 'Secret#123',
    });
  });

  it('says "Welcome back" to an owner signing in again in the tab where the account was made', async () => {
    sessionStorage.setItem('storyvault.firstVisit', 'ann@example.com');
    mockFetch({
      'POST /api/login': () => jsonResponse(200, { user: ANN }),
      'GET /api/vaults': () => jsonResponse(200, []),
    });
    await renderApp('/signin');

    await signIn();

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ann Smith' })).toBeTruthy();
    expect(sessionStorage.getItem('storyvault.firstVisit')).toBeNull();
  });

  it('says plainly that signing in undid the account deletion', async () => {
    mockFetch({
      'POST /api/login': () => jsonResponse(200, { user: ANN, deletionUndone: true }),
      'GET /api/vaults': () => jsonResponse(200, []),
    });
    const { pathname } = await renderApp('/signin');

    await signIn();

    expect(await screen.findByText('Your account will not be deleted.')).toBeTruthy();
    await waitFor(() => expect(pathname()).toBe('/dashboard'));
  });

  it('says when the account will be deleted right after asking, and how to keep it', async () => {
    mockFetch({});
    await renderApp('/signin?deleted=2026-06-03T09%3A00%3A00.000Z');
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe(
      'Your account will be deleted on Wednesday, 3 June 2026. We sent you an email about it. Changed your mind? Sign in before then and nothing is deleted.',
    );
  });

  it("shows 'Login failed' with the server's message", async () => {
    mockFetch({ 'POST /api/login': () => errorResponse(401, 'INVALID_CREDENTIALS', 'Invalid email or password') });
    const { pathname } = await renderApp('/signin');

    await signIn('wrong');

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe('Login failed Invalid email or password'));
    // At the form, where the person is looking: not only a notification that goes away.
    expect(alert.closest('form')).toBe(screen.getByRole('button', { name: 'Sign In' }).closest('form'));
    expect(pathname()).toBe('/signin');
  });

  it("falls back to 'Please check your credentials' without a server message", async () => {
    mockFetch({ 'POST /api/login': () => jsonResponse(502) });
    await renderApp('/signin');

    await signIn();

    expect(await screen.findByText('Please check your credentials')).toBeTruthy();
  });

  it('clears the failure notification when the user tries again and succeeds', async () => {
    let attempts = 0;
    mockFetch({
      'POST /api/login': () =>
        ++attempts === 1
          ? errorResponse(401, 'INVALID_CREDENTIALS', 'Invalid email or password')
          : jsonResponse(200, { user: ANN }),
      'GET /api/vaults': () => jsonResponse(200, []),
    });
    await renderApp('/signin');

    await signIn('wrong');
    expect(await screen.findByText('Login failed')).toBeTruthy();
    await signIn();

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ann Smith' })).toBeTruthy();
    expect(screen.queryByText('Login failed')).toBeNull();
  });

  it('shows and hides the password, links to recovery and to the funnel', async () => {
    mockFetch({});
    await renderApp('/signin');

    const input = (await screen.findByLabelText('Password')) as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');

    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/forgot-password', '/get-started']));
    expect(screen.getByRole('complementary').querySelectorAll('h2')).toHaveLength(3);
  });
});
