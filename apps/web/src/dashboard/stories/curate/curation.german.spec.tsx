import { fireEvent, screen, within } from '@testing-library/react';
import type { DeletedStoryView, StoryRevisionView } from '@storyvault/contracts';
import { jsonResponse, mockFetch } from '../../../test/fetchMock';
import { renderApp } from '../../../test/renderApp';
import { comment, story, vault, vaultHandlers } from '../../test/fixtures';

const VAULT = vault();
const STORY = `/api/vaults/${VAULT.id}/stories/s1`;
const TITLED = story({ title: 'The paper round', period: '1950s' });
const WAIT = { timeout: 20_000 };
const GERMAN = { 'GET /api/notifications': () => jsonResponse(200, { language: 'de' }) };

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

describe('curating stories in German', () => {
  it('offers the owner’s tools and the editing dialog in German', async () => {
    mockFetch({
      ...vaultHandlers({ vault: VAULT, stories: [TITLED] }),
      ...GERMAN,
    });
    await renderApp('/dashboard');
    const card = await storyCard();
    expect(await within(card).findByRole('button', { name: 'Geschichte bearbeiten' }, WAIT)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Geschichte löschen' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Edit story' })).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Geschichte bearbeiten' }));
    const edit = await screen.findByRole('dialog', { name: 'Geschichte bearbeiten' });
    expect(within(edit).getByRole('textbox', { name: 'Titel' })).toBeTruthy();
    expect(within(edit).getByRole('textbox', { name: 'Stichwörter' })).toBeTruthy();
    expect(within(edit).getByRole('button', { name: 'Änderungen speichern' })).toBeTruthy();
    expect(within(edit).queryByText('Separate tags with commas.')).toBeNull();
  });

  it('shows a story’s history in German, and asks before a restore drops its title and decade', async () => {
    mockFetch({
      ...vaultHandlers({ vault: VAULT, stories: [TITLED] }),
      ...GERMAN,
      [`GET ${STORY}/revisions`]: () =>
        jsonResponse(200, [
          revision({ id: 'r2', title: 'The paper round', period: '1950s', by: 'Ann Smith', current: true }),
          revision({ id: 's1', original: true }),
        ]),
    });
    await renderApp('/dashboard');
    const card = await storyCard();
    fireEvent.click(await within(card).findByRole('button', { name: 'Verlauf' }, WAIT));
    const history = await screen.findByRole('dialog', { name: 'Verlauf von „The paper round“' });
    const items = await within(history).findAllByRole('listitem');
    expect(items[0].textContent).toContain('Bearbeitet von Ann Smith');
    expect(items[0].textContent).toContain('Aktuelle Version');
    expect(items[0].textContent).toContain('1. März 2025');
    expect(items[1].textContent).toContain('So, wie Rose sie erzählt hat');
    fireEvent.click(within(items[1]).getByRole('button', { name: 'Diese Version wiederherstellen' }));
    const ask = await screen.findByRole('dialog', { name: 'Diese Version wiederherstellen?' });
    expect(ask.textContent).toContain(
      'Die Geschichte würde ihren Titel „The paper round“ und das Jahrzehnt 1950s verlieren, denn diese Version hat beides nicht.',
    );
    expect(within(ask).getByRole('button', { name: 'Trotzdem wiederherstellen' })).toBeTruthy();
  });

  it('lists Recently deleted, and the comments under a story, in German', async () => {
    const gone: DeletedStoryView = {
      id: 's9',
      title: 'The old boat',
      question: { text: 'What did your father build?' },
      period: null,
      createdAt: '2025-01-01T10:00:00.000Z',
      deletedAt: new Date().toISOString(),
      purgeAt: new Date(Date.now() + 12 * 86_400_000 + 3_600_000).toISOString(),
    };
    mockFetch({
      ...vaultHandlers({ vault: VAULT, stories: [TITLED], comments: [comment()] }),
      ...GERMAN,
      [`GET /api/vaults/${VAULT.id}/stories/deleted`]: () => jsonResponse(200, [gone]),
    });
    await renderApp('/dashboard');
    const section = (await screen.findByRole('heading', { name: 'Zuletzt gelöscht' }, WAIT)).closest('section')!;
    expect(within(section).getByText('Noch 12 Tage')).toBeTruthy();
    expect(within(section).getByRole('button', { name: '„The old boat“ wiederherstellen' })).toBeTruthy();
    expect(within(section).queryByText('Recently deleted')).toBeNull();

    fireEvent.click(within(await storyCard()).getByRole('button', { name: 'Geschichte lesen' }));
    const dialog = await screen.findByRole('dialog', { name: 'The paper round' });
    const comments = (await within(dialog).findByRole('heading', { name: 'Kommentare (1)' })).closest('section')!;
    expect(within(comments).getByRole('textbox', { name: 'Schreib einen Kommentar' })).toBeTruthy();
    expect(within(comments).getByText('0 / 2.000 Zeichen')).toBeTruthy();
    expect(within(comments).getByText('vor 3 Stunden')).toBeTruthy();
    expect(within(comments).getByRole('button', { name: 'Senden' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Foto hinzufügen' })).toBeTruthy();
    expect(within(dialog).queryByText('Add a photo')).toBeNull();
  });
});
