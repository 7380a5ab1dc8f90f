import { fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const TRIAL = { id: 'u1', name: 'Ann', email: 'ann@example.com', hasFullAccess: false };
const SUBSCRIBER = { ...TRIAL, hasFullAccess: true };

describe('premium upgrade page (/upgrade)', () => {
  it("is titled 'Upgrade to' the product's name plus 'Premium' for someone without full access", async () => {
    mockFetch({ 'GET /api/me': () => jsonResponse(200, TRIAL) });
    await renderApp('/upgrade');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Upgrade to StoryVault Premium');
    expect(document.title).toBe('Upgrade to StoryVault Premium | StoryVault');
    expect(screen.queryByText(/coming soon/)).toBeNull();
  });

  it('lists the premium benefits and the prices of docs/product.md §2, and leads to the checkout', async () => {
    mockFetch({ 'GET /api/me': () => jsonResponse(200, TRIAL) });
    const view = await renderApp('/upgrade');
    const benefits = await screen.findByRole('region', { name: 'What Premium Includes' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Full question library: 150+ questions across 9 categories',
      'Custom questions written by you',
      'Unlimited stories',
      'Up to 5 storytellers: a vault for each of your loved ones, at no extra cost',
    ]);
    const pricing = screen.getByRole('region', { name: 'Pricing' });
    expect(within(pricing).getByText('$7/month or $59/year (save $25)')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Choose a plan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscribe to StoryVault' })).toBeTruthy();
    expect(view.pathname()).toBe('/subscribe');
  });

  it('shows a subscriber their plan, with the way to the account page', async () => {
    mockFetch({
      'GET /api/me': () => jsonResponse(200, SUBSCRIBER),
      'GET /api/billing': () =>
        jsonResponse(200, {
          plan: 'annual',
          status: 'active',
          renewsAt: '2027-03-02T10:00:00.000Z',
          endsAt: null,
          cancelAtPeriodEnd: false,
        }),
    });
    await renderApp('/upgrade');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Your StoryVault plan');
    expect(await screen.findByText('You are on the annual plan ($59/year). It renews on March 2, 2027.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See or change your plan' }).getAttribute('href')).toBe(
      '/dashboard/account',
    );
    expect(screen.queryByRole('link', { name: 'Choose a plan' })).toBeNull();
  });
});
