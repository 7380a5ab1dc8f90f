import { fireEvent, screen } from '@testing-library/react';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const PATH = '/api/notifications/unsubscribe?token=t%2B1';
const signedOut = () => errorResponse(401, 'NOT_SIGNED_IN', 'Please sign in to continue.');

describe('the unsubscribe page', () => {
  it('stops the new-story emails with one button, signed out', async () => {
    const fetchMock = mockFetch({
      'GET /api/me': signedOut,
      [`GET ${PATH}`]: () => jsonResponse(200, { seniorName: 'Rose', notify: 'each' }),
      [`POST ${PATH}`]: () => jsonResponse(200, { seniorName: 'Rose', notify: 'none' }),
    });
    await renderApp('/unsubscribe?token=t%2B1');

    expect(
      await screen.findByRole('heading', { name: "Stop emails about new stories from Rose's collection?" }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stop these emails' }));

    expect(
      await screen.findByText("You won't get these emails any more. You can turn them back on in the dashboard."),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', PATH)[0].body).toEqual({});
    expect(document.title).toBe('Unsubscribe | StoryVault');
  });

  it('says plainly when the link is not valid', async () => {
    mockFetch({
      'GET /api/me': signedOut,
      [`GET ${PATH}`]: () => errorResponse(404, 'INVALID_UNSUBSCRIBE_LINK', 'This link is not valid.'),
    });
    await renderApp('/unsubscribe?token=t%2B1');
    expect(await screen.findByRole('heading', { name: "This unsubscribe link isn't valid." })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop these emails' })).toBeNull();
  });

  it('says the same without a token, asking nothing of the api', async () => {
    const fetchMock = mockFetch({ 'GET /api/me': signedOut });
    await renderApp('/unsubscribe');
    expect(await screen.findByRole('heading', { name: "This unsubscribe link isn't valid." })).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('unsubscribe'))).toHaveLength(0);
  });
});
