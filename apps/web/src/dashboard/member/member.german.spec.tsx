import { screen } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { sharedVault, vaultHandlers } from '../test/fixtures';

const GERMAN = { 'GET /api/notifications': () => jsonResponse(200, { language: 'de' }) };

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.lang = 'en';
});

describe('a shared collection not yet set up, in German', () => {
  it('says who is still setting it up', async () => {
    mockFetch({ ...vaultHandlers({ vault: sharedVault({ isSetupComplete: false }) }), ...GERMAN });
    await renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Die Geschichten von Rose' }, { timeout: 10_000 })).toBeTruthy();
    expect(
      screen.getByText(
        'Anna Berg richtet die Sammlung noch ein. Die Geschichten von Rose erscheinen hier, sobald die erste ankommt.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/still setting it up/)).toBeNull();
  });

  it('says it without a name when the owner has none', async () => {
    mockFetch({
      ...vaultHandlers({ vault: sharedVault({ isSetupComplete: false, ownerName: undefined }) }),
      ...GERMAN,
    });
    await renderApp('/dashboard');
    expect(
      await screen.findByText(
        /^Die Sammlung wird noch eingerichtet\. Die Geschichten von Rose erscheinen hier/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });
});
