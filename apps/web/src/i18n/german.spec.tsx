import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, jsonResponse, mockFetch } from '../test/fetchMock';
import { renderApp } from '../test/renderApp';
import { story, vault, vaultHandlers } from '../dashboard/test/fixtures';

/** The browser's languages, as `navigator.languages` reports them, for one test. */
function browserSpeaks(...languages: string[]) {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  jest.restoreAllMocks();
  document.documentElement.lang = 'en';
});

describe('the dashboard in German', () => {
  it('opens in the language of the person’s settings, whatever the browser speaks', async () => {
    browserSpeaks('en-US');
    mockFetch({
      ...vaultHandlers({ stories: [story({ responseType: 'voice', audioUrl: '/media/s1.wav' })] }),
      'GET /api/notifications': () => jsonResponse(200, { language: 'de' }),
    });
    await renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Die Geschichten von Rose' })).toBeTruthy();
    expect(screen.getByText('Aktiv')).toBeTruthy();
    expect(screen.getByText('E-Mail: rose@example.com')).toBeTruthy();
    expect(screen.getByText('Alle 2 Wochen')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sammlung bearbeiten' })).toBeTruthy();
    const stories = screen.getByRole('heading', { name: 'Deine Geschichtensammlung' }).closest('section')!;
    expect(await within(stories).findByText('Erzählte Geschichte')).toBeTruthy();
    expect(within(stories).getByText('1. März 2025')).toBeTruthy();
    expect(within(stories).getByRole('button', { name: 'Aufnahme abspielen' })).toBeTruthy();
    expect(within(stories).getByRole('button', { name: 'Geschichte lesen' })).toBeTruthy();
    // The family and what follows render just after the stories (RenderLater).
    expect(await screen.findByRole('heading', { name: 'Familie' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
  });

  it('starts in the browser’s language until the person’s setting is known', async () => {
    browserSpeaks('de-AT', 'en');
    mockFetch({});
    await renderApp('/signin');

    expect(await screen.findByRole('heading', { name: 'Bei StoryVault anmelden' })).toBeTruthy();
    expect(screen.getByLabelText('E-Mail')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jetzt loslegen' }).getAttribute('href')).toBe('/get-started');
    expect(document.documentElement.lang).toBe('de');
  });

  it('switches at once when the person chooses German on the account page, and saves the choice', async () => {
    browserSpeaks('en-US');
    let saved = 'en';
    const fetchMock = mockFetch({
      ...vaultHandlers({ vault: vault() }),
      [`GET /api/vaults/v1/exports`]: () => jsonResponse(200, []),
      'GET /api/notifications': () => jsonResponse(200, { language: saved }),
      'PUT /api/notifications': (init) => {
        saved = JSON.parse(String(init?.body)).language;
        return jsonResponse(200, { language: saved });
      },
    });
    await renderApp('/dashboard/account');

    const chooser = (await screen.findByRole('combobox', { name: 'Your language' })) as HTMLSelectElement;
    expect(chooser.value).toBe('en');
    expect(screen.getByRole('heading', { name: 'Your account' })).toBeTruthy();
    fireEvent.change(chooser, { target: { value: 'de' } });

    expect(await screen.findByRole('heading', { name: 'Dein Konto' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dein Konto löschen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Passwort ändern' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Deine Sprache' }) as HTMLSelectElement).value).toBe('de');
    expect(callsTo(fetchMock, 'PUT', '/api/notifications').map((call) => call.body)).toEqual([{ language: 'de' }]);
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
  });

  it('falls back to English, key by key, in a language with no words of its own yet', async () => {
    browserSpeaks('nl-NL');
    mockFetch({ ...vaultHandlers({}), 'GET /api/notifications': () => jsonResponse(200, { language: 'nl' }) });
    await renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: "Rose's Story Collection" })).toBeTruthy();
    expect(document.documentElement.lang).toBe('nl');
  });
});
