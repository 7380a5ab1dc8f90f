import { fireEvent, screen, within } from '@testing-library/react';
import type { VaultView } from '@storyvault/contracts';
import { jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { FULL_OWNER, vault, vaultHandlers } from '../test/fixtures';

const rose = vault({ id: 'v-rose', seniorName: 'Rose' });
const ida = vault({ id: 'v-ida', seniorName: 'Ida' });
const KEY = 'storyvault.currentVault.ann@example.com';

/** An owner with full access and two set-up vaults, Rose's listed first. */
function twoVaults(listed: Array<VaultView & { role?: string }> = [rose, ida]) {
  return mockFetch({
    ...vaultHandlers({ owner: FULL_OWNER, vault: ida }),
    ...vaultHandlers({ owner: FULL_OWNER, vault: rose }),
    'GET /api/vaults': () => jsonResponse(200, listed),
  });
}

const collection = (name: string) => screen.findByRole('heading', { name: `${name}'s Story Collection` });

describe('vault switcher', () => {
  afterEach(() => window.localStorage.clear());

  it('is not there with one vault', async () => {
    mockFetch(vaultHandlers({}));
    await renderApp('/dashboard');
    await collection('Rose');
    expect(within(screen.getByRole('banner')).queryByRole('combobox')).toBeNull();
  });

  it("lists the vaults by the senior's name in the top bar, shows the first, and switches when another is chosen", async () => {
    twoVaults();
    await renderApp('/dashboard');
    await collection('Rose');

    const switcher = within(screen.getByRole('banner')).getByRole('combobox', { name: 'Vault' }) as HTMLSelectElement;
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Rose', 'Ida']);
    expect(switcher.value).toBe('v-rose');

    fireEvent.change(switcher, { target: { value: 'v-ida' } });

    expect(await collection('Ida')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: "Rose's Story Collection" })).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBe('v-ida');
  });

  it('opens on the remembered vault', async () => {
    window.localStorage.setItem(KEY, 'v-ida');
    twoVaults();
    await renderApp('/dashboard');
    expect(await collection('Ida')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Vault' }) as HTMLSelectElement).value).toBe('v-ida');
  });

  it('falls back to the first vault when the remembered one is no longer listed', async () => {
    window.localStorage.setItem(KEY, 'v-gone');
    twoVaults();
    await renderApp('/dashboard');
    expect(await collection('Rose')).toBeTruthy();
  });

  it("puts the user's own vaults before shared ones, each shared one with who shared it", async () => {
    twoVaults([
      { ...rose, role: 'viewer', ownerName: 'Anna Berg' },
      { ...ida, role: 'owner' },
    ]);
    await renderApp('/dashboard');
    expect(await collection('Ida')).toBeTruthy();
    const switcher = screen.getByRole('combobox', { name: 'Vault' });
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ida', 'Rose (shared by Anna Berg)']);
  });
});
