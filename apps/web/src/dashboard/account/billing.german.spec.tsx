import { fireEvent, screen, within } from '@testing-library/react';
import type { BillingView } from '@storyvault/contracts';
import { errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
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

const GERMAN = { 'GET /api/notifications': () => jsonResponse(200, { language: 'de' }) };

const section = async () =>
  within(
    (await screen.findByRole('heading', { name: 'Dein Abo' }, { timeout: 10_000 })).closest('section') as HTMLElement,
  );

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('the plan on the account page, in German', () => {
  it('names the plan, its price, dates, card and receipts in German, formatted the German way', async () => {
    mockFetch({
      ...vaultHandlers({}),
      ...GERMAN,
      'GET /api/billing': () =>
        jsonResponse(200, billing({ paymentFailedAt: inDays(-2), graceEndsAt: '2026-12-20T10:00:00.000Z' })),
    });
    await renderApp('/dashboard/account');
    const plan = await section();
    expect(await plan.findByText('Jährlich')).toBeTruthy();
    expect(plan.getByText('Aktiv')).toBeTruthy();
    expect(plan.getByText('Preis')).toBeTruthy();
    expect(plan.getByText('59,00 $ im Jahr')).toBeTruthy();
    expect(plan.getByText('Nächste Zahlung')).toBeTruthy();
    expect(plan.getByText('Verlängert sich am 2. März 2027')).toBeTruthy();
    expect(plan.getByText('Visa mit den Endziffern 4242')).toBeTruthy();
    expect(plan.getByText(/Bitte aktualisiere deine Karte bis zum 20\. Dezember 2026/)).toBeTruthy();
    expect(plan.getByRole('heading', { name: 'Zahlungsbelege' })).toBeTruthy();
    expect(plan.getByRole('link', { name: /^2\. März 2026: 59,00\s\$ \(A-0001\)$/ })).toBeTruthy();
    expect(plan.getByRole('button', { name: /^Zum Monatsabo wechseln \(7\s\$ im Monat\)$/ })).toBeTruthy();
    expect(plan.getByRole('button', { name: 'Karte ändern' })).toBeTruthy();
    expect(plan.getByRole('button', { name: 'Erstattung anfordern' })).toBeTruthy();
    expect(plan.queryByText('Your plan')).toBeNull();
    expect(plan.queryByText(/Renews on|ending in|Receipts/)).toBeNull();
  });

  it('asks before cancelling in German and says so when done', async () => {
    mockFetch({
      ...vaultHandlers({}),
      ...GERMAN,
      'GET /api/billing': () => jsonResponse(200, billing()),
      'POST /api/billing/cancel': () =>
        jsonResponse(200, billing({ cancelAtPeriodEnd: true, renewsAt: null, endsAt: '2027-03-02T10:00:00.000Z' })),
    });
    await renderApp('/dashboard/account');
    fireEvent.click(await (await section()).findByRole('button', { name: 'Abo kündigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dein Abo kündigen?' });
    expect(dialog.textContent).toContain('Ab dem 2. März 2027 kommen keine Fragen mehr.');
    expect(dialog.textContent).not.toContain('Questions stop');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abo kündigen' }));
    expect(await screen.findByText('Dein Abo ist gekündigt')).toBeTruthy();
    expect(screen.getByText('Es endet am 2. März 2027.')).toBeTruthy();
    const plan = await section();
    expect(await plan.findByText('Endet am 2. März 2027')).toBeTruthy();
    expect(plan.getByRole('button', { name: 'Kündigung zurücknehmen' })).toBeTruthy();
  });

  it('says a failure in German and leaves the server’s own words as they are', async () => {
    mockFetch({
      ...vaultHandlers({}),
      ...GERMAN,
      'GET /api/billing': () => jsonResponse(200, billing({ refundableUntil: null })),
      'POST /api/billing/switch': () => errorResponse(409, 'SAME_PLAN', 'You are already on the monthly plan.'),
    });
    await renderApp('/dashboard/account');
    fireEvent.click(await (await section()).findByRole('button', { name: /^Zum Monatsabo wechseln/ }));
    expect(await screen.findByText('Das Abo konnte nicht gewechselt werden')).toBeTruthy();
    expect(screen.getByText('You are already on the monthly plan.')).toBeTruthy();
  });

  it('shows someone with no plan where the plans are, in German', async () => {
    mockFetch({
      ...vaultHandlers({}),
      ...GERMAN,
      'GET /api/billing': () =>
        jsonResponse(200, billing({ plan: null, status: null, card: null, receipts: [], price: null })),
    });
    await renderApp('/dashboard/account');
    const plan = await section();
    expect(await plan.findByText(/Du hast kein Abo\./)).toBeTruthy();
    expect(plan.getByRole('link', { name: 'Abos ansehen' }).getAttribute('href')).toBe('/upgrade');
  });
});
