import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { vaultHandlers } from '../test/fixtures';

describe('dashboard top bar', () => {
  it('shows the logo, the owner and Logout', async () => {
    mockFetch(vaultHandlers({}));
    await renderApp('/dashboard');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'StoryVault' })).toBeTruthy();
    expect(await within(banner).findByText('Ann Smith')).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('has an account menu with name, email, Contact Us and Logout, which signs out to /signin', async () => {
    const fetchMock = mockFetch({ ...vaultHandlers({}), 'POST /api/logout': () => jsonResponse(204) });
    const { pathname, client } = await renderApp('/dashboard');

    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Account menu' });
    expect(within(menu).getByText('Ann Smith')).toBeTruthy();
    expect(within(menu).getByText('ann@example.com')).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      'mailto:support@storyvault.app',
    );
    fireEvent.click(within(menu).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(pathname()).toBe('/signin'));
    expect(callsTo(fetchMock, 'POST', '/api/logout')).toHaveLength(1);
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => [query.queryKey, query.state.data]),
    ).toEqual([[['/api/me'], null]]);
  });

  it('sends any other path under /dashboard back to the dashboard', async () => {
    mockFetch(vaultHandlers({}));
    const { pathname } = await renderApp('/dashboard/nowhere');
    expect(await screen.findByRole('heading', { name: "Rose's Story Collection" })).toBeTruthy();
    expect(pathname()).toBe('/dashboard');
  });
});
