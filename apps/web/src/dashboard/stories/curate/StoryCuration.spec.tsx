import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeletedStoryView, StoryRevisionView } from '@storyvault/contracts';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../../test/fetchMock';
import { renderApp } from '../../../test/renderApp';
import { sharedVault, story, vault, vaultHandlers } from '../../test/fixtures';
import { daysLeft } from './RecentlyDeleted';

const VAULT = vault();
const STORY = `/api/vaults/${VAULT.id}/stories/s1`;
const TITLED = story({ title: 'The paper round', period: '1950s' });
const WAIT = { timeout: 20_000 };

const revision = (over: Partial<StoryRevisionView>): StoryRevisionView => ({
  id: 'r1',
  title: null,
  period: null,
  fullText: 'I delivered newspapers every morning before school.',
  tags: ['work'],
  by: null,
  at: '2025-03-01T10:00:00.000Z',
  current: false,
  original: false,
  ...over,
});

async function storyCard(): Promise<HTMLElement> {
  return (await screen.findByRole('heading', { name: 'The paper round' }, WAIT)).closest('article') as HTMLElement;
}

describe('curating a story in the dashboard', () => {
  it('shows the title with the question under it and the period; the owner edits them in "Edit story"', async () => {
    const fetchMock = mockFetch({
      ...vaultHandlers({ vault: VAULT, stories: [TITLED] }),
      [`PATCH ${STORY}`]: () => jsonResponse(200, { ...TITLED, title: 'Papers', period: '1952' }),
    });
    await renderApp('/dashboard');
    const card = await storyCard();
    expect(within(card).getByText('What was your first job?')).toBeTruthy();
    expect(within(card).getByText('When: 1950s')).toBeTruthy();

    const editButton = within(card).getByRole('button', { name: 'Edit story' });
    editButton.focus();
    fireEvent.click(editButton);
    const dialog = await screen.findByRole('dialog', { name: 'Edit story' });
    const title = within(dialog).getByLabelText('Title') as HTMLInputElement;
    expect(title.value).toBe('The paper round');
    fireEvent.change(title, { target: { value: 'Papers' } });
    fireEvent.change(within(dialog).getByLabelText('When it happened'), { target: { value: '1952' } });
    fireEvent.change(within(dialog).getByLabelText('Tags'), { target: { value: 'work, Elm Street , ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit story' })).toBeNull());
    expect(callsTo(fetchMock, 'PATCH', STORY)[0].body).toEqual({
      title: 'Papers',
      fullText: TITLED.fullText,
      tags: ['work', 'Elm Street'],
      period: '1952',
    });
    // Focus goes back to the button that opened the dialog.
    await waitFor(() => expect(document.activeElement).toBe(editButton));
  });

  it('shows the api’s refusal in the dialog and keeps what was typed', async () => {
    mockFetch({
      ...vaultHandlers({ vault: VAULT, stories: [TITLED] }),
      [`PATCH ${STORY}`]: () =>
        errorResponse(400, 'STORY_PERIOD_INVALID', 'When it happened must be a year like 1962 or a decade like 1960s.'),
    });
    await renderApp('/dashboard');
    fireEvent.click(within(await storyCard()).getByRole('button', { name: 'Edit story' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit story' });
    fireEvent.change(within(dialog).getByLabelText('When it happened'), { target: { value: 'then' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/a year like 1962/);
    expect((within(dialog).getByLabelText('When it happened') as HTMLInputElement).value).toBe('then');
  });

  it('lists the versions with who and when, and restores one', async () => {
    const versions = [
      revision({ id: 'r2', title: 'The paper round', period: '1950s', by: 'Ann Smith', current: true }),
      revision({ id: 's1', by: null, original: true }),
    ];
    const fetchMock = mockFetch({
      ...vaultHandlers({ vault: VAULT, stories: [TITLED] }),
      [`GET ${STORY}/revisions`]: () => jsonResponse(200, versions),
      [`POST ${STORY}/revisions/s1/restore`]: () => jsonResponse(200, story()),
    });
    await renderApp('/dashboard');
    fireEvent.click(within(await storyCard()).getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of “The paper round”' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items[0].textContent).toContain('Edited by Ann Smith');
    expect(items[0].textContent).toContain('Current version');
    expect(within(items[0]).queryByRole('button', { name: 'Restore this version' })).toBeNull();
    expect(items[1].textContent).toContain('As Rose shared it');
    // The original has no title or period: restoring it asks first, naming what would go.
    fireEvent.click(within(items[1]).getByRole('button', { name: 'Restore this version' }));
    const ask = await screen.findByRole('dialog', { name: 'Restore this version?' });
    expect(ask.textContent).toContain('the title “The paper round” and the decade 1950s');
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Restore this version?' })).toBeNull());
    expect(callsTo(fetchMock, 'POST', `${STORY}/revisions/s1/restore`)).toHaveLength(0);
    fireEvent.click(within(items[1]).getByRole('button', { name: 'Restore this version' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Restore this version?' })).getByRole('button', {
        name: 'Restore anyway',
      }),
    );
    await waitFor(() => expect(callsTo(fetchMock, 'POST', `${STORY}/revisions/s1/restore`)).toHaveLength(1));
    expect(await screen.findByText('Version restored')).toBeTruthy();
  });

  it('highlights what each version changed from the one before, and restores without asking when nothing is dropped', async () => {
    const versions = [
      revision({
        id: 'r3',
        title: 'The paper round',
        period: '1950s',
        fullText: 'I delivered the Gazette every morning before school.',
        by: 'Ann Smith',
        current: true,
      }),
      revision({ id: 'r2', title: 'Papers', period: '1950s', by: 'Ann Smith' }),
      revision({ id: 's1', by: null, original: true }),
    ];
    const fetchMock = mockFetch({
      ...vaultHandlers({ vault: VAULT, stories: [TITLED] }),
      [`GET ${STORY}/revisions`]: () => jsonResponse(200, versions),
      [`POST ${STORY}/revisions/r2/restore`]: () => jsonResponse(200, TITLED),
    });
    await renderApp('/dashboard');
    fireEvent.click(within(await storyCard()).getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of “The paper round”' });
    const items = await within(dialog).findAllByRole('listitem');
    const newest = items[0];
    expect([...newest.querySelectorAll('del')].map((d) => d.textContent)).toEqual(['Papers', 'newspapers']);
    expect([...newest.querySelectorAll('ins')].map((i) => i.textContent)).toEqual(['The paper round', 'the Gazette']);
    // The edit before it gave a title and a period where the original had the question and none.
    expect([...items[1].querySelectorAll('ins')].map((i) => i.textContent)).toEqual(['Papers', '1950s']);
    expect(items[1].textContent).toContain('The text itself did not change.');
    // The original is shown as it arrived, with nothing marked.
    expect(items[2].querySelectorAll('ins, del')).toHaveLength(0);
    fireEvent.click(within(items[1]).getByRole('button', { name: 'Restore this version' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', `${STORY}/revisions/r2/restore`)).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Restore this version?' })).toBeNull();
  });

  it('deletes a story after confirming, and the notification’s Undo restores it', async () => {
    const fetchMock = mockFetch({
      ...vaultHandlers({ vault: VAULT, stories: [TITLED] }),
      [`DELETE ${STORY}`]: () => jsonResponse(204),
      [`POST ${STORY}/restore`]: () => jsonResponse(200, TITLED),
    });
    await renderApp('/dashboard');
    fireEvent.click(within(await storyCard()).getByRole('button', { name: 'Delete story' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this story?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep it' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete story' }));
    expect(await screen.findByText('Story deleted')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', STORY)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this story?' })).toBeNull());
    // Focus is not lost with the story's buttons: it goes to the collection's heading.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your Story Collection' })),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', `${STORY}/restore`)).toHaveLength(1));
    expect(await screen.findByText('Story restored')).toBeTruthy();
  });

  it('lists Recently deleted with the days left, and restores from there', async () => {
    const purgeAt = new Date(Date.now() + 12 * 86_400_000 + 3_600_000).toISOString();
    const gone: DeletedStoryView = {
      id: 's9',
      title: 'The old boat',
      question: { text: 'What did your father build?' },
      period: null,
      createdAt: '2025-01-01T10:00:00.000Z',
      deletedAt: new Date().toISOString(),
      purgeAt,
    };
    const fetchMock = mockFetch({
      ...vaultHandlers({ vault: VAULT, stories: [TITLED] }),
      [`GET /api/vaults/${VAULT.id}/stories/deleted`]: () => jsonResponse(200, [gone]),
      [`POST /api/vaults/${VAULT.id}/stories/s9/restore`]: () => jsonResponse(200, story({ id: 's9' })),
    });
    await renderApp('/dashboard');
    const section = (await screen.findByRole('heading', { name: 'Recently deleted' }, WAIT)).closest('section')!;
    expect(within(section).getByText('The old boat')).toBeTruthy();
    expect(within(section).getByText('12 days left')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Restore “The old boat”' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `/api/vaults/${VAULT.id}/stories/s9/restore`)).toHaveLength(1),
    );
    expect(daysLeft(new Date(Date.now() + 1.5 * 86_400_000).toISOString())).toBe('1 day left');
    expect(daysLeft(new Date(Date.now() + 3_600_000).toISOString())).toBe('Less than a day left');
  });

  it('gives a member the title and period but no edit tools', async () => {
    const shared = sharedVault({ role: 'contributor' });
    mockFetch(vaultHandlers({ vault: shared, stories: [TITLED] }));
    await renderApp('/dashboard');
    const card = await storyCard();
    expect(within(card).getByText('When: 1950s')).toBeTruthy();
    for (const name of ['Edit story', 'History', 'Delete story'])
      expect(within(card).queryByRole('button', { name })).toBeNull();
  });

  it('shows a renewal note once the subscription ended, and no edit tools', async () => {
    mockFetch({
      ...vaultHandlers({ vault: VAULT, stories: [TITLED] }),
      'GET /api/billing/standing': () => jsonResponse(200, { ended: true }),
    });
    await renderApp('/dashboard');
    const note = await screen.findByText('Your subscription has ended', undefined, WAIT);
    const link = within(note.closest('[role="status"]') as HTMLElement).getByRole('link', {
      name: 'renew your subscription',
    });
    expect(link.getAttribute('href')).toBe('/subscribe');
    const card = await storyCard();
    expect(within(card).getByRole('button', { name: 'Read Story' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Edit story' })).toBeNull();
  });
});
