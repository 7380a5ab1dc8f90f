import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const ANN = { name: 'Ann Smith', email: 'ann@example.com', hasFullAccess: false };

async function fillForm(password: string, confirmPassword = password) {
  fireEvent.change(await screen.findByLabelText('Full Name'), { target: { value: '  Ann Smith ' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: confirmPassword } });
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('registration page', () => {
  it('names the missing password rules and does not call the API for a weak password', async () => {
    const fetchMock = mockFetch({});
    await renderApp('/signup');

    await fillForm('abcdefgh');

    expect(await screen.findByText('Password requirements not met')).toBeTruthy();
    expect(
      screen.getByText('Password must include: one uppercase letter, one number, one special character'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/register')).toHaveLength(0);
  });

  it('refuses different passwords without calling the API', async () => {
    const fetchMock = mockFetch({});
    await renderApp('/signup');

    await fillForm('Secret#123', 'Secret#124');

    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(screen.getByText('Please make sure both password fields are identical')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/register')).toHaveLength(0);
  });

  it('creates the account, caches the user and goes to the dashboard', async () => {
    const fetchMock = mockFetch({
      'POST /api/register': () => jsonResponse(200, { user: ANN }),
      'GET /api/vaults': () => jsonResponse(200, []),
    });
    const { pathname, client } = await renderApp('/signup');

    await fillForm('Secret#123');

    await waitFor(() => expect(pathname()).toBe('/dashboard'));
    expect(callsTo(fetchMock, 'POST', '/api/register')[0].body).toEqual({
      name: 'Ann Smith',
      email: 'ann@example.com',
      password: 'Secret#123',
    });
    expect(client.getQueryData(['/api/me'])).toEqual(ANN);
    // A brand-new owner is not back yet.
    expect(await screen.findByRole('heading', { name: 'Welcome, Ann Smith' })).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    expect(callsTo(fetchMock, 'GET', '/api/me')).toHaveLength(0);
  });

  it('shows the server message when registration fails', async () => {
    mockFetch({
      'POST /api/register': () =>
        errorResponse(409, 'EMAIL_TAKEN', 'An account with this email already exists. Please sign in.'),
    });
    await renderApp('/signup');

    await fillForm('Secret#123');

    expect(await screen.findByText('Registration failed')).toBeTruthy();
    expect(screen.getByText('An account with this email already exists. Please sign in.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
  });

  it("falls back to 'Please try again' without a server message", async () => {
    mockFetch({ 'POST /api/register': () => Promise.reject(new TypeError('Failed to fetch')) });
    await renderApp('/signup');

    await fillForm('Secret#123');

    expect(await screen.findByText('Please try again')).toBeTruthy();
  });
});
