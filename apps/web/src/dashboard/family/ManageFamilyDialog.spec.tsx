import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { member, silenceExpectedErrors, vaultHandlers } from '../test/fixtures';

const MEMBERS = '/api/vaults/v1/members';

const familyCard = async () =>
  (await screen.findByRole('heading', { name: 'Family' }, { timeout: 10_000 })).closest('section') as HTMLElement;

async function openDialog() {
  const card = await familyCard();
  fireEvent.click(within(card).getByRole('button', { name: 'Invite family' }));
  return screen.findByRole('dialog', { name: 'Manage family' });
}

function fillInvite(dialog: HTMLElement, name: string, email: string) {
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: name } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Email' }), { target: { value: email } });
}

describe("the owner's family circle", () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists who is in the circle with their role and state, in words', async () => {
    mockFetch(
      vaultHandlers({
        members: [
          member(),
          member({ id: 'm2', name: 'Tom', role: 'contributor', status: 'invited', joinedAt: null }),
          member({ id: 'm3', name: 'Bea', status: 'expired', joinedAt: null }),
        ],
      }),
    );
    await renderApp('/dashboard');
    const card = await familyCard();
    const items = await within(card).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'EmmaViewerJoined',
      'TomContributorInvited',
      'BeaViewerInvitation expired',
    ]);
    expect(within(card).getByRole('button', { name: 'Manage family' })).toBeTruthy();
    expect(within(card).getByRole('radiogroup', { name: 'Email me about new stories' })).toBeTruthy();
  });

  it('invites someone by name, email and role, and says so', async () => {
    const fetchMock = mockFetch({
      ...vaultHandlers({}),
      [`POST ${MEMBERS}`]: () =>
        jsonResponse(201, member({ name: 'Tom', email: 'tom@example.com', role: 'contributor', status: 'invited' })),
    });
    await renderApp('/dashboard');
    const dialog = await openDialog();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Name' })));
    expect(within(dialog).getByRole('radio', { name: 'Viewer — reads, listens and comments' })).toBeTruthy();

    fillInvite(dialog, ' Tom ', 'tom@example.com');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Contributor — also suggests questions' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent')).toBeTruthy();
    expect(screen.getByText('Tom will get an email with a link to join.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', MEMBERS)[0].body).toEqual({
      name: 'Tom',
      email: 'tom@example.com',
      role: 'contributor',
    });
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('');
    // The list is read again after the invitation.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', MEMBERS).length).toBeGreaterThan(1));
  });

  it("shows the api's refusal as sent and keeps what was typed", async () => {
    silenceExpectedErrors();
    mockFetch({
      ...vaultHandlers({}),
      [`POST ${MEMBERS}`]: () => errorResponse(409, 'ALREADY_MEMBER', 'Emma is already in the family circle.'),
    });
    await renderApp('/dashboard');
    const dialog = await openDialog();
    fillInvite(dialog, 'Emma', 'emma@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Emma is already in the family circle.');
    expect((within(dialog).getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('emma@example.com');
  });

  it('asks before removing someone, and removes them only when confirmed', async () => {
    const fetchMock = mockFetch({
      ...vaultHandlers({ members: [member()] }),
      [`DELETE ${MEMBERS}/m1`]: () => jsonResponse(204),
    });
    await renderApp('/dashboard');
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Remove Emma' }));

    const confirm = await screen.findByRole('dialog', { name: 'Remove Emma?' });
    expect(within(confirm).getByText("They will no longer see Rose's stories.")).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove Emma?' })).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', `${MEMBERS}/m1`)).toHaveLength(0);

    // The manage dialog is back in the accessibility tree once the confirmation has gone.
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Remove Emma' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove Emma?' })).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('Emma was removed')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', `${MEMBERS}/m1`)).toHaveLength(1);
  });

  it('resends an invitation that has not been used, and changes a role', async () => {
    const fetchMock = mockFetch({
      ...vaultHandlers({ members: [member(), member({ id: 'm2', name: 'Bea', status: 'expired', joinedAt: null })] }),
      [`POST ${MEMBERS}/m2/resend`]: () => jsonResponse(200, member({ id: 'm2', name: 'Bea', status: 'invited' })),
      [`PATCH ${MEMBERS}/m1`]: () => jsonResponse(200, member({ role: 'contributor' })),
    });
    await renderApp('/dashboard');
    const dialog = await openDialog();
    await within(dialog).findByRole('button', { name: 'Remove Bea' });
    // Someone who joined needs no new link.
    expect(within(dialog).queryByRole('button', { name: 'Resend invitation to Emma' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend invitation to Bea' }));
    expect(await screen.findByText('Invitation sent again')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', `${MEMBERS}/m2/resend`)).toHaveLength(1);

    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Role for Emma' }), {
      target: { value: 'contributor' },
    });
    expect(await screen.findByText('Emma is now a Contributor')).toBeTruthy();
    expect(callsTo(fetchMock, 'PATCH', `${MEMBERS}/m1`)[0].body).toEqual({ role: 'contributor' });
  });
});
