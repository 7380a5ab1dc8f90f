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
    // docs/product.md §6: no trial restriction here.
    const frequency = within(dialog).getByLabelText('Question frequency') as HTMLSelectElement;
    expect(frequency.disabled).toBe(false);

    fireEvent.change(within(dialog).getByLabelText("Your loved one's name"), { target: { value: 'Grandma Rose ' } });
    fireEvent.change(frequency, { target: { value: '4' } });
    // When questions arrive: the vault's weekday and time zone, changed here to Thursday in New York.
    const weekday = within(dialog).getByLabelText('Day questions arrive') as HTMLSelectElement;
    expect(weekday.value).toBe('1');
    expect(weekday.selectedOptions[0].textContent).toBe('Monday');
    const zone = within(dialog).getByLabelText("Your loved one's time zone") as HTMLSelectElement;
    expect(zone.value).toBe('Europe/Berlin');
    expect(within(dialog).getByText('Questions arrive at about 9:00 in the morning, their time.')).toBeTruthy();
    fireEvent.change(weekday, { target: { value: '4' } });
    fireEvent.change(zone, { target: { value: 'America/New_York' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Settings updated')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', '/api/vaults/v1')[0].body).toEqual({
      seniorName: 'Grandma Rose',
      seniorEmail: 'rose@example.com',
      seniorPhone: null,
      deliveryMethod: 'email',
      frequency: 4,
      sendWeekday: 4,
      timeZone: 'America/New_York',
      language: 'en',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Vault Settings' })).toBeNull());
  });

  it('offers the introduction email only when the email changes, ticked, and sends the choice with the save', async () => {
    const { fetchMock, dialog } = await openSettings({ 'PUT /api/vaults/v1': () => jsonResponse(200, vault()) });
    const offer = 'Send the introduction email to the new address';
    expect(within(dialog).queryByLabelText(offer)).toBeNull();

    const email = within(dialog).getByLabelText('Their email address');
    fireEvent.change(email, { target: { value: 'rose.new@example.com' } });
    const box = within(dialog).getByRole('checkbox', { name: offer }) as HTMLInputElement;
    expect(box.checked).toBe(true);

    // The same preview as at setup: exactly the email the new address would get.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Introduction Email Preview' });
    expect(within(preview).getByText('Ann Smith would love to hear your stories')).toBeTruthy();
    expect(within(preview).getByText('Dear Rose,')).toBeTruthy();
    fireEvent.click(within(preview).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Introduction Email Preview' })).toBeNull());

    // Back to the saved address (any case): nothing to offer.
    fireEvent.change(email, { target: { value: ' ROSE@example.com ' } });
    expect(within(dialog).queryByLabelText(offer)).toBeNull();
    fireEvent.change(email, { target: { value: 'rose.new@example.com' } });
    expect((within(dialog).getByRole('checkbox', { name: offer }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Settings updated')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', '/api/vaults/v1')[0].body).toEqual({
      seniorName: 'Rose',
      seniorEmail: 'rose.new@example.com',
      seniorPhone: null,
      deliveryMethod: 'email',
      frequency: 2,
      sendWeekday: 1,
      timeZone: 'Europe/Berlin',
      language: 'en',
      sendIntroduction: true,
    });
  });

  it('starts from the vault’s language, offers the five named in themselves, and saves the one chosen', async () => {
    const { fetchMock, dialog } = await openSettings({
      'GET /api/vaults': () => jsonResponse(200, [vault({ language: 'de' })]),
      'PUT /api/vaults/v1': () => jsonResponse(200, vault({ language: 'nl' })),
    });
    const language = within(dialog).getByLabelText('Language') as HTMLSelectElement;
    expect(language.value).toBe('de');
    expect([...language.options].map((option) => option.textContent)).toEqual([
      'English',
      'Deutsch',
      'Español',
      'Français',
      'Nederlands',
    ]);
    fireEvent.change(language, { target: { value: 'nl' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Settings updated')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', '/api/vaults/v1')[0].body).toMatchObject({ language: 'nl' });
  });

  it('sends sendIntroduction false when the owner unticks the offer', async () => {
    const { fetchMock, dialog } = await openSettings({ 'PUT /api/vaults/v1': () => jsonResponse(200, vault()) });
    fireEvent.change(within(dialog).getByLabelText('Their email address'), {
      target: { value: 'rose.new@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Send the introduction email to the new address' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Settings updated')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', '/api/vaults/v1')[0].body).toMatchObject({
      seniorEmail: 'rose.new@example.com',
      sendIntroduction: false,
    });
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
