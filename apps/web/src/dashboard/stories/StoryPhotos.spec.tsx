import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { sharedVault, story, TRIAL_OWNER, vaultHandlers } from '../test/fixtures';

const EMMA = { ...TRIAL_OWNER, name: 'Emma Berg', email: 'emma@example.com' };
const photosPath = (vaultId: string) => `/api/vaults/${vaultId}/stories/s1/photos`;
const LAKE = { url: '/api/stories/s1/photos/p0', filename: 'lake.jpg', id: 'p0', canRemove: false };

async function openStory() {
  fireEvent.click(await screen.findByRole('button', { name: 'Read Story' }));
  return screen.findByRole('dialog', { name: 'What was your first job?' });
}

const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'dad.jpg', { type: 'image/jpeg' });

describe('photos added by family in Read Story', () => {
  it('lets a contributor add a photo, shown at once with who added it, and remove it again', async () => {
    const vault = sharedVault({ role: 'contributor' });
    const added = {
      url: '/api/stories/s1/photos/p1',
      filename: 'dad.jpg',
      id: 'p1',
      addedBy: { name: 'Emma Berg' },
      canRemove: true,
    };
    const fetchMock = mockFetch({
      ...vaultHandlers({ owner: EMMA, vault, stories: [story({ photos: [LAKE] })] }),
      [`GET /api/vaults/${vault.id}/stories/s1/comments`]: () => jsonResponse(200, []),
      [`POST ${photosPath(vault.id)}`]: () => jsonResponse(201, added),
      [`DELETE ${photosPath(vault.id)}/p1`]: () => jsonResponse(204),
    });
    await renderApp('/dashboard');
    const dialog = await openStory();
    expect(within(dialog).queryByRole('button', { name: 'Remove photo lake.jpg' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a photo' }));
    fireEvent.change(within(dialog).getByLabelText('Choose a photo to add'), { target: { files: [jpeg()] } });
    expect(await within(dialog).findByRole('img', { name: 'Photo: dad.jpg' })).toBeTruthy();
    expect(within(dialog).getByText('Added by Emma Berg')).toBeTruthy();
    const upload = fetchMock.mock.calls.find(([url, init]) => url === photosPath(vault.id) && init?.method === 'POST')!;
    expect((upload[1].body as FormData).get('photo')).toBeInstanceOf(File);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove photo dad.jpg' }));
    await waitFor(() => expect(within(dialog).queryByRole('img', { name: 'Photo: dad.jpg' })).toBeNull());
    expect(within(dialog).getByRole('img', { name: 'Photo: lake.jpg' })).toBeTruthy();
  });

  it('shows the api’s refusal as sent', async () => {
    const vault = sharedVault({ role: 'contributor' });
    mockFetch({
      ...vaultHandlers({ owner: EMMA, vault, stories: [story()] }),
      [`GET /api/vaults/${vault.id}/stories/s1/comments`]: () => jsonResponse(200, []),
      [`POST ${photosPath(vault.id)}`]: () =>
        errorResponse(415, 'PHOTO_UNSUPPORTED', 'Only JPEG, PNG, WebP or GIF photos can be added to a story.'),
    });
    await renderApp('/dashboard');
    const dialog = await openStory();
    fireEvent.change(within(dialog).getByLabelText('Choose a photo to add'), { target: { files: [jpeg()] } });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Only JPEG, PNG, WebP or GIF photos can be added to a story.',
    );
    expect(within(dialog).getByRole('button', { name: 'Add a photo' })).toBeTruthy();
  });

  it('offers a viewer no Add a photo and no Remove photo', async () => {
    const vault = sharedVault({ role: 'viewer' });
    mockFetch({
      ...vaultHandlers({ owner: EMMA, vault, stories: [story({ photos: [LAKE] })] }),
      [`GET /api/vaults/${vault.id}/stories/s1/comments`]: () => jsonResponse(200, []),
    });
    await renderApp('/dashboard');
    const dialog = await openStory();
    expect(within(dialog).getByRole('img', { name: 'Photo: lake.jpg' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Add a photo' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Remove photo/ })).toBeNull();
  });
});
