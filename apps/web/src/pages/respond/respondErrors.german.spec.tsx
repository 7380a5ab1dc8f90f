import { fireEvent, screen } from '@testing-library/react';
import { translate } from '@storyvault/contracts';
import { errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

/** The browser's languages, as `navigator.languages` reports them, for one test. */
function browserSpeaks(...languages: string[]) {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}

const QUESTION = 'GET /api/respond/question?token=tok123';
const germanQuestion = () =>
  jsonResponse(200, {
    question: 'Was war deine erste Arbeit?',
    language: 'de',
    seniorFirstName: 'Greta',
    ownerFirstName: 'Anna',
  });
const de = (key: Parameters<typeof translate>[1]) => translate('de', key);

afterEach(() => {
  jest.restoreAllMocks();
  document.documentElement.lang = 'en';
});

describe('what a German vault’s answer pages say when something goes wrong', () => {
  beforeEach(() => localStorage.clear());

  async function writeStory() {
    await renderApp('/respond/write?token=tok123');
    await screen.findByText('Was war deine erste Arbeit?');
    fireEvent.change(screen.getByLabelText('Deine Geschichte'), { target: { value: 'Zeitungen austragen.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Geschichte abschicken' }));
  }

  it('shows the server’s words for a limit, which come in her language', async () => {
    mockFetch({
      [QUESTION]: germanQuestion,
      'POST /api/respond/text': () => errorResponse(429, 'ANSWER_LIMIT_REACHED', de('senior.refusal.answersToday')),
    });
    await writeStory();
    expect(await screen.findByText(de('senior.refusal.answersToday'))).toBeTruthy();
  });

  it('says its own German words for a failure the server words in English, never the English', async () => {
    mockFetch({
      [QUESTION]: germanQuestion,
      'POST /api/respond/text': () => errorResponse(400, 'VALIDATION_FAILED', 'token must be a string'),
    });
    await writeStory();
    expect(await screen.findByText(de('senior.page.saveFailed'))).toBeTruthy();
    expect(screen.queryByText('token must be a string')).toBeNull();
  });

  it('says the German fallback when the server answers nothing readable', async () => {
    mockFetch({ [QUESTION]: germanQuestion, 'POST /api/respond/text': () => jsonResponse(500) });
    await writeStory();
    expect(
      await screen.findByText('Deine Geschichte konnte nicht gespeichert werden. Versuch es bitte noch einmal.'),
    ).toBeTruthy();
  });

  it('on the skip page: the server’s German outcome, and a German fallback for a failure', async () => {
    mockFetch({
      [QUESTION]: germanQuestion,
      'POST /api/respond/skip': () => jsonResponse(500),
    });
    await renderApp('/respond/skip?token=tok123');
    await screen.findByText('Was war deine erste Arbeit?');
    fireEvent.click(screen.getByRole('button', { name: 'Schickt mir eine andere Frage' }));
    expect(await screen.findByText(de('senior.page.loadFailed'))).toBeTruthy();

    mockFetch({
      'POST /api/respond/skip': () =>
        jsonResponse(200, { outcome: 'skipped', nextQuestionSent: true, message: de('senior.skip.sent') }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Schickt mir eine andere Frage' }));
    expect(await screen.findByText('Erledigt. Eine andere Frage ist auf dem Weg in dein Postfach.')).toBeTruthy();
  });

  it('tells a link the server does not know in the browser’s language', async () => {
    browserSpeaks('de-AT', 'en');
    mockFetch({ [QUESTION]: () => errorResponse(404, 'INVALID_LINK', de('senior.refusal.invalidLink')) });
    await renderApp('/respond/write?token=tok123');
    expect(await screen.findByText(de('senior.page.linkGoneNoName'))).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
  });
});
