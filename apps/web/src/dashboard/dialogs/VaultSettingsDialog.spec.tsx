import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { silenceExpectedErrors, vault, vaultHandlers } from '../test/fixtures';

async function openSettings(handlers: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch({ ...vaultHandlers({}), ...handlers });
  await renderApp('/dashboard');
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Your Vault' }));
  return { fetchMock, dialog: await screen.findByRole('dialog', { name: 'Vault Settings' }) };
}

describe('Vault Settings', () => {
  afterEach(() => jest.restoreAllMocks());

  it('starts from the vault, offers email delivery only, and saves name, email, phone null, email and frequency', async () => {
    const { fetchMock, dialog } = await openSettings({ 'PUT /api/vaults/v1': () => jsonResponse(200, vault()) });

    expect((within(dialog).getByLabelText("Your loved one's name") as HTMLInputElement).value).toBe('Rose');
    expect((within(dialog).getByLabelText('Their email address') as HTMLInputElement).value).toBe('rose@example.com');
    expect((within(dialog).getByLabelText('Delivery method') as HTMLSelectElement).disabled).toBe(true);
    // SPEC.md §6: no trial restriction here.
    const frequency = within(dialog).getByLabelText('Question frequency') as HTMLSelectElement;
    expect(frequency.disabled).toBe(false);

    fireEvent.change(within(dialog).getByLabelText("Your loved one's name"), { target: { value: 'Grandma Rose ' } });
    fireEvent.change(frequency, { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Settings updated')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', '/api/vaults/v1')[0].body).toEqual({
      seniorName: 'Grandma Rose',
      seniorEmail: 'rose@example.com',
      seniorPhone: null,
      deliveryMethod: 'email',
      frequency: 4,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Vault Settings' })).toBeNull());
  });

  it('says "Update failed" with the server message and stays open', async () => {
    silenceExpectedErrors();
    const { dialog } = await openSettings({
      'PUT /api/vaults/v1': () => errorResponse(400, 'VALIDATION_FAILED', 'seniorEmail must be an email'),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Update failed')).toBeTruthy();
    expect(screen.getByText('seniorEmail must be an email')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Vault Settings' })).toBeTruthy();
  });

  it('does not save an empty name', async () => {
    const { fetchMock, dialog } = await openSettings({});
    fireEvent.change(within(dialog).getByLabelText("Your loved one's name"), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(callsTo(fetchMock, 'PUT', '/api/vaults/v1')).toHaveLength(0);
  });
});
