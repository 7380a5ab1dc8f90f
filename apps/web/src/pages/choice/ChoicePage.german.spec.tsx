import { fireEvent, screen } from '@testing-library/react';
import type { ReplyChoiceView } from '@storyvault/contracts';
import { errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const TOKEN = 'Abcdefghijklmnopqrstuvwxyz012345';
const PATH = `/api/choice/${TOKEN}`;
const signedOut = () => errorResponse(401, 'NOT_SIGNED_IN', 'Please sign in to continue.');

function browserSpeaks(...languages: string[]) {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}

const view: ReplyChoiceView = {
  language: 'de',
  replyText: 'Vielleicht Pause?',
  decision: null,
  decidedBy: null,
  words: {
    heading: 'Was sollen wir tun?',
    youWrote: 'Du hast geschrieben:',
    commandLabel: 'Meine Fragen bis 4. Mai pausieren',
    storyLabel: 'Meine Nachricht als Geschichte behalten',
    doneCommand: 'Danke. Erledigt: Meine Fragen bis 4. Mai pausieren.',
    doneStory: 'Danke. Deine Nachricht bleibt als Geschichte für deine Familie.',
    chosenCommand: 'Du hast schon gewählt: Meine Fragen bis 4. Mai pausieren. Es ist nichts mehr zu tun.',
    chosenStory: 'Du hast schon gewählt: Meine Nachricht als Geschichte behalten. Es ist nichts mehr zu tun.',
    keptAfterWait: 'Deine Nachricht wurde als Geschichte für deine Familie behalten. Es ist nichts mehr zu tun.',
  },
};

afterEach(() => jest.restoreAllMocks());

describe('the choice page in German', () => {
  it('says a failed press in her language, not the server’s English', async () => {
    browserSpeaks('en-GB');
    mockFetch({
      'GET /api/me': signedOut,
      [`GET ${PATH}`]: () => jsonResponse(200, view),
      [`POST ${PATH}`]: () => errorResponse(500, 'INTERNAL', 'Something went wrong on our side.'),
    });
    await renderApp(`/choice/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Meine Nachricht als Geschichte behalten' }));
    expect(await screen.findByText('Da ist etwas schiefgegangen. Versuch es bitte noch einmal.')).toBeTruthy();
    expect(screen.queryByText('Something went wrong on our side.')).toBeNull();
  });

  it('before her reply is known, speaks the browser’s language: a wrong link, a failure, loading', async () => {
    browserSpeaks('de-DE');
    mockFetch({
      'GET /api/me': signedOut,
      [`GET ${PATH}`]: () =>
        errorResponse(404, 'INVALID_LINK', 'Invalid link. Please check your email or SMS for the correct link.'),
    });
    await renderApp(`/choice/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Dieser Link funktioniert nicht' })).toBeTruthy();
    expect(
      screen.getByText('Dieser Link stimmt nicht. Schau bitte in deiner E-Mail oder SMS nach dem richtigen Link.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Invalid link/)).toBeNull();
  });

  it('offers to try again in German when the page could not be opened', async () => {
    browserSpeaks('de');
    mockFetch({ 'GET /api/me': signedOut, [`GET ${PATH}`]: () => jsonResponse(500) });
    await renderApp(`/choice/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Wir konnten diese Seite nicht öffnen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Noch einmal versuchen' })).toBeTruthy();
  });
});
