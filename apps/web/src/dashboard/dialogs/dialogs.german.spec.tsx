import { fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { libraryQuestion, queued, suggestion, vaultHandlers, waitingPhotoQuestion } from '../test/fixtures';

const WAIT = { timeout: 20_000 };
const GERMAN = { 'GET /api/notifications': () => jsonResponse(200, { language: 'de' }) };

async function germanDashboard(overrides: Parameters<typeof mockFetch>[0] = {}) {
  mockFetch({
    ...vaultHandlers({
      questions: [queued(1), queued(2)],
      library: [libraryQuestion('L1', 'What games did you play at school?', 'childhood_and_school')],
    }),
    ...GERMAN,
    ...overrides,
  });
  await renderApp('/dashboard');
}

describe('the question dialogs in German', () => {
  it('shows the question library with its categories, the count and the buttons in German', async () => {
    await germanDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'In unseren Fragen stöbern' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Unsere Fragensammlung' });
    await within(dialog).findByRole('checkbox', { name: 'What games did you play at school?' });
    expect(within(dialog).getByRole('tab', { name: 'Alle Fragen' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Kindheit & Schule' })).toBeTruthy();
    expect(within(dialog).getByRole('searchbox', { name: 'Fragen durchsuchen' })).toBeTruthy();
    expect(within(dialog).getByText('0 ausgewählt')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Ausgewählte Fragen hinzufügen' })).toBeTruthy();
    expect(within(dialog).queryByRole('tab', { name: 'All Questions' })).toBeNull();
  });

  it('manages the queue in German', async () => {
    await germanDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Deine Fragen verwalten' }, WAIT));
    const manage = await screen.findByRole('dialog', { name: 'Deine Fragen verwalten' });
    expect(within(manage).getByRole('heading', { level: 2 }).textContent).toBe('Deine Fragen verwalten2 Fragen');
    expect(within(manage).getByLabelText('Position von „Queued question 2?“')).toBeTruthy();
    expect(
      within(manage).getByRole('button', { name: '„Queued question 2?“ an eine andere Stelle ziehen' }),
    ).toBeTruthy();
    fireEvent.click(within(manage).getAllByRole('button', { name: 'Löschen' })[0]);
    const ask = await screen.findByRole('dialog', {
      name: 'Möchtest du diese Frage wirklich aus deiner Sammlung entfernen?',
    });
    expect(within(ask).getByText('„Queued question 1?“')).toBeTruthy();
    expect(within(ask).getByRole('button', { name: 'Entfernen' })).toBeTruthy();
  });

  it('writes a question of one’s own in German', async () => {
    await germanDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Eigene Frage schreiben' }, WAIT));
    const custom = await screen.findByRole('dialog', { name: 'Eigene Frage hinzufügen' });
    const field = within(custom).getByRole('textbox', { name: 'Deine Frage' }) as HTMLTextAreaElement;
    expect(field.placeholder).toBe('Welche Familientradition sollten wir unbedingt weiterführen?');
    expect(within(custom).getByRole('button', { name: 'Frage hinzufügen' })).toBeTruthy();
    expect(within(custom).queryByRole('button', { name: 'Add Question' })).toBeNull();
  });

  it('shows the family’s suggestions to the owner in German', async () => {
    await germanDashboard({
      'GET /api/vaults/v1/suggestions': () => jsonResponse(200, [suggestion()]),
      'GET /api/vaults/v1/questions/photo/waiting': () => jsonResponse(200, [waitingPhotoQuestion()]),
    });
    const section = (await screen.findByRole('heading', { name: 'Von der Familie vorgeschlagen' }, WAIT)).closest(
      'section',
    )!;
    expect(within(section).getByText('Vorgeschlagen von Emma')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Als Nächstes fragen' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Hinten anstellen' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'In die Reihe aufnehmen' })).toBeTruthy();
    expect(within(section).getByRole('img', { name: 'Das Foto zu dieser Frage' })).toBeTruthy();
    expect(within(section).queryByText('Suggested by family')).toBeNull();
  });
});
