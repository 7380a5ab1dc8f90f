import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BillingView } from '@storyvault/contracts';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { vaultHandlers } from '../test/fixtures';

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

const billing = (overrides: Partial<BillingView> = {}): BillingView => ({
  plan: 'annual',
  status: 'active',
  renewsAt: '2027-03-02T10:00:00.000Z',
  endsAt: null,
  cancelAtPeriodEnd: false,
  refundableUntil: inDays(20),
  card: { brand: 'visa', last4: '4242' },
  price: { amount: 5900, currency: 'usd', interval: 'year' },
  receipts: [
    {
      id: 'in_1',
      date: '2026-03-02T10:00:00.000Z',
      amount: 5900,
      currency: 'usd',
      url: 'https://pay.example/in_1',
      number: 'A-0001',
    },
  ],
  paymentFailedAt: null,
  graceEndsAt: null,
  ...overrides,
});

const section = async () =>
  within(
    (await screen.findByRole('heading', { name: 'Your plan' }, { timeout: 10_000 })).closest('section') as HTMLElement,
  );

describe('the plan on the account page', () => {
  it('shows the plan, its price, the renewal, the card and the receipts', async () => {
    mockFetch({ ...vaultHandlers({}), 'GET /api/billing': () => jsonResponse(200, billing()) });
    await renderApp('/dashboard/account');
    const plan = await section();
    expect(await plan.findByText('Annual')).toBeTruthy();
    expect(plan.getByText('$59.00 a year')).toBeTruthy();
    expect(plan.getByText('Renews on March 2, 2027')).toBeTruthy();
    expect(plan.getByText('Visa ending in 4242')).toBeTruthy();
    expect(plan.getByRole('link', { name: /March 2, 2026: \$59\.00 \(A-0001\)/ }).getAttribute('href')).toBe(
      'https://pay.example/in_1',
    );
    expect(plan.getByRole('button', { name: 'Switch to monthly ($7/month)' })).toBeTruthy();
    expect(plan.getByRole('button', { name: 'Request a refund' })).toBeTruthy();
  });

  it('cancels in two clicks, saying what stays and when questions stop, then offers the undo', async () => {
    const fetchMock = mockFetch({
      ...vaultHandlers({}),
      'GET /api/billing': () => jsonResponse(200, billing()),
      'POST /api/billing/cancel': () =>
        jsonResponse(200, billing({ cancelAtPeriodEnd: true, renewsAt: null, endsAt: '2027-03-02T10:00:00.000Z' })),
      'POST /api/billing/resume': () => jsonResponse(200, billing()),
    });
    await renderApp('/dashboard/account');
    fireEvent.click(await (await section()).findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog.textContent).toContain('Your collection stays readable and downloadable.');
    expect(dialog.textContent).toContain('Questions stop on March 2, 2027.');
    expect(dialog.textContent).toContain('Nothing is deleted');
    expect(callsTo(fetchMock, 'POST', '/api/billing/cancel')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    const plan = await section();
    expect(await plan.findByText('Ends on March 2, 2027')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your plan' })));
    fireEvent.click(plan.getByRole('button', { name: 'Undo the cancellation' }));
    expect(await plan.findByText('Renews on March 2, 2027')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/billing/resume')).toHaveLength(1);
  });

  it('offers a refund only within the guarantee, and says what it does', async () => {
    mockFetch({
      ...vaultHandlers({}),
      'GET /api/billing': () => jsonResponse(200, billing()),
      'POST /api/billing/refund': () =>
        jsonResponse(200, billing({ status: 'canceled', renewsAt: null, endsAt: inDays(0), refundableUntil: null })),
    });
    await renderApp('/dashboard/account');
    fireEvent.click(await (await section()).findByRole('button', { name: 'Request a refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a refund?' });
    expect(dialog.textContent).toContain('first payment in full');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund and end my subscription' }));
    const plan = await section();
    expect(await plan.findByText('Ended')).toBeTruthy();
    expect(plan.queryByRole('button', { name: 'Request a refund' })).toBeNull();
    expect(plan.getByText(/stays readable and downloadable/)).toBeTruthy();
  });

  it('hides the refund after 30 days and shows the server’s refusal as a toast', async () => {
    mockFetch({
      ...vaultHandlers({}),
      'GET /api/billing': () => jsonResponse(200, billing({ refundableUntil: null })),
      'POST /api/billing/switch': () => errorResponse(409, 'SAME_PLAN', 'You are already on the monthly plan.'),
    });
    await renderApp('/dashboard/account');
    const plan = await section();
    await plan.findByText('Annual');
    expect(plan.queryByRole('button', { name: 'Request a refund' })).toBeNull();
    fireEvent.click(plan.getByRole('button', { name: 'Switch to monthly ($7/month)' }));
    expect(await screen.findByText('You are already on the monthly plan.')).toBeTruthy();
  });

  it('tells someone who never paid where the plans are', async () => {
    mockFetch({
      ...vaultHandlers({}),
      'GET /api/billing': () =>
        jsonResponse(200, billing({ plan: null, status: null, card: null, receipts: [], price: null })),
    });
    await renderApp('/dashboard/account');
    expect((await (await section()).findByRole('link', { name: 'See the plans' })).getAttribute('href')).toBe(
      '/upgrade',
    );
  });
});
