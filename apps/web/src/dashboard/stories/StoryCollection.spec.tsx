import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STORY_HIGHLIGHT, type StoryView } from '@storyvault/contracts';
import { callsTo, errorResponse, jsonResponse, mockFetch, type MockResponse } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { silenceExpectedErrors, story, vault, vaultHandlers } from '../test/fixtures';

const VAULT = vault();
const STORIES_PATH = `/api/vaults/${VAULT.id}/stories`;

/** `count` stories, newest first, as the API answers them: s1 is the newest. */
const stories = (count: number): StoryView[] =>
  Array.from({ length: count }, (_, i) =>
    story({
      id: `s${i + 1}`,
      createdAt: new Date(Date.UTC(2025, 2, 1) - i * 7 * 86_400_000).toISOString(),
      fullText: `Story number ${i + 1}.`,
      responseType: i % 3 === 0 ? 'voice' : 'written',
    }),
  );

/** The API's pages of 20 over `all`: each page with a Link to the next while older stories follow. */
function pages(all: StoryView[], answer: (before: string | null) => MockResponse | null = () => null) {
  const handlers: Record<string, () => MockResponse> = {};
  for (let start = 0; start < all.length || start === 0; start += 20) {
    const before = start === 0 ? null : all[start - 1].id;
    const page = all.slice(start, start + 20);
    const last = page.at(-1);
    const link =
      start + 20 < all.length ? { Link: `<${STORIES_PATH}?limit=20&before=${last!.id}>; rel="next"` } : undefined;
    handlers[`GET ${STORIES_PATH}?limit=20${before ? `&before=${before}` : ''}`] = () =>
      answer(before) ?? jsonResponse(200, page, link);
  }
  return handlers;
}

// Role queries walk the whole accessibility tree, slow on a timeline of 45 cards in jsdom on a
// busy machine: the cards are counted by tag, and every wait is on the state, given time.
const WAIT = { timeout: 20_000 };
const timeline = async () =>
  (await screen.findByText('Your Story Collection', { selector: 'h2' }, WAIT)).closest('section') as HTMLElement;
const cards = (section: HTMLElement) => section.querySelectorAll('article').length;
const olderButton = (section: HTMLElement) => within(section).queryByText('Show older stories', { selector: 'button' });
const shows = (section: HTMLElement, count: number) => waitFor(() => expect(cards(section)).toBe(count), WAIT);

