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

  it('lets the owner choose the book’s options, then shows its progress until it can be downloaded', async () => {
    let listed: ExportView[] = [];
    const fetchMock = mockFetch({
      ...vaultHandlers({
        stories: [story({ id: 's1', photos: [{ url: '/api/stories/s1/photos/p1', filename: 'lake.jpg', id: 'p1' }] })],
      }),
      'GET /api/vaults/v1/exports': () => jsonResponse(200, listed),
      'POST /api/vaults/v1/exports': () => {
        listed = [exported({ status: 'running', progress: 40, downloadUrl: undefined, expiresAt: undefined })];
        return jsonResponse(202, { id: 'e1', status: 'queued' });
      },
    });
    await renderApp('/dashboard');
    expect(await (await card()).findByText('Nothing made yet.', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click((await card()).getByRole('button', { name: 'Create a book' }));
    const form = (await card()).getByRole('form', { name: 'Create a book' });
    fireEvent.click(within(form).getByRole('radio', { name: 'A4' }));
    fireEvent.click(within(form).getByRole('radio', { name: 'By life period' }));
    const cover = within(form).getByLabelText('Cover photo (optional)');
    await within(cover).findByRole('option', { name: /lake\.jpg/ });
    fireEvent.change(cover, { target: { value: 'p1' } });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: ' Rose’s Book ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Make the book' }));

    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/vaults/v1/exports').map((c) => c.body)).toEqual([
        { format: 'pdf', pageSize: 'a4', chapters: 'period', coverPhotoId: 'p1', title: 'Rose’s Book' },
      ]),
    );
    expect(await (await card()).findByRole('status')).toHaveProperty(
      'textContent',
      'Your book is being made. We will email you when it is ready.',
    );
    const bar = await (await card()).findByRole('progressbar', { name: 'Book (PDF): 40%' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');

    // The card looks again while the book is being made, and offers it once done.
    listed = [exported()];
    const link = await (await card()).findByRole('link', { name: 'Download Book (PDF), 3.0 MB' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/api/vaults/v1/exports/e1/file');
    expect((await card()).queryByRole('progressbar')).toBeNull();
    expect((await card()).getByText('Kept until May 11, 2026')).toBeTruthy();
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
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Rose’s Book · asked for by Carl on May 4, 2026 · 3 listen links'),
      expect.stringContaining('Book (PDF) · asked for by Ann on January 2, 2025 · 1 listen link'),
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
    expect(await (await card()).findByRole('link', { name: /^Download Book \(PDF\)/ }, { timeout: 5000 })).toBeTruthy();
    expect((await card()).getByText('Everything (ZIP)')).toBeTruthy();
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
