import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { comment, sharedVault, story, TRIAL_OWNER, vaultHandlers } from '../test/fixtures';

const SHARED = sharedVault();
const COMMENTS = `/api/vaults/${SHARED.id}/stories/s1/comments`;
const EMMA = { ...TRIAL_OWNER, name: 'Emma Berg', email: 'emma@example.com' };

async function openStory() {
  fireEvent.click(await screen.findByRole('button', { name: 'Read Story' }));
  return screen.findByRole('dialog', { name: 'What was your first job?' });
}

describe('comments on a story', () => {
  it('lists them with author and time, offers Delete only where allowed, and posts a new one', async () => {
    let listed = [
      comment(),
      comment({ id: 'c2', text: 'Tell us about the bike!', author: { name: 'Emma Berg' }, canDelete: true }),
    ];
    const fetchMock = mockFetch({
      ...vaultHandlers({ owner: EMMA, vault: SHARED, stories: [story()] }),
      [`GET ${COMMENTS}`]: () => jsonResponse(200, listed),
      [`POST ${COMMENTS}`]: () => {
        const posted = comment({
          id: 'c3',
          text: 'Thank you, Grandma.',
          author: { name: 'Emma Berg' },
          canDelete: true,
        });
        listed = [...listed, posted];
        return jsonResponse(201, posted);
      },
    });
    await renderApp('/dashboard');
    const dialog = await openStory();

    const section = (await within(dialog).findByRole('heading', { name: 'Comments (2)' })).closest('section')!;
    const items = within(section).getAllByRole('listitem');
    expect(within(items[0]).getByText('Emma')).toBeTruthy();
    expect(within(items[0]).getByText('3 hours ago')).toBeTruthy();
    expect(within(items[0]).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(items[1]).getByRole('button', { name: 'Delete comment by Emma Berg' })).toBeTruthy();

    const field = within(section).getByRole('textbox', { name: 'Write a comment' }) as HTMLTextAreaElement;
    expect(field.maxLength).toBe(2000);
    expect(within(section).getByText('0 / 2,000 characters')).toBeTruthy();
    const post = within(section).getByRole('button', { name: 'Post' }) as HTMLButtonElement;
    expect(post.disabled).toBe(true);
    fireEvent.change(field, { target: { value: ' Thank you, Grandma. ' } });
    expect(within(section).getByText('21 / 2,000 characters')).toBeTruthy();
    fireEvent.click(post);

    expect(await within(dialog).findByRole('heading', { name: 'Comments (3)' })).toBeTruthy();
    expect(within(section).getByText('Thank you, Grandma.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', COMMENTS)[0].body).toEqual({ text: 'Thank you, Grandma.' });
    await waitFor(() => expect(field.value).toBe(''));
  });

  it('reads the newest comments first and the earlier ones on request, counting them all', async () => {
    const newest = Array.from({ length: 50 }, (_, i) => comment({ id: `n${i}`, text: `Newer ${i}` }));
    const fetchMock = mockFetch({
      ...vaultHandlers({ stories: [story()] }),
      ['GET /api/vaults/v1/stories/s1/comments']: () =>
        jsonResponse(200, newest, {
          'X-Total-Count': '51',
          Link: '</api/vaults/v1/stories/s1/comments?limit=50&before=n0>; rel="next"',
        }),
      ['GET /api/vaults/v1/stories/s1/comments?limit=50&before=n0']: () =>
        jsonResponse(200, [comment({ id: 'o1', text: 'The very first' })], { 'X-Total-Count': '51' }),
    });
    await renderApp('/dashboard');
    const dialog = await openStory();
    const section = (await within(dialog).findByRole('heading', { name: 'Comments (51)' })).closest('section')!;
    expect(within(section).getAllByRole('listitem')).toHaveLength(50);
    expect(within(section).queryByText('The very first')).toBeNull();

    fireEvent.click(within(section).getByRole('button', { name: 'Show earlier comments' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(51));
    expect(within(within(section).getAllByRole('listitem')[0]).getByText('The very first')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Show earlier comments' })).toBeNull();
    expect(callsTo(fetchMock, 'GET', '/api/vaults/v1/stories/s1/comments?limit=50&before=n0')).toHaveLength(1);
  });

  it('asks before deleting a comment', async () => {
    let listed = [comment({ canDelete: true })];
    const fetchMock = mockFetch({
      ...vaultHandlers({ stories: [story()] }),
      ['GET /api/vaults/v1/stories/s1/comments']: () => jsonResponse(200, listed),
      ['DELETE /api/vaults/v1/stories/s1/comments/c1']: () => {
        listed = [];
        return jsonResponse(204);
      },
    });
    await renderApp('/dashboard');
    const dialog = await openStory();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete comment by Emma' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByRole('heading', { name: 'Comments (0)' }, { timeout: 5000 })).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', '/api/vaults/v1/stories/s1/comments/c1')).toHaveLength(1);
  });
});
