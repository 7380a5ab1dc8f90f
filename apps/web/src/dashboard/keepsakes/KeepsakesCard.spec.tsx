import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExportView, ListenBookView } from '@storyvault/contracts';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { sharedVault, silenceExpectedErrors, story, vaultHandlers } from '../test/fixtures';

const exported = (overrides: Partial<ExportView> = {}): ExportView => ({
  id: 'e1',
  format: 'pdf',
  status: 'done',
  progress: 100,
  createdAt: '2026-05-04T10:00:00.000Z',
  downloadUrl: '/api/vaults/v1/exports/e1/file',
  expiresAt: '2026-05-11T10:00:00.000Z',
  sizeBytes: 3 * 1024 * 1024,
  title: null,
  ...overrides,
});

/** The card as it is now: the dashboard may render it afresh as its data arrives. */
const card = async () =>
  within(
    (await screen.findByRole('heading', { name: 'Keepsakes' }, { timeout: 10_000 })).closest('section') as HTMLElement,
  );

describe('the Keepsakes card', () => {
  afterEach(() => window.localStorage.clear());

  it('lets the owner choose the book’s options, its stories and its cover from any story’s photos', async () => {
    const fetchMock = mockFetch({
      ...vaultHandlers({
        // Newest first, as the API lists them.
        stories: [
          story({ id: 's3', title: 'The lake house', period: '1962', photos: [] }),
          story({
            id: 's2',
            title: 'First job',
            createdAt: '2025-02-01T10:00:00.000Z',
            photos: [{ url: '/api/stories/s2/photos/p2', filename: 'shop.jpg', id: 'p2' }],
          }),
          story({
            id: 's1',
            title: 'Summer at the lake',
            period: '1950s',
            photos: [{ url: '/api/stories/s1/photos/p1', filename: 'lake.jpg', id: 'p1' }],
          }),
        ],
      }),
      'POST /api/vaults/v1/exports': () => jsonResponse(202, { id: 'e1', status: 'queued' }),
    });
    await renderApp('/dashboard');
    fireEvent.click((await card()).getByRole('button', { name: 'Create a book' }));
    const form = (await card()).getByRole('form', { name: 'Create a book' });
    fireEvent.click(within(form).getByLabelText('A4'));
    fireEvent.click(within(form).getByLabelText('By life period'));
    // Every story, oldest first, each with its one date, all in the book to begin with.
    const list = await within(form).findByRole('list', { name: 'Stories in the book (3 of 3)' });
    const boxes = within(list).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual([
      'Summer at the lake · 1950s',
      'First job · told February 1, 2025',
      'The lake house · 1962',
    ]);
    expect(boxes.every((b) => b.checked)).toBe(true);
    fireEvent.click(boxes[1]);
    expect(within(form).getByText('Stories in the book (2 of 3)')).toBeTruthy();
    // The cover from any story's photos (of a story left out too), shown small.
    expect((within(form).getByLabelText('No photo: a plain cover') as HTMLInputElement).checked).toBe(true);
    const shop = within(form).getByAltText('shop.jpg, from “First job”');
    expect(shop.getAttribute('src')).toBe('/api/stories/s2/photos/p2');
    expect(shop.getAttribute('width')).toBe('72');
    const lake = within(form).getByAltText('lake.jpg, from “Summer at the lake”');
    fireEvent.click(lake.closest('label')!.querySelector('input')!);
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: ' Rose’s Book ' } });
    fireEvent.click(within(form).getByText('Make the book'));

    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/vaults/v1/exports').map((c) => c.body)).toEqual([
        {
          format: 'pdf',
          pageSize: 'a4',
          chapters: 'period',
          coverPhotoId: 'p1',
          title: 'Rose’s Book',
          storyIds: ['s1', 's3'],
        },
      ]),
    );
  }, 120_000);

  it('makes a book of every story by default, shows its progress, then says it is ready, by its name', async () => {
    let listed: ExportView[] = [];
    const fetchMock = mockFetch({
      ...vaultHandlers({ stories: [story({ id: 's1' })] }),
      'GET /api/vaults/v1/exports': () => jsonResponse(200, listed),
      'POST /api/vaults/v1/exports': () => {
        listed = [
          exported({ status: 'running', progress: 40, downloadUrl: undefined, expiresAt: undefined, title: null }),
        ];
        return jsonResponse(202, { id: 'e1', status: 'queued' });
      },
    });
    await renderApp('/dashboard');
    expect(await (await card()).findByText('Nothing made yet.', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click((await card()).getByRole('button', { name: 'Create a book' }));
    const form = (await card()).getByRole('form', { name: 'Create a book' });
    await within(form).findByText('Stories in the book (1 of 1)');
    fireEvent.click(within(form).getByText('Make the book'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/vaults/v1/exports').map((c) => c.body)).toEqual([
        { format: 'pdf', pageSize: '6x9', chapters: 'category', coverPhotoId: null, title: null },
      ]),
    );
    expect((await (await card()).findByRole('status')).textContent).toBe(
      'Your book is being made. We will email you when it is ready.',
    );
    const name = /^Rose's Story Collection, May 4, 2026, \d{1,2}:00 [AP]M/;
    const bar = await (await card()).findByRole('progressbar', { name });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');

    // The card looks again while the book is being made, and offers it once done, by its name.
    listed = [exported()];
    const link = await (
      await card()
    ).findByRole(
      'link',
      { name: /^Download Rose's Story Collection, May 4, 2026, \d{1,2}:00 [AP]M/ },
      { timeout: 5000 },
    );
    expect(link.textContent).toMatch(/\(3\.0 MB\)$/);
    expect(link.getAttribute('href')).toBe('/api/vaults/v1/exports/e1/file');
    const now = await card();
    expect(now.queryByRole('progressbar')).toBeNull();
    expect(now.getByText('Kept until May 11, 2026')).toBeTruthy();
    expect(now.getByRole('status').textContent).toMatch(
      /^Ready: Rose's Story Collection, May 4, 2026, \d{1,2}:00 [AP]M\. Download it below\.$/,
    );
    expect(now.queryByText(/being made/)).toBeNull();
  }, 120_000);

  it('names a book of some of the stories by its title and how many it holds', async () => {
    mockFetch(vaultHandlers({ exports: [exported({ title: 'Rose’s Book', storyCount: 2 })] }));
    await renderApp('/dashboard');
    expect(
      await (await card()).findByRole('link', { name: /^Download Rose’s Book, May 4, 2026, / }, { timeout: 5000 }),
    ).toBeTruthy();
    expect((await card()).getByText('Book (PDF) · 2 stories')).toBeTruthy();
  });

  it('asks for at least one story', async () => {
    mockFetch(vaultHandlers({ stories: [story({ id: 's1', title: 'First job' })] }));
    await renderApp('/dashboard');
    fireEvent.click((await card()).getByRole('button', { name: 'Create a book' }));
    const form = (await card()).getByRole('form', { name: 'Create a book' });
    fireEvent.click(await within(form).findByRole('button', { name: 'Choose none' }));
    expect(within(form).getByText('Please choose at least one story for the book.')).toBeTruthy();
    expect((within(form).getByRole('button', { name: 'Make the book' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'Choose all' }));
    expect((within(form).getByRole('button', { name: 'Make the book' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('lets the owner download everything, see every book whose links still play, and turn each off', async () => {
    // The old book is past the 20 recent exports: it is in the list of books all the same.
    let books: ListenBookView[] = [
      { exportId: 'e1', title: 'Rose’s Book', orderedBy: 'Carl', createdAt: '2026-05-04T10:00:00.000Z', liveLinks: 3 },
      { exportId: 'old', title: null, orderedBy: 'Ann', createdAt: '2025-01-02T10:00:00.000Z', liveLinks: 1 },
    ];
    const fetchMock = mockFetch({
      ...vaultHandlers({ exports: [exported()] }),
      'GET /api/vaults/v1/listen-books': () => jsonResponse(200, books),
      'POST /api/vaults/v1/exports': () => jsonResponse(202, { id: 'e2', status: 'queued' }),
      'POST /api/vaults/v1/exports/old/revoke-links': () => {
        books = books.filter((b) => b.exportId !== 'old');
        return jsonResponse(200, { revoked: 1 });
      },
    });
    await renderApp('/dashboard');
    fireEvent.click((await card()).getByRole('button', { name: 'Download everything' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/vaults/v1/exports').map((c) => c.body)).toEqual([{ format: 'zip' }]),
    );
    const list = await (await card()).findByRole('list', { name: 'Books with listen links' }, { timeout: 5000 });
    const items = within(list).getAllByRole('listitem');
    // Each by its own name: its title (the collection's when it has none), day and time.
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^Rose’s Book, May 4, 2026, \d{1,2}:00 [AP]Masked for by Carl · 3 listen links/),
      expect.stringMatching(
        /^Rose's Story Collection, January 2, 2025, \d{1,2}:00 [AP]Masked for by Ann · 1 listen link/,
      ),
    ]);
    fireEvent.click(within(items[1]).getByRole('button', { name: "Turn off this book's listen links" }));
    expect(await (await card()).findByText("This book's listen links are turned off.")).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/vaults/v1/exports/old/revoke-links')).toHaveLength(1);
    await waitFor(async () =>
      expect(
        within(await (await card()).findByRole('list', { name: 'Books with listen links' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
  });

  it('offers to turn off listen links only when a book has some', async () => {
    mockFetch(
      vaultHandlers({
        exports: [exported()],
        listenBooks: [
          { exportId: 'e1', title: null, orderedBy: 'Carl', createdAt: '2026-05-04T10:00:00.000Z', liveLinks: 0 },
        ],
      }),
    );
    await renderApp('/dashboard');
    expect(
      await (
        await card()
      ).findByRole('link', { name: /^Download Rose's Story Collection, May 4, 2026/ }, { timeout: 5000 }),
    ).toBeTruthy();
    expect((await card()).queryByRole('heading', { name: 'Books with listen links' })).toBeNull();
    expect((await card()).queryByRole('button', { name: "Turn off this book's listen links" })).toBeNull();
  });

  it('says plainly why an export was refused', async () => {
    silenceExpectedErrors();
    mockFetch({
      ...vaultHandlers({}),
      'POST /api/vaults/v1/exports': () =>
        errorResponse(
          429,
          'EXPORTS_BUSY',
          'This collection already has 2 exports being made. Please wait for one to finish.',
        ),
    });
    await renderApp('/dashboard');
    fireEvent.click((await card()).getByRole('button', { name: 'Download everything' }));
    expect(
      await (
        await card()
      ).findByText('This collection already has 2 exports being made. Please wait for one to finish.'),
    ).toBeTruthy();
  });

  it('gives a family member the book and the list, never the archive’s file or the owner’s tools', async () => {
    const shared = sharedVault();
    mockFetch(
      vaultHandlers({
        owner: { name: 'Emma Berg', email: 'emma@example.com', hasFullAccess: false },
        vault: shared,
        exports: [
          exported({ id: 'b1', downloadUrl: `/api/vaults/${shared.id}/exports/b1/file` }),
          exported({ id: 'z1', format: 'zip', downloadUrl: `/api/vaults/${shared.id}/exports/z1/file` }),
        ],
      }),
    );
    await renderApp('/dashboard');
    expect((await card()).getByRole('button', { name: 'Create a book' })).toBeTruthy();
    expect((await card()).queryByRole('button', { name: 'Download everything' })).toBeNull();
    expect(
      await (await card()).findByRole('link', { name: /^Download Rose's Story Collection, / }, { timeout: 5000 }),
    ).toBeTruthy();
    expect((await card()).getByText(/^Everything \(ZIP\), May 4, 2026/)).toBeTruthy();
    expect((await card()).queryByRole('link', { name: /^Download Everything/ })).toBeNull();
    expect((await card()).queryByRole('button', { name: "Turn off this book's listen links" })).toBeNull();
    expect((await card()).queryByRole('list', { name: 'Books with listen links' })).toBeNull();
  });

  it('comes into view, focused, from the ready email’s link', async () => {
    mockFetch(vaultHandlers({ exports: [exported()] }));
    await renderApp('/dashboard?vault=v1&export=e1');
    const heading = await screen.findByRole('heading', { name: 'Keepsakes' }, { timeout: 10_000 });
    await waitFor(() => expect(document.activeElement).toBe(heading.closest('section')));
  });
});
