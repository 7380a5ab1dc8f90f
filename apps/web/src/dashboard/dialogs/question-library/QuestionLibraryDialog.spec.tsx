import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../../test/fetchMock';
import { renderApp } from '../../../test/renderApp';
import { libraryQuestion, queued, silenceExpectedErrors, vault, vaultHandlers } from '../../test/fixtures';

const LIBRARY = [
  libraryQuestion('q1', 'Queued question 1?', 'childhood_and_school'),
  libraryQuestion('L1', 'What games did you play at school?', 'childhood_and_school'),
  libraryQuestion('L2', 'If you could fly, where would you go?', 'whimsical'),
  libraryQuestion('L3', 'What was your first job?', 'career_and_work'),
];

async function openLibrary(overrides: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    ...vaultHandlers({ questions: [queued(1)], library: LIBRARY }),
    'POST /api/vaults/v1/questions': () => jsonResponse(201, queued(9)),
    ...overrides,
  });
  await renderApp('/dashboard');
  fireEvent.click(await screen.findByRole('button', { name: 'Browse Our Question Library' }));
  const dialog = await screen.findByRole('dialog', { name: 'Question Library' });
  await within(dialog).findByRole('checkbox', { name: LIBRARY[1].text });
  return { fetchMock, dialog };
}

describe('Question Library', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the library in the vault’s language', async () => {
    const german = [libraryQuestion('L1', 'Was habt ihr in der Schule gespielt?', 'childhood_and_school')];
    const fetchMock = mockFetch({
      ...vaultHandlers({ vault: vault({ language: 'de' }), questions: [queued(1)], library: german }),
    });
    await renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Browse Our Question Library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Question Library' });
    expect(await within(dialog).findByRole('checkbox', { name: german[0].text })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', '/api/questions?language=de')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', '/api/questions?language=en')).toHaveLength(0);
  });

  it('hides questions already in the vault, with category tabs and a search box', async () => {
    const { dialog } = await openLibrary();

    expect(within(dialog).queryByRole('checkbox', { name: 'Queued question 1?' })).toBeNull();
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(dialog).getByRole('tab', { name: 'Just for Fun' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('tab', { name: 'Childhood & School' }));
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual([LIBRARY[1].text]);

    fireEvent.click(within(dialog).getByRole('tab', { name: 'All Questions' }));
    fireEvent.change(within(dialog).getByLabelText('Search questions'), { target: { value: 'FLY' } });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
  });

  it('adds the selection in the order shown, each ordered now + index, then toasts and closes', async () => {
    const { fetchMock, dialog } = await openLibrary();
    const add = within(dialog).getByRole('button', { name: 'Add Selected Questions' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(within(dialog).getByText('0 selected')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('checkbox', { name: LIBRARY[3].text }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: LIBRARY[1].text }));
    expect(within(dialog).getByText('2 selected')).toBeTruthy();
    jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_500);
    fireEvent.click(add);

    expect(await screen.findByText('Questions added')).toBeTruthy();
    expect(screen.getByText('2 question(s) added to your vault.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/vaults/v1/questions').map((call) => call.body)).toEqual([
      { questionId: 'L1', order: 1_700_000_000, isCustom: false },
      { questionId: 'L3', order: 1_700_000_001, isCustom: false },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Question Library' })).toBeNull());
    // The queue, the vault, its stats and activities are read again.
    expect(callsTo(fetchMock, 'GET', '/api/vaults/v1/questions').length).toBeGreaterThanOrEqual(2);
    expect(callsTo(fetchMock, 'GET', '/api/vaults/v1/stats').length).toBeGreaterThanOrEqual(2);
    expect(callsTo(fetchMock, 'GET', '/api/vaults').length).toBeGreaterThanOrEqual(2);
  });

  it('says "Failed to add questions" with the server message', async () => {
    silenceExpectedErrors();
    const { dialog } = await openLibrary({
      'POST /api/vaults/v1/questions': () =>
        errorResponse(409, 'QUESTION_ALREADY_IN_VAULT', 'This question is already in your vault'),
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: LIBRARY[2].text }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Selected Questions' }));

    expect(await screen.findByText('Failed to add questions')).toBeTruthy();
    expect(screen.getByText('This question is already in your vault')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Question Library' })).toBeTruthy();
  });
});
