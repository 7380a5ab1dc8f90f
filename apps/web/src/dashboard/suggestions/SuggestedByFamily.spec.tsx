import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { suggestion, vaultHandlers, waitingPhotoQuestion } from '../test/fixtures';

describe('suggested by family', () => {
  it("shows the family's suggestions to the owner, each with who suggested it, and adds one to the queue", async () => {
    let open = [suggestion(), suggestion({ id: 'sg2', text: 'Who taught you to swim?', suggestedBy: { name: 'Tom' } })];
    const placements: unknown[] = [];
    const fetchMock = mockFetch({
      ...vaultHandlers({}),
      'GET /api/vaults/v1/suggestions': () => jsonResponse(200, open),
      'POST /api/vaults/v1/suggestions/sg1/accept': (init) => {
        open = open.slice(1);
        placements.push(JSON.parse(String(init?.body)));
        return jsonResponse(201, {});
      },
      'DELETE /api/vaults/v1/suggestions/sg2': () => {
        open = [];
        return jsonResponse(204);
      },
    });
    await renderApp('/dashboard');

    const section = (await screen.findByRole('heading', { name: 'Suggested by family' })).closest('section')!;
    const items = within(section).getAllByRole('listitem');
    expect(within(items[0]).getByText('What was the lake house like in summer?')).toBeTruthy();
    expect(within(items[0]).getByText('Suggested by Emma')).toBeTruthy();
    expect(within(items[1]).getByText('Suggested by Tom')).toBeTruthy();
    // Only contributors suggest; the owner adds questions directly.
    expect(screen.queryByRole('button', { name: 'Suggest a question' })).toBeNull();

    fireEvent.click(within(items[0]).getByRole('button', { name: 'Ask next' }));
    expect(await screen.findByText('Question added')).toBeTruthy();
    expect(screen.getByText('It will be the next question asked.')).toBeTruthy();
    expect(placements).toEqual([{ placement: 'next' }]);
    expect(within(items[1]).getByRole('button', { name: 'Add to end of queue' })).toBeTruthy();
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/api/vaults/v1/suggestions/sg1/accept')).toHaveLength(1);
    // The queue is read again: the question is in it now.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/vaults/v1/questions').length).toBeGreaterThan(1));

    fireEvent.click(within(section).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Suggested by family' })).toBeNull());
  });

  it("shows a contributor's photo question waiting for the owner, with its photo, and adds it to the queue", async () => {
    let waiting = [waitingPhotoQuestion()];
    const fetchMock = mockFetch({
      ...vaultHandlers({}),
      'GET /api/vaults/v1/questions/photo/waiting': () => jsonResponse(200, waiting),
      'POST /api/vaults/v1/questions/photo/pq1/approve': () => {
        waiting = [];
        return jsonResponse(201, {});
      },
    });
    await renderApp('/dashboard');

    const section = (await screen.findByRole('heading', { name: 'Suggested by family' })).closest('section')!;
    const [item] = within(section).getAllByRole('listitem');
    expect(within(item).getByText('Who planted this garden?')).toBeTruthy();
    expect(within(item).getByText('Photo question from Emma')).toBeTruthy();
    expect(within(item).getByRole('img', { name: 'The photo of this question' }).getAttribute('src')).toBe(
      '/api/vaults/v1/questions/pq1/photo/thumb',
    );
    fireEvent.click(within(item).getByRole('button', { name: 'Add to queue' }));
    expect(await screen.findByText('Question added')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/vaults/v1/questions/photo/pq1/approve')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Suggested by family' })).toBeNull());
  });

  it('is not there when there are none', async () => {
    const fetchMock = mockFetch(vaultHandlers({}));
    await renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Coming Up Next' });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/vaults/v1/suggestions')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Suggested by family' })).toBeNull();
  });
});
