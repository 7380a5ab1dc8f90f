import { fireEvent, screen } from '@testing-library/react';
import type { ReplyChoiceView } from '@storyvault/contracts';
import { errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const TOKEN = 'Abcdefghijklmnopqrstuvwxyz012345';
const PATH = `/api/choice/${TOKEN}`;
const signedOut = () => errorResponse(401, 'NOT_SIGNED_IN', 'Please sign in to continue.');

const view = (over: Partial<ReplyChoiceView> = {}): ReplyChoiceView => ({
  language: 'de',
  replyText: 'Vielleicht Pause?',
  decision: null,
  decidedBy: null,
  words: {
    heading: 'Was sollen wir tun?',
    youWrote: 'Sie schrieben:',
    commandLabel: 'Meine Fragen bis 4. Mai pausieren',
    storyLabel: 'Meine Nachricht als Geschichte behalten',
    doneCommand: 'Danke. Erledigt: Meine Fragen bis 4. Mai pausieren.',
    doneStory: 'Danke. Ihre Nachricht bleibt als Geschichte für Ihre Familie.',
    chosenCommand: 'Sie haben schon gewählt: Meine Fragen bis 4. Mai pausieren. Es ist nichts mehr zu tun.',
    chosenStory: 'Sie haben schon gewählt: Meine Nachricht als Geschichte behalten. Es ist nichts mehr zu tun.',
    keptAfterWait: 'Ihre Nachricht wurde als Geschichte für Ihre Familie behalten. Es ist nichts mehr zu tun.',
  },
  ...over,
});

describe('the choice page', () => {
  it('shows what she wrote and two big buttons in her language, and decides only when one is pressed', async () => {
    const fetch = mockFetch({
      'GET /api/me': signedOut,
      [`GET ${PATH}`]: () => jsonResponse(200, view()),
      [`POST ${PATH}`]: () => jsonResponse(200, view({ decision: 'story', decidedBy: 'senior' })),
    });
    await renderApp(`/choice/${TOKEN}?choose=story`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Was sollen wir tun?' })).toBeTruthy();
    expect(screen.getByText('Vielleicht Pause?')).toBeTruthy();
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['Meine Nachricht als Geschichte behalten', 'Meine Fragen bis 4. Mai pausieren']);
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Meine Nachricht als Geschichte behalten' }));
    expect(await screen.findByText('Danke. Ihre Nachricht bleibt als Geschichte für Ihre Familie.')).toBeTruthy();
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ choice: 'story' }]);
    expect(screen.queryByRole('button', { name: 'Meine Fragen bis 4. Mai pausieren' })).toBeNull();
  });

  it('says what was chosen when she opens it again, and what the week did', async () => {
    mockFetch({
      'GET /api/me': signedOut,
      [`GET ${PATH}`]: () => jsonResponse(200, view({ decision: 'command', decidedBy: 'senior' })),
    });
    await renderApp(`/choice/${TOKEN}`);
    expect(
      await screen.findByText('Sie haben schon gewählt: Meine Fragen bis 4. Mai pausieren. Es ist nichts mehr zu tun.'),
    ).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('shows the refusal of a second choice plainly', async () => {
    mockFetch({
      'GET /api/me': signedOut,
      [`GET ${PATH}`]: () => jsonResponse(200, view()),
      [`POST ${PATH}`]: () => errorResponse(409, 'CHOICE_ALREADY_MADE', view().words.chosenStory),
    });
    await renderApp(`/choice/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Meine Fragen bis 4. Mai pausieren' }));
    expect(await screen.findByText(view().words.chosenStory)).toBeTruthy();
  });

  it('says plainly when the link is wrong', async () => {
    mockFetch({
      'GET /api/me': signedOut,
      [`GET ${PATH}`]: () =>
        errorResponse(404, 'INVALID_LINK', 'Invalid link. Please check your email or SMS for the correct link.'),
    });
    await renderApp(`/choice/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByText('Invalid link. Please check your email or SMS for the correct link.')).toBeTruthy();
  });
});
