import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import {
  activity,
  sharedVault,
  story,
  suggestion,
  TRIAL_OWNER,
  vault,
  vaultHandlers,
  waitingPhotoQuestion,
} from '../test/fixtures';

/** Someone with no subscription of their own (hasFullAccess false) and only a shared vault. */
const EMMA = { ...TRIAL_OWNER, name: 'Emma Berg', email: 'emma@example.com' };
const SHARED = sharedVault();

function memberOf(role: 'viewer' | 'contributor' = 'viewer') {
  return mockFetch(
    vaultHandlers({
      owner: EMMA,
      vault: { ...SHARED, role },
      stories: [
        story({ id: 's1', photos: [{ url: '/media/p1.jpg', filename: 'lake.jpg' }] }),
        story({ id: 's2', responseType: 'voice', audioUrl: '/media/s2.wav' }),
      ],
      activities: [activity()],
      // Were the dashboard to ask, the owner's reads would answer: they must not be asked.
      suggestions: [suggestion()],
    }),
  );
}

describe("a family member's dashboard", () => {
  afterEach(() => window.localStorage.clear());

  it('shows where the questions stand: who stopped them, or until when they are paused', async () => {
    mockFetch(
      vaultHandlers({
        owner: EMMA,
        vault: { ...SHARED, role: 'viewer', pauseKind: 'stop', pausedUntil: null, pausedBy: 'senior' },
      }),
    );
    await renderApp('/dashboard');
    expect(await screen.findByText('Questions stopped by Rose')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resume questions now' })).toBeNull();
  });

  it('shows an active vault as active', async () => {
    memberOf();
    await renderApp('/dashboard');
    expect(await screen.findByText('Active Vault')).toBeTruthy();
  });

  it('shows the stories, stats and memories with who shared them, and none of the owner tools', async () => {
    const fetchMock = memberOf();
    await renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: "Rose's Story Collection" })).toBeTruthy();
    expect(screen.getByText('Shared with you by Anna Berg')).toBeTruthy();
    expect(screen.getByText('You are a Viewer: you can read, listen and comment.')).toBeTruthy();

    const stories = screen.getByRole('heading', { name: 'Your Story Collection' }).closest('section')!;
    expect(await within(stories).findAllByRole('article')).toHaveLength(2);
    expect(within(stories).getByRole('button', { name: 'Play Recording' })).toBeTruthy();
    expect(within(stories).getAllByRole('button', { name: 'Read Story' })).toHaveLength(2);
    expect(within(stories).getByRole('img', { name: 'Photo: lake.jpg' })).toBeTruthy();
    expect(within(stories).getByLabelText('Search stories')).toBeTruthy();
    expect(within(stories).getByRole('group', { name: 'Show stories' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your Family Legacy' })).toBeTruthy();
    expect(await screen.findByText('2 hours ago')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Email me about new stories' })).toBeTruthy();

    for (const name of [
      "Let's Set Up Your Loved One's Vault",
      'Build Your Family Question List',
      'Coming Up Next',
      'Family',
      'Suggested by family',
    ]) {
      expect(screen.queryByRole('heading', { name })).toBeNull();
    }
    for (const name of ['Edit Your Vault', 'Invite family', 'Add More Questions', 'Suggest a question']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByText(/^Email:/)).toBeNull();
    expect(screen.queryByText('Every 2 weeks')).toBeNull();
    expect(screen.queryByText(/Upgrade/)).toBeNull();
    expect(callsTo(fetchMock, 'GET', `/api/vaults/${SHARED.id}/questions`)).toHaveLength(0);
    expect(callsTo(fetchMock, 'GET', `/api/vaults/${SHARED.id}/members`)).toHaveLength(0);
    expect(callsTo(fetchMock, 'GET', `/api/vaults/${SHARED.id}/suggestions`)).toHaveLength(0);
  });

  it('shows a member no original response: the API gives members the story without the email it came in', async () => {
    const { rawText: _owners, ...asMembersGetIt } = story({ id: 's1', fullText: 'We lived by the river.' });
    mockFetch(vaultHandlers({ owner: EMMA, vault: { ...SHARED, role: 'viewer' }, stories: [asMembersGetIt] }));
    await renderApp('/dashboard');

    const stories = (await screen.findByRole('heading', { name: 'Your Story Collection' })).closest('section')!;
    expect(await within(stories).findByText('We lived by the river.')).toBeTruthy();
    expect(within(stories).getByRole('button', { name: 'Read Story' })).toBeTruthy();
    expect(within(stories).queryByRole('button', { name: 'Show Original Response' })).toBeNull();
    expect(within(stories).queryByText(/On Monday you wrote/)).toBeNull();
  });

  it('lets a contributor suggest a question to the owner', async () => {
    const post = jest.fn(() => jsonResponse(201, suggestion({ text: 'What games did you play?' })));
    mockFetch({
      ...vaultHandlers({ owner: EMMA, vault: { ...SHARED, role: 'contributor' } }),
      [`POST /api/vaults/${SHARED.id}/suggestions`]: post,
    });
    await renderApp('/dashboard');

    expect(
      await screen.findByText('You are a Contributor: you can read, listen, comment and suggest questions.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Suggest a question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggest a question' });
    const send = within(dialog).getByRole('button', { name: 'Send suggestion' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your question' }), {
      target: { value: '  What games did you play?  ' },
    });
    expect(within(dialog).getByText('28/500 characters')).toBeTruthy();
    fireEvent.click(send);

    expect(await screen.findByText('Suggestion sent')).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String((post.mock.calls[0] as unknown as [RequestInit])[0].body))).toEqual({
      text: 'What games did you play?',
    });
  });

  it('lets a contributor ask about a photo, which waits for the owner', async () => {
    const post = jest.fn(() =>
      jsonResponse(201, waitingPhotoQuestion({ question: { text: 'Tell us about this photo', category: 'custom' } })),
    );
    mockFetch({
      ...vaultHandlers({ owner: EMMA, vault: { ...SHARED, role: 'contributor' } }),
      [`POST /api/vaults/${SHARED.id}/questions/photo`]: post,
    });
    await renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Suggest a question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggest a question' });
    const form = within(dialog).getByRole('form', { name: 'Ask about a photo' });
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'lake.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(form).getByLabelText('Photo'), { target: { files: [photo] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add photo question' }));

    expect(await screen.findByText('Photo question sent')).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Suggest a question' })).toBeNull());
  });

  it('changes the new-story emails for this collection', async () => {
    const fetchMock = mockFetch({
      ...vaultHandlers({ owner: EMMA, vault: SHARED }),
      [`PUT /api/vaults/${SHARED.id}/notifications`]: () => jsonResponse(200, { notify: 'weekly' }),
    });
    await renderApp('/dashboard');
    const group = await screen.findByRole('radiogroup', { name: 'Email me about new stories' });
    await waitFor(() =>
      expect((within(group).getByRole('radio', { name: 'Every story' }) as HTMLInputElement).checked).toBe(true),
    );
    fireEvent.click(within(group).getByRole('radio', { name: 'Weekly digest' }));
    expect(await screen.findByText('New story emails: Weekly digest.')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', `/api/vaults/${SHARED.id}/notifications`)[0].body).toEqual({ notify: 'weekly' });
    expect((within(group).getByRole('radio', { name: 'Weekly digest' }) as HTMLInputElement).checked).toBe(true);
  });

  it('opens on the vault and the story of a new-story email link, in the switcher with who shared it', async () => {
    const own = vault({ id: 'v-own', seniorName: 'Ida' });
    mockFetch({
      ...vaultHandlers({ owner: EMMA, vault: own }),
      ...vaultHandlers({
        owner: EMMA,
        vault: SHARED,
        stories: [story({ id: 's1' }), story({ id: 's7', question: { text: 'Where did you meet Grandpa?' } })],
      }),
      'GET /api/vaults': () => jsonResponse(200, [SHARED, own]),
    });
    await renderApp(`/dashboard?vault=${SHARED.id}&story=s7`);

    const dialog = await screen.findByRole('dialog', { name: 'Where did you meet Grandpa?' });
    expect(screen.getByText('Shared with you by Anna Berg', { exact: true })).toBeTruthy();
    expect(window.localStorage.getItem('storyvault.currentVault.emma@example.com')).toBe(SHARED.id);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Where did you meet Grandpa?' })).toBeNull());
    // The link is spent; the vault stays chosen.
    expect(screen.getByText('Shared with you by Anna Berg')).toBeTruthy();
    const switcher = within(screen.getByRole('banner')).getByRole('combobox', { name: 'Vault' }) as HTMLSelectElement;
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ida', 'Rose (shared by Anna Berg)']);
    expect(switcher.value).toBe(SHARED.id);
  });

  it('says so when the linked collection is no longer shared', async () => {
    mockFetch(vaultHandlers({ owner: EMMA, vault: vault({ id: 'v-own', seniorName: 'Ida' }) }));
    await renderApp('/dashboard?vault=v-gone');
    expect(await screen.findByText(/isn.t shared with you any more/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: "Ida's Story Collection" })).toBeTruthy();
  });

  it('says so once when the collection last open was unshared, then starts on the first vault', async () => {
    window.localStorage.setItem('storyvault.currentVault.emma@example.com', 'v-gone');
    mockFetch(vaultHandlers({ owner: EMMA, vault: vault({ id: 'v-own', seniorName: 'Ida' }) }));
    await renderApp('/dashboard');
    expect(await screen.findByText(/isn.t shared with you any more/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: "Ida's Story Collection" })).toBeTruthy();
    await waitFor(() => expect(window.localStorage.getItem('storyvault.currentVault.emma@example.com')).toBeNull());
  });
});
