import { fireEvent, screen, within } from '@testing-library/react';
import type { ExportView, ListenBookView } from '@storyvault/contracts';
import { jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { story, vaultHandlers } from '../test/fixtures';

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

const GERMAN = { 'GET /api/notifications': () => jsonResponse(200, { language: 'de' }) };

const card = async () =>
  within(
    (await screen.findByRole('heading', { name: 'Andenken' }, { timeout: 10_000 })).closest('section') as HTMLElement,
  );

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.lang = 'en';
});

describe('the Keepsakes card, in German', () => {
  it('lists the keepsakes with German names, dates, sizes and states', async () => {
    const books: ListenBookView[] = [
      { exportId: 'e1', title: 'Roses Buch', orderedBy: 'Carl', createdAt: '2026-05-04T10:00:00.000Z', liveLinks: 3 },
    ];
    mockFetch({
      ...vaultHandlers({
        exports: [
          exported({ title: 'Roses Buch', storyCount: 2 }),
          exported({ id: 'e2', format: 'zip', status: 'running', progress: 40, downloadUrl: undefined }),
        ],
      }),
      ...GERMAN,
      'GET /api/vaults/v1/listen-books': () => jsonResponse(200, books),
    });
    await renderApp('/dashboard');
    const now = await card();
    expect(now.getByText(/^Ein Buch mit den Geschichten von Rose zum Ausdrucken/)).toBeTruthy();
    expect(now.getByRole('button', { name: 'Ein Buch erstellen' })).toBeTruthy();
    expect(now.getByRole('button', { name: 'Alles herunterladen' })).toBeTruthy();
    const list = await now.findByRole('list', { name: 'Neueste Andenken' }, { timeout: 5000 });
    expect(within(list).getByText('Buch (PDF) · 2 Geschichten')).toBeTruthy();
    expect(within(list).getByText('· Wird erstellt')).toBeTruthy();
    expect(
      within(list).getByRole('progressbar', { name: /^Alles \(ZIP\), 4\. Mai 2026, \d{2}:00: 40 %$/ }),
    ).toBeTruthy();
    const link = within(list).getByRole('link', { name: /^Roses Buch, 4\. Mai 2026, \d{2}:00 herunterladen/ });
    expect(link.textContent).toMatch(/\(3,0 MB\)$/);
    expect(within(list).getByText('Aufbewahrt bis 11. Mai 2026')).toBeTruthy();
    const listen = await now.findByRole('list', { name: 'Bücher mit Hör-Links' }, { timeout: 5000 });
    expect(within(listen).getByText('angefordert von Carl · 3 Hör-Links')).toBeTruthy();
    expect(within(listen).getByRole('button', { name: 'Die Hör-Links dieses Buchs ausschalten' })).toBeTruthy();
    expect(now.queryByText(/Keepsakes|Recent|Download|Kept until|listen link/)).toBeNull();
  });

  it('offers the book’s choices in German', async () => {
    mockFetch({
      ...vaultHandlers({ stories: [story({ id: 's1', title: 'Erster Job', period: null })] }),
      ...GERMAN,
    });
    await renderApp('/dashboard');
    expect(await (await card()).findByText('Noch nichts erstellt.', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click((await card()).getByRole('button', { name: 'Ein Buch erstellen' }));
    const form = (await card()).getByRole('form', { name: 'Ein Buch erstellen' });
    expect(await within(form).findByText('Geschichten im Buch (1 von 1)')).toBeTruthy();
    expect(within(form).getByText('Seitenformat')).toBeTruthy();
    expect(within(form).getByLabelText('Nach Lebensabschnitt')).toBeTruthy();
    expect(within(form).getByLabelText('Erster Job · erzählt am 1. März 2025')).toBeTruthy();
    expect(within(form).getByText('Lässt du ihn leer, heißt das Buch „Die Geschichten von Rose“.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Keine auswählen' }));
    expect(within(form).getByText('Bitte wähl mindestens eine Geschichte für das Buch aus.')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Buch erstellen' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    expect(within(form).queryByText(/Page size|Stories in the book|Make the book/)).toBeNull();
  });
});
