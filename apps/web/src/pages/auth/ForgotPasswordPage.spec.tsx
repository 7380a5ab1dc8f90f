import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

async function requestLink() {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: ' ann@example.com ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

describe('forgot-password page', () => {
  it('confirms the request and offers a way back to login', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/password-reset/request': () => jsonResponse(200, { message: 'ignored' }),
    });
    const { pathname } = await renderApp('/forgot-password');
    expect(screen.getByText('support@storyvault.app')).toBeTruthy();

    await requestLink();

    expect(await screen.findByText('If this email exists, a password reset link has been sent.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/auth/password-reset/request')[0].body).toEqual({
      email: 'ann@example.com',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Return to Login' }));
    await waitFor(() => expect(pathname()).toBe('/signin'));
  });

  it('explains a 429 and any other failure', async () => {
    mockFetch({
      'POST /api/auth/password-reset/request': () => errorResponse(429, 'TOO_MANY_ATTEMPTS', 'Too many'),
    });
    await renderApp('/forgot-password');
    await requestLink();
    expect(await screen.findByText('Too many password reset requests. Please try again later.')).toBeTruthy();

    mockFetch({ 'POST /api/auth/password-reset/request': () => jsonResponse(500) });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
  });

  it("links 'Back to Login' and 'Sign in'", async () => {
    mockFetch({});
    await renderApp('/forgot-password');
    expect((await screen.findByRole('link', { name: 'Back to Login' })).getAttribute('href')).toBe('/signin');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
  });
});
