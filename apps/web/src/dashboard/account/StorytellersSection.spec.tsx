import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { VaultView } from '@storyvault/contracts';
import { callsTo, deferredResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { FULL_OWNER, sharedVault, TRIAL_OWNER, vault, vaultHandlers } from '../test/fixtures';
import { storytellerState } from './StorytellersSection';

const rose = vault({ id: 'v-rose', seniorName: 'Rose' });
const KEY = 'storyvault.currentVault.ann@example.com';

async function section() {
  const heading = await screen.findByRole('heading', { name: 'Your storytellers' });
  return heading.closest('section') as HTMLElement;
}

describe('account page: your storytellers', () => {
  afterEach(() => window.localStorage.clear());

  it("says where each owned storyteller's questions stand and links each to its vault in the dashboard", async () => {
    mockFetch({
      ...vaultHandlers({ owner: FULL_OWNER, vault: rose }),
      'GET /api/vaults': () =>
        jsonResponse(200, [
          rose,
          vault({ id: 'v-ida', seniorName: 'Ida', pauseKind: 'stop', pausedBy: 'senior', pausedUntil: null }),
          vault({ id: 'v-new', seniorName: 'Max', isSetupComplete: false }),
          sharedVault({ seniorName: 'Greta' }),
        ]),
    });
    await renderApp('/dashboard/account');
    const mine = await section();
    await within(mine).findByText('Rose');

    const rows = within(mine)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      "RoseActiveOpen Rose's stories",
      "IdaQuestions stopped by IdaOpen Ida's stories",
      "MaxNot set up yetFinish setting up Max's vault",
    ]);
    // A vault shared with the owner is someone else's storyteller.
    expect(within(mine).queryByText('Greta')).toBeNull();
    expect(within(mine).getByRole('link', { name: "Open Ida's stories" }).getAttribute('href')).toBe(
      '/dashboard?vault=v-ida',
    );
    expect(within(mine).getByText('Your plan includes up to 5 storytellers at no extra cost.')).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'Add a storyteller' })).toBeTruthy();
  });

  it('opens the vault a link names in the dashboard, as the switcher would, and remembers it', async () => {
    const ida = vault({ id: 'v-ida', seniorName: 'Ida' });
    mockFetch({
      ...vaultHandlers({ owner: FULL_OWNER, vault: ida }),
      ...vaultHandlers({ owner: FULL_OWNER, vault: rose }),
      'GET /api/vaults': () => jsonResponse(200, [rose, ida]),
    });
    await renderApp('/dashboard/account');
    fireEvent.click(await within(await section()).findByRole('link', { name: "Open Ida's stories" }));
    expect(await screen.findByRole('heading', { name: "Ida's Story Collection" })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Vault' }) as HTMLSelectElement).value).toBe('v-ida');
    expect(window.localStorage.getItem(KEY)).toBe('v-ida');
  });

  it("adds a storyteller with the dashboard's setup card, then opens the new vault beside the first", async () => {
    const ida = vault({ id: 'v-ida', seniorName: 'Ida Smith' });
    let listed: VaultView[] = [rose];
    const post = deferredResponse();
    const fetchMock = mockFetch({
      ...vaultHandlers({ owner: FULL_OWNER, vault: ida }),
      ...vaultHandlers({ owner: FULL_OWNER, vault: rose }),
      'GET /api/vaults': () => jsonResponse(200, listed),
      'POST /api/vaults': post.handler,
    });
    const view = await renderApp('/dashboard/account');
    const mine = await section();
    fireEvent.click(await within(mine).findByRole('button', { name: 'Add a storyteller' }));

    within(mine).getByRole('heading', { name: "Let's Set Up Your Loved One's Vault" });
    // A plan chooses the frequency: the field is not locked as in a trial.
    expect((within(mine).getByLabelText('Question frequency') as HTMLSelectElement).disabled).toBe(false);
    fireEvent.change(within(mine).getByLabelText("Your loved one's name"), { target: { value: 'Ida Smith' } });
    fireEvent.change(within(mine).getByLabelText('Their email address'), { target: { value: 'ida@example.com' } });
    fireEvent.click(within(mine).getByRole('button', { name: 'Set Up Vault Now' }));

    listed = [rose, ida];
    post.resolve(jsonResponse(201, ida));
    // The dashboard's code is compiled the first time a test opens it, which on a busy machine
    // takes longer than a page of the app does: wait for its heading as long as the test may run.
    expect(
      await screen.findByRole('heading', { name: "Ida Smith's Story Collection" }, { timeout: 90_000 }),
    ).toBeTruthy();
    expect(view.pathname()).toBe('/dashboard');
    const switcher = screen.getByRole('combobox', { name: 'Vault' }) as HTMLSelectElement;
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Rose', 'Ida Smith']);
    expect(switcher.value).toBe('v-ida');
    expect(callsTo(fetchMock, 'POST', '/api/vaults')[0].body).toMatchObject({
      seniorName: 'Ida Smith',
      seniorEmail: 'ida@example.com',
      isSetupComplete: true,
    });
    // It renders the whole dashboard after the setup: slow on a loaded two-core machine.
  }, 150_000);

  it('can cancel adding a storyteller', async () => {
    mockFetch({ ...vaultHandlers({ owner: FULL_OWNER, vault: rose }) });
    await renderApp('/dashboard/account');
    const mine = await section();
    fireEvent.click(await within(mine).findByRole('button', { name: 'Add a storyteller' }));
    fireEvent.click(within(mine).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(mine).queryByLabelText("Your loved one's name")).toBeNull());
    expect(within(mine).getByRole('button', { name: 'Add a storyteller' })).toBeTruthy();
  });

  it('tells a trial owner that more storytellers come with a plan, with a link to the plans', async () => {
    mockFetch(vaultHandlers({ owner: TRIAL_OWNER, vault: rose }));
    await renderApp('/dashboard/account');
    const mine = await section();
    await within(mine).findByText('Rose');
    expect(within(mine).getByText(/More storytellers come with a plan\./)).toBeTruthy();
    expect(within(mine).getByRole('link', { name: 'See what a plan includes' }).getAttribute('href')).toBe('/upgrade');
    expect(within(mine).queryByRole('button', { name: 'Add a storyteller' })).toBeNull();
  });

  it('says so at the limit and offers no way to add a sixth', async () => {
    const five = [1, 2, 3, 4, 5].map((n) => vault({ id: `v${n}`, seniorName: `Senior ${n}` }));
    mockFetch({
      ...vaultHandlers({ owner: FULL_OWNER, vault: five[0] }),
      'GET /api/vaults': () => jsonResponse(200, five),
    });
    await renderApp('/dashboard/account');
    const mine = await section();
    expect(await within(mine).findByText('Your plan includes up to 5 storytellers, and you have 5.')).toBeTruthy();
    expect(within(mine).getAllByRole('listitem')).toHaveLength(5);
    expect(within(mine).queryByRole('button', { name: 'Add a storyteller' })).toBeNull();
  });

  it('gives a family member, who owns no vault, one line', async () => {
    const shared = sharedVault({ seniorName: 'Greta' });
    mockFetch({ ...vaultHandlers({ owner: FULL_OWNER, vault: shared }) });
    await renderApp('/dashboard/account');
    const mine = await section();
    expect(
      await within(mine).findByText(
        'You have no storyteller of your own: the stories you see are shared with you by their family.',
      ),
    ).toBeTruthy();
    expect(within(mine).queryByRole('list')).toBeNull();
    expect(within(mine).queryByRole('button', { name: 'Add a storyteller' })).toBeNull();
  });

  it('sends someone with no vault at all to the dashboard to set up the first', async () => {
    mockFetch({ ...vaultHandlers({ owner: TRIAL_OWNER }), 'GET /api/vaults': () => jsonResponse(200, []) });
    await renderApp('/dashboard/account');
    const mine = await section();
    expect(await within(mine).findByText(/You have not set up a storyteller yet\./)).toBeTruthy();
    expect(within(mine).getByRole('link', { name: 'Set one up on your dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(within(mine).queryByRole('button', { name: 'Add a storyteller' })).toBeNull();
  });

  it('names the state of a vault in words', () => {
    expect(storytellerState(vault())).toBe('Active');
    expect(storytellerState(vault({ isSetupComplete: false }))).toBe('Not set up yet');
    expect(
      storytellerState(vault({ pauseKind: 'pause', pausedUntil: '2099-03-01T00:00:00.000Z', pausedBy: 'senior' })),
    ).toBe('Paused until 1 March 2099');
  });
});
