import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, errorResponse, jsonResponse, mockFetch, type MockHandler } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const CONFIRM = 'POST /api/auth/password-reset/confirm';

async function fill(newPassword: string, confirmPassword: string) {
  fireEvent.change(await screen.findByLabelText('New Password'), { target: { value: newPassword } });
  fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: confirmPassword } });
}

const updateButton = () => screen.getByRole('button', { name: 'Update Password' }) as HTMLButtonElement;

describe('reset-password page', () => {
  it('keeps Update Password disabled while either field is empty', async () => {
    mockFetch({});
    await renderApp('/reset-password/tok123');

    await fill('', '');
    expect(updateButton().disabled).toBe(true);
    await fill('Secret#123', '');
    expect(updateButton().disabled).toBe(true);
    await fill('', 'Secret#123');
    expect(updateButton().disabled).toBe(true);
    await fill('Secret#123', 'Secret#123');
    expect(updateButton().disabled).toBe(false);
  });

  it.each([
    ['different passwords', 'Secret#123', 'Secret#124', 'Passwords do not match'],
    ['a short password', 'short', 'short', 'Password must be at least 8 characters long'],
  ])('refuses %s without calling the API', async (_label, first, second, message) => {
    const fetchMock = mockFetch({});
    await renderApp('/reset-password/tok123');

    await fill(first, second);
    fireEvent.click(updateButton());

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(callsTo(fetchMock, 'POST', '/api/auth/password-reset/confirm')).toHaveLength(0);
  });

  it.each<[string, MockHandler, string]>([
    [
      'an invalid token',
      () => errorResponse(400, 'INVALID_RESET_TOKEN', 'Invalid or expired password reset token'),
      'Invalid or expired password reset token',
    ],
    ['a 400 without a code', () => jsonResponse(400), 'Invalid or expired password reset token'],
    [
      'a weak password',
      () => errorResponse(400, 'WEAK_PASSWORD', 'Password must be at least 8 characters long'),
      'Password must be at least 8 characters long',
    ],
    [
      'too many attempts',
      () => errorResponse(429, 'TOO_MANY_ATTEMPTS', 'x'),
      'Too many attempts. Please try again later.',
    ],
    ['a server error', () => jsonResponse(500), 'Something went wrong. Please try again.'],
  ])('explains %s', async (_label, handler, message) => {
    mockFetch({ [CONFIRM]: handler });
    await renderApp('/reset-password/tok123');

    await fill('Secret#123', 'Secret#123');
    fireEvent.click(updateButton());

    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('sends the token and shows Password Reset Complete with a Sign In button', async () => {
    const fetchMock = mockFetch({ [CONFIRM]: () => jsonResponse(200, { message: 'Your password has been updated.' }) });
    const { pathname } = await renderApp('/reset-password/tok123');

    await fill('Secret#123', 'Secret#123');
    fireEvent.click(updateButton());

    expect(await screen.findByRole('heading', { name: 'Password Reset Complete' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/auth/password-reset/confirm')[0].body).toEqual({
      token: 'tok123',
      newPassword: 'Secret#123',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(pathname()).toBe('/signin'));
  });

  it('forgets the cached user and data once the password is reset, since every session of the account ended', async () => {
    mockFetch({ [CONFIRM]: () => jsonResponse(200, { message: 'Your password has been updated.' }) });
    const { client } = await renderApp('/reset-password/tok123');
    client.setQueryData(['/api/me'], { name: 'Ann', email: 'ann@example.com', hasFullAccess: false });
    client.setQueryData(['/api/vaults'], [{ id: 'v1', isSetupComplete: true }]);

    await fill('Secret#123', 'Secret#123');
    fireEvent.click(updateButton());

    expect(await screen.findByRole('heading', { name: 'Password Reset Complete' })).toBeTruthy();
    expect(client.getQueryData(['/api/me'])).toBeUndefined();
    expect(client.getQueryData(['/api/vaults'])).toBeUndefined();
  });
});
