import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, deferredResponse, errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { FULL_OWNER, silenceExpectedErrors, TRIAL_OWNER, vault, vaultHandlers } from '../test/fixtures';

const TRIAL_NOTE = 'During your trial, questions are sent weekly. Upgrade to customize frequency.';

function fillIn() {
  fireEvent.change(screen.getByLabelText("Your loved one's name"), { target: { value: ' Rose Smith ' } });
  fireEvent.change(screen.getByLabelText('Their email address'), { target: { value: 'rose@example.com' } });
}

describe('vault setup card', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows "Loading your vault..." and then, with no vault, the setup card: weekly and locked during a trial', async () => {
    const vaults = deferredResponse();
    mockFetch({ 'GET /api/me': () => jsonResponse(200, TRIAL_OWNER), 'GET /api/vaults': vaults.handler });
    await renderApp('/dashboard');

    expect(await screen.findByText('Loading your vault...')).toBeTruthy();
    vaults.resolve(jsonResponse(200, []));

    expect(await screen.findByRole('heading', { name: "Let's Set Up Your Loved One's Vault" })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ann Smith' })).toBeTruthy();
    const frequency = screen.getByLabelText('Question frequency') as HTMLSelectElement;
    expect(frequency.disabled).toBe(true);
    expect(frequency.value).toBe('1');
    expect(screen.getByText(TRIAL_NOTE)).toBeTruthy();
    expect((screen.getByLabelText('Send an introduction email') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/first question will arrive 3 days after setup/)).toBeTruthy();
  });

  it('creates the vault, weekly for a trial, says so in a toast, and shows the vault', async () => {
    let created = false;
    const post = deferredResponse();
    const fetchMock = mockFetch({
      ...vaultHandlers({ owner: TRIAL_OWNER }),
      'GET /api/vaults': () => jsonResponse(200, created ? [vault({ seniorName: 'Rose Smith' })] : []),
      'POST /api/vaults': post.handler,
    });
    await renderApp('/dashboard');
    await screen.findByRole('heading', { name: "Let's Set Up Your Loved One's Vault" });

    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Set Up Vault Now' }));

    expect(((await screen.findByRole('button', { name: 'Setting up...' })) as HTMLButtonElement).disabled).toBe(true);
    created = true;
    post.resolve(jsonResponse(201, vault()));
    expect(await screen.findByText('Setup complete!')).toBeTruthy();
    expect(
      screen.getByText(
        "We've sent your loved one a warm introduction email, and their first question will arrive in a few days.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: "Rose Smith's Story Collection" })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/vaults')[0].body).toEqual({
      seniorName: 'Rose Smith',
      seniorEmail: 'rose@example.com',
      seniorPhone: '',
      deliveryMethod: 'email',
      frequency: 1,
      sendIntroEmail: true,
      isSetupComplete: true,
      // By default the browser's time zone and the weekday of the first question, 3 days from now.
      sendWeekday: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).getDay(),
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      // And the browser's language (jsdom's is en-US).
      language: 'en',
    });
  });

  it('offers the five languages, each named in itself, starting from the browser’s, and sends the one chosen', async () => {
    jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['it-IT', 'de-AT', 'en']);
    const fetchMock = mockFetch({
      ...vaultHandlers({ owner: TRIAL_OWNER }),
      // The owner reads the dashboard in English; the vault still starts in the browser's language.
      'GET /api/notifications': () => jsonResponse(200, { language: 'en' }),
      'GET /api/vaults': () => jsonResponse(200, []),
      'POST /api/vaults': () => jsonResponse(201, vault({ language: 'es' })),
    });
    await renderApp('/dashboard');
    await screen.findByRole('heading', { name: "Let's Set Up Your Loved One's Vault" });

    const language = screen.getByLabelText('Language') as HTMLSelectElement;
    expect([...language.options].map((option) => [option.value, option.textContent, option.lang])).toEqual([
      ['en', 'English', 'en'],
      ['de', 'Deutsch', 'de'],
      ['es', 'Español', 'es'],
      ['fr', 'Français', 'fr'],
      ['nl', 'Nederlands', 'nl'],
    ]);
    // Italian is not spoken: the next of the browser's languages is.
    expect(language.value).toBe('de');
    expect(screen.getByText("Your loved one's questions, emails and book are in this language.")).toBeTruthy();

    fillIn();
    fireEvent.change(language, { target: { value: 'es' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set Up Vault Now' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/vaults')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/api/vaults')[0].body).toMatchObject({ language: 'es' });
  });

  it('starts a vault begun elsewhere (a gift) in its own language', async () => {
    mockFetch({
      ...vaultHandlers({ owner: FULL_OWNER }),
      'GET /api/vaults': () =>
        jsonResponse(200, [vault({ isSetupComplete: false, seniorName: '', seniorEmail: '', language: 'fr' })]),
    });
    await renderApp('/dashboard');
    await screen.findByRole('heading', { name: "Let's Set Up Your Loved One's Vault" });
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('fr');
  });

  it('lets a full-access owner choose the frequency, and updates a vault whose setup is unfinished', async () => {
    const fetchMock = mockFetch({
      ...vaultHandlers({ owner: FULL_OWNER }),
      'GET /api/vaults': () => jsonResponse(200, [vault({ isSetupComplete: false, seniorName: '', seniorEmail: '' })]),
      'PUT /api/vaults/v1': () => jsonResponse(200, vault()),
    });
    await renderApp('/dashboard');
    await screen.findByRole('heading', { name: "Let's Set Up Your Loved One's Vault" });

    const frequency = screen.getByLabelText('Question frequency') as HTMLSelectElement;
    expect(frequency.disabled).toBe(false);
    expect(frequency.value).toBe('2');
    expect(screen.queryByText(TRIAL_NOTE)).toBeNull();
    fillIn();
    fireEvent.change(frequency, { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Day questions arrive'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText("Your loved one's time zone"), { target: { value: 'Pacific/Auckland' } });
    fireEvent.click(screen.getByLabelText('Send an introduction email'));
    fireEvent.click(screen.getByRole('button', { name: 'Set Up Vault Now' }));

    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/vaults/v1')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT', '/api/vaults/v1')[0].body).toMatchObject({
      frequency: 4,
      sendWeekday: 0,
      timeZone: 'Pacific/Auckland',
      sendIntroEmail: false,
      isSetupComplete: true,
    });
    expect(callsTo(fetchMock, 'POST', '/api/vaults')).toHaveLength(0);
  });

  it('shows a destructive "Setup failed" toast with the server message', async () => {
    silenceExpectedErrors();
    mockFetch({
      ...vaultHandlers({}),
      'GET /api/vaults': () => jsonResponse(200, []),
      'POST /api/vaults': () => errorResponse(400, 'VALIDATION_FAILED', 'seniorEmail must be an email'),
    });
    await renderApp('/dashboard');
    await screen.findByRole('heading', { name: "Let's Set Up Your Loved One's Vault" });

    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Set Up Vault Now' }));

    expect(await screen.findByText('Setup failed')).toBeTruthy();
    expect(screen.getByText('seniorEmail must be an email')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set Up Vault Now' })).toBeTruthy();
  });

  it('previews the introduction email', async () => {
    mockFetch({ ...vaultHandlers({}), 'GET /api/vaults': () => jsonResponse(200, []) });
    await renderApp('/dashboard');
    await screen.findByRole('heading', { name: "Let's Set Up Your Loved One's Vault" });
    fillIn();

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));

    const dialog = await screen.findByRole('dialog', { name: 'Introduction Email Preview' });
    expect(within(dialog).getByText('Ann Smith would love to hear your stories')).toBeTruthy();
    expect(within(dialog).getByText('Dear Rose,')).toBeTruthy();
    expect(within(dialog).getByText(/^Once a week you will get one question/)).toBeTruthy();
    expect(within(dialog).getByText('With love, Ann Smith (through StoryVault)')).toBeTruthy();
  });
});
