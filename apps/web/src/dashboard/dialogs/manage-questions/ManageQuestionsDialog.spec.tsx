import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, deferredResponse, jsonResponse, mockFetch } from '../../../test/fetchMock';
import { renderApp } from '../../../test/renderApp';
import { queue, queued, silenceExpectedErrors, vaultHandlers } from '../../test/fixtures';

const textOf = (n: number) => queued(n).question.text;

async function openManage(handlers: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({ ...vaultHandlers({ questions: queue(4) }), ...handlers });
  await renderApp('/dashboard');
  fireEvent.click(await screen.findByRole('button', { name: 'Manage Your Questions' }));
  const dialog = await screen.findByRole('dialog', { name: 'Manage Your Questions' });
  await within(dialog).findByText(textOf(1));
  return { fetchMock, dialog };
}

const itemTexts = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('listitem')
    // A notification shown inside the dialog is a list item too.
    .filter((item) => !item.classList.contains('toast'))
    .map((item) => item.querySelector('p')?.textContent);

describe('Manage Your Questions', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists each question with a drag handle, its position and Delete, under a count badge', async () => {
    const { dialog } = await openManage();

    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe('Manage Your Questions4 questions');
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    const second = within(items[1]);
    expect(second.getByText(textOf(2))).toBeTruthy();
    expect(second.getByRole('button', { name: `Drag to reorder "${textOf(2)}"` })).toBeTruthy();
    expect((second.getByLabelText(`Position of "${textOf(2)}"`) as HTMLInputElement).value).toBe('2');
    expect(second.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('moves a question by its position (Enter commits, clamped) and saves the whole queue renumbered 1..N', async () => {
    const reorder = deferredResponse();
    const { fetchMock, dialog } = await openManage({ 'PUT /api/vaults/v1/questions/reorder': reorder.handler });
    const position = within(dialog).getByLabelText(`Position of "${textOf(1)}"`);

    fireEvent.focus(position);
    fireEvent.change(position, { target: { value: '9' } });
    fireEvent.keyDown(position, { key: 'Enter' });

    // Shown in its new place while it saves.
    await waitFor(() => expect(itemTexts(dialog)).toEqual([textOf(2), textOf(3), textOf(4), textOf(1)]));
    expect(callsTo(fetchMock, 'PUT', '/api/vaults/v1/questions/reorder')[0].body).toEqual({
      questionOrders: [
        { questionId: 'q2', order: 1 },
        { questionId: 'q3', order: 2 },
        { questionId: 'q4', order: 3 },
        { questionId: 'q1', order: 4 },
      ],
    });
    reorder.resolve(jsonResponse(200, []));
  });

  it('cancels a position edit on Escape and ignores a blur without a change', async () => {
    const { fetchMock, dialog } = await openManage();
    const position = within(dialog).getByLabelText(`Position of "${textOf(3)}"`) as HTMLInputElement;

    fireEvent.focus(position);
    fireEvent.change(position, { target: { value: '1' } });
    fireEvent.keyDown(position, { key: 'Escape' });
    fireEvent.blur(position);
    expect(position.value).toBe('3');

    fireEvent.focus(position);
    fireEvent.change(position, { target: { value: '3' } });
    fireEvent.blur(position);

    expect(screen.getByRole('dialog', { name: 'Manage Your Questions' })).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', '/api/vaults/v1/questions/reorder')).toHaveLength(0);
  });

  it('commits a position edit on blur', async () => {
    const { fetchMock, dialog } = await openManage({
      'PUT /api/vaults/v1/questions/reorder': () => jsonResponse(200, []),
    });
    const position = within(dialog).getByLabelText(`Position of "${textOf(4)}"`);
    fireEvent.focus(position);
    fireEvent.change(position, { target: { value: '2' } });
    fireEvent.blur(position);

    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/vaults/v1/questions/reorder')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT', '/api/vaults/v1/questions/reorder')[0].body).toMatchObject({
      questionOrders: [{ questionId: 'q1' }, { questionId: 'q4' }, { questionId: 'q2' }, { questionId: 'q3' }],
    });
  });

  it('puts the list back and says "Failed to reorder questions" when saving fails', async () => {
    silenceExpectedErrors();
    const { dialog } = await openManage({ 'PUT /api/vaults/v1/questions/reorder': () => jsonResponse(500) });
    const position = within(dialog).getByLabelText(`Position of "${textOf(1)}"`);
    fireEvent.focus(position);
    fireEvent.change(position, { target: { value: '2' } });
    fireEvent.keyDown(position, { key: 'Enter' });

    expect(await screen.findByText('Failed to reorder questions')).toBeTruthy();
    expect(itemTexts(dialog)).toEqual([textOf(1), textOf(2), textOf(3), textOf(4)]);
  });

  it('asks before removing, and removes by question id', async () => {
    let removed = false;
    const { fetchMock, dialog } = await openManage({
      'GET /api/vaults/v1/questions': () => jsonResponse(200, removed ? [queued(1), queued(3), queued(4)] : queue(4)),
      'DELETE /api/vaults/v1/questions/q2': () => {
        removed = true;
        return jsonResponse(204);
      },
    });
    const item = within(dialog).getAllByRole('listitem')[1];

    fireEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    let confirm = await screen.findByRole('dialog', {
      name: 'Are you sure you want to remove this question from your vault?',
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'DELETE', '/api/vaults/v1/questions/q2')).toHaveLength(0);

    // Once the confirmation has gone, the list is reachable again.
    fireEvent.click(await within(item).findByRole('button', { name: 'Delete' }));
    confirm = await screen.findByRole('dialog', {
      name: 'Are you sure you want to remove this question from your vault?',
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Question removed')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', '/api/vaults/v1/questions/q2')).toHaveLength(1);
    await waitFor(() => expect(within(dialog).queryByText(textOf(2))).toBeNull());
  });

  it('says "Failed to remove question" when removing fails', async () => {
    silenceExpectedErrors();
    const { dialog } = await openManage({ 'DELETE /api/vaults/v1/questions/q1': () => jsonResponse(500) });
    fireEvent.click(within(within(dialog).getAllByRole('listitem')[0]).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Are you sure you want to remove this question from your vault?',
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove question')).toBeTruthy();
    expect(within(dialog).getByText(textOf(1))).toBeTruthy();
  });
});
