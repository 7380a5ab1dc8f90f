import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { queued, silenceExpectedErrors, vaultHandlers } from '../test/fixtures';

async function openDialog(handlers: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch({ ...vaultHandlers({}), ...handlers });
  await renderApp('/dashboard');
  fireEvent.click(await screen.findByRole('button', { name: 'Create a Custom Question' }));
  return { fetchMock, dialog: await screen.findByRole('dialog', { name: 'Add Custom Question' }) };
}

describe('Add Custom Question', () => {
  afterEach(() => jest.restoreAllMocks());

  it('creates the question, then attaches it with a time-based order, and says so', async () => {
    const { fetchMock, dialog } = await openDialog({
      'POST /api/questions': () => jsonResponse(201, { id: 'c1', text: 'What did you dream of?', isPrewritten: false }),
      'POST /api/vaults/v1/questions': () => jsonResponse(201, queued(9)),
    });
    const add = within(dialog).getByRole('button', { name: 'Add Question' }) as HTMLButtonElement;
    const field = within(dialog).getByLabelText('Your question');

    expect(add.disabled).toBe(true);
    fireEvent.change(field, { target: { value: '   ' } });
    expect(add.disabled).toBe(true);
    fireEvent.change(field, { target: { value: '  What did you dream of?  ' } });
    expect(add.disabled).toBe(false);
    jest.spyOn(Date, 'now').mockReturnValue(1_700_000_123_999);
    fireEvent.click(add);

    expect(await screen.findByText('Question added')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/questions')[0].body).toEqual({
      text: 'What did you dream of?',
      isPrewritten: false,
      category: 'custom',
    });
    expect(callsTo(fetchMock, 'POST', '/api/vaults/v1/questions')[0].body).toEqual({
      questionId: 'c1',
      order: 1_700_000_123,
      isCustom: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Custom Question' })).toBeNull());
  });

  it('keeps the dialog open with "Failed to add question" when it fails', async () => {
    silenceExpectedErrors();
    const { dialog } = await openDialog({ 'POST /api/questions': () => jsonResponse(500) });
    fireEvent.change(within(dialog).getByLabelText('Your question'), { target: { value: 'Why?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Question' }));

    expect(await screen.findByText('Failed to add question')).toBeTruthy();
    expect(screen.getByText('Please try again')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add Custom Question' })).toBeTruthy();
  });

  it('closes on Cancel without a call', async () => {
    const { fetchMock, dialog } = await openDialog({ 'POST /api/questions': () => errorResponse(500, 'X', 'x') });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Custom Question' })).toBeNull());
    expect(callsTo(fetchMock, 'POST', '/api/questions')).toHaveLength(0);
  });
});