describe('the story collection, a page at a time', () => {
  it('shows the newest 20, then 20 older ones a press at a time, until there are none, moving focus to the first new one', async () => {
    const all = stories(45);
    const fetchMock = mockFetch({ ...vaultHandlers({ vault: VAULT }), ...pages(all) });
    await renderApp('/dashboard');
    const section = await timeline();

    await shows(section, 20);
    expect(within(section).getByText('Story number 1.')).toBeTruthy();
    expect(within(section).queryByText('Story number 21.')).toBeNull();
    // Never the whole list.
    expect(callsTo(fetchMock, 'GET', STORIES_PATH)).toHaveLength(0);

    // A native button: in the tab order, pressed with Enter or Space.
    const older = olderButton(section)!;
    expect(older.tabIndex).toBe(0);
    expect(older.hasAttribute('disabled')).toBe(false);
    older.focus();
    fireEvent.click(older);
    await shows(section, 40);
    const items = section.querySelectorAll('ol > li');
    await waitFor(() => expect(document.activeElement).toBe(items[20]), WAIT);
    expect(within(items[20] as HTMLElement).getByText('Story number 21.')).toBeTruthy();

    fireEvent.click(olderButton(section)!);
    await shows(section, 45);
    expect(within(section).getByText('Story number 45.')).toBeTruthy();
    expect(olderButton(section)).toBeNull();
    expect(callsTo(fetchMock, 'GET', `${STORIES_PATH}?limit=20&before=s20`)).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', `${STORIES_PATH}?limit=20&before=s40`)).toHaveLength(1);
  });

  it('shows no button when the first page is all there is', async () => {
    mockFetch({ ...vaultHandlers({ vault: VAULT }), ...pages(stories(20)) });
    await renderApp('/dashboard');
    const section = await timeline();
    await shows(section, 20);
    expect(olderButton(section)).toBeNull();
  });

  it('filters the stories loaded so far by kind and still offers the older ones', async () => {
    mockFetch({ ...vaultHandlers({ vault: VAULT }), ...pages(stories(30)) });
    await renderApp('/dashboard');
    const section = await timeline();
    await shows(section, 20);
    fireEvent.click(within(section).getByRole('button', { name: 'Voice' }));
    // s1, s4, … s19: every third is a voice story.
    await shows(section, 7);
    fireEvent.click(olderButton(section)!);
    await shows(section, 10);
    expect(within(section).getByText('Story number 28.')).toBeTruthy();
  });

  it('asks the API for what is typed once typing pauses, marks the words found, says so when none are, and clears back to the timeline', async () => {
    const found = story({
      id: 'found',
      fullText: 'Grandfather was a lifeguard at the <b>lake</b>.',
      highlight: `${STORY_HIGHLIGHT.start}Grandfather${STORY_HIGHLIGHT.end} was a ${STORY_HIGHLIGHT.start}lifeguard${STORY_HIGHLIGHT.end} at the <b>lake</b>.`,
    });
    const fetchMock = mockFetch({
      ...vaultHandlers({ vault: VAULT }),
      ...pages(stories(30)),
      [`GET ${STORIES_PATH}?limit=20&q=grandfather+lifeg`]: () => jsonResponse(200, [found]),
      [`GET ${STORIES_PATH}?limit=20&q=zzz`]: () => jsonResponse(200, []),
    });
    await renderApp('/dashboard');
    const section = await timeline();
    await shows(section, 20);
    const box = within(section).getByLabelText('Search stories');
    for (const typed of ['g', 'gr', 'grandfather', 'grandfather ', 'grandfather l', 'grandfather lifeg'])
      fireEvent.change(box, { target: { value: typed } });
    await shows(section, 1);
    expect(
      await within(section).findByText('Stories found for “grandfather lifeg”, the best match first.', {}, WAIT),
    ).toBeTruthy();
    const marks = [...section.querySelectorAll('article mark')].map((m) => m.textContent);
    expect(marks).toEqual(['Grandfather', 'lifeguard']);
    // The story's words stay text: no element from them.
    expect(section.querySelector('article b')).toBeNull();
    expect(section.querySelector('article')!.textContent).toContain('<b>lake</b>');
    // Asked once, for what was typed when typing paused; never the words on the way.
    expect(callsTo(fetchMock, 'GET', `${STORIES_PATH}?limit=20&q=g`)).toHaveLength(0);
    expect(callsTo(fetchMock, 'GET', `${STORIES_PATH}?limit=20&q=grandfather`)).toHaveLength(0);
    expect(callsTo(fetchMock, 'GET', `${STORIES_PATH}?limit=20&q=grandfather+lifeg`)).toHaveLength(1);

    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(await within(section).findByText('No stories found for “zzz”.', {}, WAIT)).toBeTruthy();
    await shows(section, 0);
    fireEvent.click(within(section).getByRole('button', { name: 'Clear search' }));
    await shows(section, 20);
    expect((box as HTMLInputElement).value).toBe('');
    expect(within(section).queryByText(/No stories found/)).toBeNull();
  });

  it('orders the timeline by when it happened, the stories with no date last under a plain label', async () => {
    const byPeriod = [
      story({ id: 'p1', period: '1948', fullText: 'The war ended.' }),
      story({ id: 'p2', period: '1960s', fullText: 'We moved to the city.' }),
      story({ id: 'p3', period: null, fullText: 'A story with no date.' }),
    ];
    const fetchMock = mockFetch({
      ...vaultHandlers({ vault: VAULT }),
      ...pages(stories(3)),
      [`GET ${STORIES_PATH}?limit=20&sort=period`]: () => jsonResponse(200, byPeriod),
    });
    await renderApp('/dashboard');
    const section = await timeline();
    await shows(section, 3);
    fireEvent.click(within(section).getByRole('button', { name: 'When it happened' }));
    expect(await within(section).findByText('No date given', {}, WAIT)).toBeTruthy();
    const items = [...section.querySelectorAll('ol > li')].map((li) => li.textContent ?? '');
    expect(items[0]).toContain('The war ended.');
    expect(items[1]).toContain('We moved to the city.');
    expect(items[2]).toMatch(/^No date given.*A story with no date\./);
    expect(callsTo(fetchMock, 'GET', `${STORIES_PATH}?limit=20&sort=period`)).toHaveLength(1);
    fireEvent.click(within(section).getByRole('button', { name: 'Newest first' }));
    await waitFor(() => expect(within(section).queryByText('No date given')).toBeNull(), WAIT);
    expect(within(section).getByText('Story number 1.')).toBeTruthy();
  });

  it('keeps the stories it has when an older page fails, says so, and tries again on the next press', async () => {
    silenceExpectedErrors();
    let failing = true;
    const all = stories(25);
    mockFetch({
      ...vaultHandlers({ vault: VAULT }),
      ...pages(all, (before) =>
        before && failing ? errorResponse(500, 'INTERNAL', 'Something went wrong. Please try again.') : null,
      ),
    });
    await renderApp('/dashboard');
    const section = await timeline();
    await shows(section, 20);
    fireEvent.click(olderButton(section)!);
    expect(await within(section).findByText('Failed to fetch stories', {}, WAIT)).toBeTruthy();
    expect(cards(section)).toBe(20);

    failing = false;
    await act(async () => {
      fireEvent.click(olderButton(section)!);
    });
    await shows(section, 25);
    expect(within(section).queryByText('Failed to fetch stories')).toBeNull();
  });
});
