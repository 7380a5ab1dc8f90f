import { screen } from '@testing-library/react';
import { errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const PATH = '/api/listen/Abc-def_12345678';
const signedOut = () => errorResponse(401, 'NOT_SIGNED_IN', 'Please sign in to continue.');

describe('the listen page', () => {
  it("shows the story, who tells it, a large play button and the recording's player, signed out", async () => {
    mockFetch({
      'GET /api/me': signedOut,
      [`GET ${PATH}`]: () =>
        jsonResponse(200, {
          title: 'The day we sailed',
          question: 'What was your biggest adventure?',
          text: 'We left Piraeus at dawn.\n\nThe sea was calm.',
          seniorName: 'Rose',
          audioUrl: `${PATH}/audio`,
        }),
    });
    await renderApp('/listen/Abc-def_12345678');

    expect(await screen.findByRole('heading', { level: 1, name: 'The day we sailed' })).toBeTruthy();
    expect(screen.getByText('Told by Rose')).toBeTruthy();
    expect(screen.getByText('What was your biggest adventure?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play the story' })).toBeTruthy();
    expect(document.querySelector('audio')?.getAttribute('src')).toBe(`${PATH}/audio`);
    expect(screen.getByText('We left Piraeus at dawn.')).toBeTruthy();
    expect(screen.getByText('The sea was calm.')).toBeTruthy();
    expect(document.title).toBe('The day we sailed | StoryVault');
  });

  it('says plainly when the link was revoked or never existed', async () => {
    mockFetch({
      'GET /api/me': signedOut,
      [`GET ${PATH}`]: () => errorResponse(404, 'LISTEN_LINK_NOT_FOUND', 'This listening link does not work any more.'),
    });
    await renderApp('/listen/Abc-def_12345678');
    expect(await screen.findByRole('heading', { name: 'This link does not work any more' })).toBeTruthy();
    expect(screen.getByText('Please ask your family for a new link to this story.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Play the story' })).toBeNull();
  });
});
