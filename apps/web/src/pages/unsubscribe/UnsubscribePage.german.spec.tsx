import { fireEvent, screen } from '@testing-library/react';
import { errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const PATH = '/api/notifications/unsubscribe?token=t%2B1';
const signedOut = () => errorResponse(401, 'NOT_SIGNED_IN', 'Please sign in to continue.');

afterEach(() => jest.restoreAllMocks());

describe('the unsubscribe page in German (the browser’s language, signed out)', () => {
  beforeEach(() => jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['de-DE']));

  it('asks, says a failure in German rather than the server’s English, then stops the emails', async () => {
    mockFetch({
      'GET /api/me': signedOut,
      [`GET ${PATH}`]: () => jsonResponse(200, { seniorName: 'Greta', notify: 'each' }),
      [`POST ${PATH}`]: () => errorResponse(500, 'INTERNAL', 'Something went wrong on our side.'),
    });
    await renderApp('/unsubscribe?token=t%2B1');
    expect(
      await screen.findByRole('heading', {
        name: 'Keine E-Mails mehr über neue Geschichten aus der Sammlung von Greta?',
      }),
    ).toBeTruthy();
    expect(document.title).toBe('Abmelden | StoryVault');
    fireEvent.click(screen.getByRole('button', { name: 'Diese E-Mails abbestellen' }));
    expect(await screen.findByText('Bitte versuch es noch einmal')).toBeTruthy();
    expect(screen.queryByText('Something went wrong on our side.')).toBeNull();

    mockFetch({ [`POST ${PATH}`]: () => jsonResponse(200, { seniorName: 'Greta', notify: 'none' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Diese E-Mails abbestellen' }));
    expect(await screen.findByRole('heading', { name: 'Du bist abgemeldet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Übersicht' }).getAttribute('href')).toBe('/dashboard');
  });

  it('says a link that is not valid in German, pointing to the settings', async () => {
    mockFetch({
      'GET /api/me': signedOut,
      [`GET ${PATH}`]: () => errorResponse(404, 'INVALID_UNSUBSCRIBE_LINK', 'This link is not valid.'),
    });
    await renderApp('/unsubscribe?token=t%2B1');
    expect(await screen.findByRole('heading', { name: 'Dieser Abmeldelink ist nicht gültig.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Übersicht' }).getAttribute('href')).toBe('/dashboard');
  });
});
