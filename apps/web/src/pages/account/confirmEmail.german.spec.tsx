import { screen } from '@testing-library/react';
import { errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

/** The browser's languages, as `navigator.languages` reports them, for one test. */
function browserSpeaks(...languages: string[]) {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  jest.restoreAllMocks();
  document.documentElement.lang = 'en';
});

describe('confirming a new email address, in German', () => {
  it('says the address changed and leads to the account, in German', async () => {
    browserSpeaks('de-DE');
    mockFetch({
      'POST /api/account/email/confirm': () => jsonResponse(200, { message: 'Your email is now new@example.com.' }),
    });
    await renderApp('/account/confirm-email/abc');
    expect(await screen.findByRole('heading', { name: 'E-Mail-Adresse geändert' })).toBeTruthy();
    // The server's own words stay as it sends them.
    expect(screen.getByText('Your email is now new@example.com.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu deinem Konto' }).getAttribute('href')).toBe('/dashboard/account');
    expect(screen.queryByText('Go to your account')).toBeNull();
  });

  it('says in German when the server gave no reason for a failure', async () => {
    browserSpeaks('de-DE');
    mockFetch({ 'POST /api/account/email/confirm': () => errorResponse(500, '', '') });
    await renderApp('/account/confirm-email/abc');
    expect(await screen.findByText('Dieser Link hat nicht funktioniert. Bitte versuch es noch einmal.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bestätige deine neue E-Mail-Adresse' })).toBeTruthy();
  });
});
