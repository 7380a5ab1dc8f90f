import { fireEvent, screen, within } from '@testing-library/react';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { sharedVault, vault, vaultHandlers } from '../test/fixtures';

const ROSE = vault({ id: 'v-rose', seniorName: 'Rose' });

function accountHandlers() {
  return {
    ...vaultHandlers({ vault: ROSE }),
    'GET /api/vaults': () => jsonResponse(200, [ROSE, sharedVault()]),
    [`GET /api/vaults/${ROSE.id}/exports`]: () => jsonResponse(200, []),
  };
}

const form = (name: string) => screen.findByRole('form', { name });

describe('the account page: sign-in details and deleting the account', () => {
  it('asks for a new email with the current password and says a link was sent', async () => {
    const fetchMock = mockFetch({
      ...accountHandlers(),
      'POST /api/account/email': () =>
        jsonResponse(200, { message: 'We sent a link to your new address. Your email changes when you open it.' }),
    });
    await renderApp('/dashboard/account');
    const email = within(await form('Change your email'));
    fireEvent.change(email.getByLabelText(/New email/), { target: { value: ' ann.new@example.com ' } });
    fireEvent.change(email.getByLabelText(/Current password/), { target: { value: 'Str0ng!pass' } });
    fireEvent.click(email.getByRole('button', { name: 'Change email' }));

    expect(await email.findByText(/We sent a link to your new address/)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/account/email')[0].body).toEqual({
      newEmail: 'ann.new@example.com',
      password: 'Str0ng!pass',
    });
  });

  it("shows the server's refusal of the current password at the password form", async () => {
    mockFetch({
      ...accountHandlers(),
      'POST /api/account/password': () => errorResponse(403, 'WRONG_PASSWORD', 'That is not your current password.'),
    });
    await renderApp('/dashboard/account');
    const password = within(await form('Change your password'));
    fireEvent.change(password.getByLabelText(/Current password/), { target: { value: 'wrong one' } });
    fireEvent.change(password.getByLabelText(/^New password/), { target: { value: 'A new passphrase' } });
    fireEvent.change(password.getByLabelText(/Confirm new password/), { target: { value: 'A new passphrase' } });
    fireEvent.click(password.getByRole('button', { name: 'Change password' }));
    expect((await password.findByRole('alert')).textContent).toBe('That is not your current password.');
  });

  it('refuses new passwords that differ without calling the API', async () => {
    const fetchMock = mockFetch(accountHandlers());
    await renderApp('/dashboard/account');
    const password = within(await form('Change your password'));
    fireEvent.change(password.getByLabelText(/Current password/), { target: { value: 'Str0ng!pass' } });
    fireEvent.change(password.getByLabelText(/^New password/), { target: { value: 'A new passphrase' } });
    fireEvent.change(password.getByLabelText(/Confirm new password/), { target: { value: 'Another one' } });
    fireEvent.click(password.getByRole('button', { name: 'Change password' }));
    expect((await password.findByRole('alert')).textContent).toBe('Passwords do not match');
    expect(callsTo(fetchMock, 'POST', '/api/account/password')).toHaveLength(0);
  });

  it('offers the download of each vault the user owns only, then deletes with the password and goes to sign-in', async () => {
    const fetchMock = mockFetch({
      ...accountHandlers(),
      [`POST /api/vaults/${ROSE.id}/exports`]: () => jsonResponse(202, { id: 'e1', status: 'queued' }),
      'POST /api/account/delete': () =>
        jsonResponse(200, { deleteAfter: '2026-06-03T09:00:00.000Z', message: 'Your account will be deleted.' }),
    });
    const app = await renderApp('/dashboard/account');
    const section = within((await screen.findByRole('heading', { name: 'Delete your account' })).closest('section')!);
    expect(
      (await section.findAllByRole('button', { name: /^Download everything from/ })).map((b) => b.textContent),
    ).toEqual(['Download everything from Rose’s vault']);
    fireEvent.click(section.getByRole('button', { name: /Download everything from Rose/ }));
    expect(await section.findByText('Everything is being gathered. We will email you when it is ready.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', `/api/vaults/${ROSE.id}/exports`)[0].body).toEqual({ format: 'zip' });

    fireEvent.click(section.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    fireEvent.change(dialog.getByLabelText(/Your password/), { target: { value: 'Str0ng!pass' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText(/Your account will be deleted on Wednesday, 3 June 2026/)).toBeTruthy();
    expect(app.pathname()).toBe('/signin');
    expect(callsTo(fetchMock, 'POST', '/api/account/delete')[0].body).toEqual({ password: 'Str0ng!pass' });
  });
});
