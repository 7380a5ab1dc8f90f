import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { VaultQuestionView } from '@storyvault/contracts';
import { deferredResponse, errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { ComingUpNext } from '../coming-up-next/ComingUpNext';
import { queued, story, vaultHandlers } from '../test/fixtures';

const THUMB = '/api/vaults/v1/questions/q9/photo/thumb';
const photoQuestion = (n: number): VaultQuestionView => ({
  ...queued(n, 'Who is this with you at the lake?'),
  isCustom: true,
  photoUrl: '/api/vaults/v1/questions/q9/photo/web',
  thumbnailUrl: THUMB,
});
const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'lake.jpg', { type: 'image/jpeg' });

async function openManage(handlers: Parameters<typeof mockFetch>[0] = {}, questions = [queued(1), photoQuestion(2)]) {
  const fetchMock = mockFetch({ ...vaultHandlers({ questions }), ...handlers });
  await renderApp('/dashboard');
  fireEvent.click(await screen.findByRole('button', { name: 'Manage Your Questions' }));
  const dialog = await screen.findByRole('dialog', { name: 'Manage Your Questions' });
  await within(dialog).findByText(queued(1).question.text);
  return { fetchMock, dialog };
}

describe('photo questions in the dashboard', () => {
  it('shows a photo question’s thumbnail in Coming Up Next, as the next question and on deck', () => {
    const { unmount } = render(
      <ComingUpNext
        questions={[photoQuestion(1), queued(2)]}
        isPending={false}
        failed={false}
        nextQuestionAt={null}
        onAddMore={() => undefined}
      />,
    );
    const thumbs = screen.getAllByRole('img', { name: 'The photo with this question' });
    expect(thumbs.map((img) => img.getAttribute('src'))).toEqual([THUMB]);
    unmount();

    render(
      <ComingUpNext
        questions={[queued(1), photoQuestion(2)]}
        isPending={false}
        failed={false}
        nextQuestionAt={null}
        onAddMore={() => undefined}
      />,
    );
    const [onDeck] = screen.getAllByRole('listitem');
    expect(within(onDeck).getByRole('img', { name: 'The photo with this question' }).getAttribute('src')).toBe(THUMB);
    expect(onDeck.textContent).toBe('Who is this with you at the lake?');
  });

  it('shows the thumbnail in Manage Your Questions, beside that question only', async () => {
    const { dialog } = await openManage();
    const [first, second] = within(dialog).getAllByRole('listitem');
    expect(within(first).queryByRole('img')).toBeNull();
    expect(within(second).getByRole('img', { name: 'The photo with this question' }).getAttribute('src')).toBe(THUMB);
  });

  it('adds a photo question from a labelled file field and an optional question, showing the upload', async () => {
    const upload = deferredResponse();
    const { fetchMock, dialog } = await openManage({ 'POST /api/vaults/v1/questions/photo': upload.handler });
    const form = within(dialog).getByRole('form', { name: 'Ask about a photo' });
    fireEvent.change(within(form).getByLabelText('Photo'), { target: { files: [jpeg()] } });
    fireEvent.change(within(form).getByLabelText('Question (optional)'), {
      target: { value: '  Who is this with you at the lake? ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add photo question' }));

    const busy = await within(form).findByRole('button', { name: 'Uploading the photo…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/vaults/v1/questions/photo')!;
    const sent = init.body as FormData;
    expect(sent.get('photo')).toBeInstanceOf(File);
    expect((sent.get('photo') as File).name).toBe('lake.jpg');
    expect(sent.get('text')).toBe('Who is this with you at the lake?');

    upload.resolve(jsonResponse(201, photoQuestion(3)));
    expect(await within(form).findByRole('button', { name: 'Add photo question' })).toBeTruthy();
    expect((within(form).getByLabelText('Question (optional)') as HTMLInputElement).value).toBe('');
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('sends no text when the question is left empty (the api asks “Tell us about this photo”)', async () => {
    const { fetchMock, dialog } = await openManage({
      'POST /api/vaults/v1/questions/photo': () => jsonResponse(201, photoQuestion(3)),
    });
    const form = within(dialog).getByRole('form', { name: 'Ask about a photo' });
    expect((within(form).getByLabelText('Question (optional)') as HTMLInputElement).placeholder).toBe(
      'Tell us about this photo',
    );
    fireEvent.change(within(form).getByLabelText('Photo'), { target: { files: [jpeg()] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add photo question' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/vaults/v1/questions/photo')).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/vaults/v1/questions/photo')!;
    expect((init.body as FormData).has('text')).toBe(false);
  });

  it('asks for a photo before sending, and shows the api’s refusal as sent', async () => {
    const heic = 'This iPhone photo (HEIC) cannot be opened here. Please send it as a JPEG.';
    const { fetchMock, dialog } = await openManage({
      'POST /api/vaults/v1/questions/photo': () => errorResponse(415, 'PHOTO_UNSUPPORTED', heic),
    });
    const form = within(dialog).getByRole('form', { name: 'Ask about a photo' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add photo question' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Please choose a photo for the question.');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/vaults/v1/questions/photo')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Photo'), {
      target: { files: [new File([new Uint8Array([0, 0, 0, 0x18])], 'IMG_1.HEIC', { type: 'image/heic' })] },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add photo question' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(heic));
  });

  it('shows the photo of a photo question’s story in Read Story', async () => {
    mockFetch({
      ...vaultHandlers({ stories: [story({ photoUrl: '/api/vaults/v1/questions/q9/photo/web' })] }),
      'GET /api/vaults/v1/stories/s1/comments': () => jsonResponse(200, []),
    });
    await renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Read Story' }));
    const dialog = await screen.findByRole('dialog', { name: 'What was your first job?' });
    const photo = within(dialog).getByRole('img', { name: 'The photo the question was about' });
    expect(photo.getAttribute('src')).toBe('/api/vaults/v1/questions/q9/photo/web');
  });
});
