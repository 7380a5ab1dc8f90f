import { fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../test/fetchMock';
import { renderApp } from '../test/renderApp';
import { activity, queue, story, vault, vaultHandlers } from './test/fixtures';

describe('a set-up vault', () => {
  it('shows the header, the question tools, what comes next, stories, stats and activity', async () => {
    mockFetch(
      vaultHandlers({
        stories: [
          story({ photos: [{ url: '/media/p1.jpg', filename: 'bakery.jpg' }] }),
          story({ id: 's2', responseType: 'voice', audioUrl: '/media/s2.wav', tags: [] }),
        ],
        activities: [activity()],
      }),
    );
    await renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: "Rose's Story Collection" })).toBeTruthy();
    expect(screen.getByText('Active Vault')).toBeTruthy();
    expect(screen.getByText('Email: rose@example.com')).toBeTruthy();
    expect(screen.getByText('Every 2 weeks')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Your Vault' })).toBeTruthy();

    // The owner's tools sit below the stories and render just after them.
    expect(await screen.findByRole('heading', { name: 'Build Your Family Question List' })).toBeTruthy();
    expect(screen.getByText(/starts with 20 thoughtful questions/)).toBeTruthy();
    for (const name of ['Create a Custom Question', 'Browse Our Question Library', 'Manage Your Questions']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }

    expect(await screen.findByText('Tomorrow')).toBeTruthy();
    expect(screen.getByText(queue(1)[0].question.text)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'On Deck' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show All 5 Questions' })).toBeTruthy();

    const stories = screen.getByRole('heading', { name: 'Your Story Collection' }).closest('section')!;
    expect(await within(stories).findAllByRole('article')).toHaveLength(2);
    expect(within(stories).getByText('Written story')).toBeTruthy();
    expect(within(stories).getByText('Voice story')).toBeTruthy();
    expect(within(stories).getByText('youth')).toBeTruthy();
    expect(within(stories).getAllByRole('button', { name: 'Play Recording' })).toHaveLength(1);
    expect(stories.querySelector('audio')?.getAttribute('src')).toBe('/media/s2.wav');
    expect(within(stories).getByRole('img', { name: 'Photo: bakery.jpg' }).getAttribute('src')).toBe('/media/p1.jpg');

    const legacy = screen.getByRole('heading', { name: 'Your Family Legacy' }).closest('section')!;
    expect((await within(legacy).findByText('Days Active')).parentElement?.textContent).toBe('Days Active12');
    expect(within(legacy).getByText('Stories Collected').parentElement?.textContent).toBe('Stories Collected1');

    const memories = screen.getByRole('heading', { name: 'Latest Memories' }).closest('section')!;
    expect(await within(memories).findByText('2 hours ago')).toBeTruthy();
  });

  it('shows the empty states', async () => {
    mockFetch(vaultHandlers({ questions: [] }));
    await renderApp('/dashboard');

    expect(await screen.findByText('No questions available')).toBeTruthy();
    expect(await screen.findByText('Your Story Collection Awaits')).toBeTruthy();
    expect(await screen.findByText('No Activity Yet')).toBeTruthy();
  });

  it('toggles the original text of a story and reads the whole story in a dialog', async () => {
    mockFetch(vaultHandlers({ stories: [story()] }));
    await renderApp('/dashboard');

    const toggle = await screen.findByRole('button', { name: 'Show Original Response' });
    const raw = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(raw.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(raw.hidden).toBe(false);
    expect(raw.textContent).toContain('On Monday you wrote:');
    fireEvent.click(screen.getByRole('button', { name: 'Hide Original Response' }));
    expect(raw.hidden).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Read Story' }));
    const dialog = await screen.findByRole('dialog', { name: 'What was your first job?' });
    expect(within(dialog).getByText(story().fullText)).toBeTruthy();
  });

  it('names the files an emailed story could not hold beside its text, on the card and when reading it', async () => {
    mockFetch(
      vaultHandlers({
        stories: [
          story({ leftOutFiles: [{ filename: 'wedding.mp4', sizeBytes: 31_457_280 }] }),
          story({
            id: 's2',
            question: { text: 'Where did you grow up?' },
            title: 'Where did you grow up?',
            leftOutFiles: [
              { filename: 'farm.mov', sizeBytes: 40_000_000 },
              { filename: 'letter.pdf', sizeBytes: 2_000 },
            ],
          }),
        ],
      }),
    );
    await renderApp('/dashboard');
    const one =
      'The email also brought wedding.mp4 (30 MB), which this story cannot hold. It is kept with the original email.';
    const [first, second] = await screen.findAllByTestId('left-out-note');
    expect(first.textContent).toBe(one);
    expect(second.textContent).toBe(
      'The email also brought 2 files this story cannot hold: farm.mov (38.1 MB), letter.pdf (2 KB). They are kept with the original email.',
    );
    // The text itself is the senior's words alone.
    expect(screen.getAllByText(story().fullText)[0].textContent).toBe(story().fullText);

    fireEvent.click(screen.getAllByRole('button', { name: 'Read Story' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'What was your first job?' });
    expect(within(dialog).getByTestId('left-out-note').textContent).toBe(one);
  });

  it("shows the story's small photos on its card and the screen's copies when reading the whole story", async () => {
    mockFetch(
      vaultHandlers({
        stories: [
          story({
            photos: [
              {
                url: '/api/stories/s1/photos/p1',
                thumbnailUrl: '/api/stories/s1/photos/p1?size=thumb',
                filename: 'bakery.jpg',
              },
              {
                url: '/api/stories/s1/photos/p2',
                thumbnailUrl: '/api/stories/s1/photos/p2?size=thumb',
                filename: 'oven.jpg',
              },
            ],
          }),
        ],
      }),
    );
    await renderApp('/dashboard');
    const card = await screen.findByRole('article');
    const thumbnails = (await within(card).findAllByRole('img')) as HTMLImageElement[];
    expect(thumbnails.map((img) => [img.alt, img.getAttribute('src')])).toEqual([
      ['Photo: bakery.jpg', '/api/stories/s1/photos/p1?size=thumb'],
      ['Photo: oven.jpg', '/api/stories/s1/photos/p2?size=thumb'],
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Read Story' }));
    const dialog = await screen.findByRole('dialog', { name: 'What was your first job?' });
    const photos = within(dialog).getAllByRole('img') as HTMLImageElement[];
    expect(photos.map((img) => [img.alt, img.getAttribute('src')])).toEqual([
      ['Photo: bakery.jpg', '/api/stories/s1/photos/p1'],
      ['Photo: oven.jpg', '/api/stories/s1/photos/p2'],
    ]);
  });

  it('delivers by SMS with the phone when the vault says so, at its effective frequency', async () => {
    mockFetch(
      vaultHandlers({
        vault: vault({ deliveryMethod: 'sms', seniorPhone: '+1 555 0100', frequency: 4, effectiveFrequency: 1 }),
      }),
    );
    await renderApp('/dashboard');
    expect(await screen.findByText('SMS: +1 555 0100')).toBeTruthy();
    expect(screen.getByText('Every week')).toBeTruthy();
  });

  it('says when the vaults cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ ...vaultHandlers({}), 'GET /api/vaults': () => jsonResponse(500) });
    await renderApp('/dashboard');
    expect(await screen.findByText('Failed to fetch vaults')).toBeTruthy();
    jest.restoreAllMocks();
  });
});
