import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  callsTo,
  deferredResponse,
  errorResponse,
  jsonResponse,
  mockFetch,
  type MockHandler,
} from '../../test/fetchMock';
import { externalNavigation } from './funnelApi';
import { PLAN_FEATURES } from './plans';
import { renderFunnel } from './testing/renderFunnel';

function keepLead() {
  sessionStorage.setItem('leadId', '42');
  sessionStorage.setItem('leadEmail', 'ann@example.com');
  sessionStorage.setItem('leadName', 'Ann');
}

const checkoutButton = () => screen.getByRole('button', { name: 'Continue to Secure Checkout' });

describe('plan choice (/get-started/step2)', () => {
  let go: jest.SpyInstance;
  beforeEach(() => {
    sessionStorage.clear();
    go = jest.spyOn(externalNavigation, 'go').mockImplementation(() => undefined);
  });
  afterEach(() => go.mockRestore());

  it('sends a visitor without a lead back to step 1', () => {
    mockFetch({});
    const { pathname } = renderFunnel('/get-started/step2');
    expect(pathname()).toBe('/get-started');
  });

  it('greets the lead and offers the two plans, annual chosen by default', () => {
    keepLead();
    mockFetch({});
    renderFunnel('/get-started/step2');

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ann!' })).toBeTruthy();
    expect(screen.getByText('Choose the plan that works best for your family')).toBeTruthy();
    const [annual, monthly] = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(annual.checked).toBe(true);
    expect(monthly.checked).toBe(false);
    const annualCard = annual.closest('.plan-card') as HTMLElement;
    const monthlyCard = monthly.closest('.plan-card') as HTMLElement;
    expect(within(annualCard).getByText('$59/year')).toBeTruthy();
    expect(within(annualCard).getByText('BEST VALUE')).toBeTruthy();
    expect(within(annualCard).getByText('Save 30% compared to monthly')).toBeTruthy();
    expect(within(monthlyCard).getByText('$7/month')).toBeTruthy();
    expect(within(monthlyCard).getByText('Flexible monthly billing')).toBeTruthy();
    expect(PLAN_FEATURES).toHaveLength(6);
    // What more storytellers cost: nothing, up to five (docs/decisions/0092-several-storytellers.md).
    expect(
      within(annualCard).getByText('Up to 5 storytellers, each with their own vault, at no extra cost'),
    ).toBeTruthy();
    for (const card of [annualCard, monthlyCard]) {
      expect(
        within(card)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(PLAN_FEATURES);
    }
    const progress = screen.getByRole('list', { name: 'Progress' }).textContent;
    expect(progress).toMatch(/Your Details.*Choose Plan.*Create Account/);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/get-started');
  });

  it("starts the checkout for the chosen plan, shows 'Processing...', and leaves for the checkout page", async () => {
    keepLead();
    const checkout = deferredResponse();
    const fetchMock = mockFetch({ 'POST /api/create-checkout': checkout.handler });
    renderFunnel('/get-started/step2');

    fireEvent.click(screen.getByRole('radio', { name: /Monthly/ }));
    fireEvent.click(checkoutButton());
    expect(((await screen.findByRole('button', { name: 'Processing...' })) as HTMLButtonElement).disabled).toBe(true);
    checkout.resolve(jsonResponse(200, { checkoutUrl: '/api/billing/test-checkout/cs_1' }));

    await waitFor(() => expect(go).toHaveBeenCalledWith('/api/billing/test-checkout/cs_1'));
    // Still pending while the browser leaves for the checkout page.
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/create-checkout')[0].body).toEqual({ leadId: 42, planType: 'monthly' });
  });

  it.each<[string, MockHandler, string, string]>([
    ['no checkout URL', () => jsonResponse(200, {}), 'Error', 'No checkout URL received'],
    [
      'a payment provider that is not configured',
      () => errorResponse(503, 'PAYMENT_NOT_CONFIGURED', 'The payment provider is not configured yet.'),
      'Payment System Not Ready',
      'Our payment system is being set up. Please check back soon or contact support.',
    ],
    [
      "a message that says 'configured'",
      () => errorResponse(500, 'INTERNAL', 'Billing is not configured'),
      'Payment System Not Ready',
      'Our payment system is being set up. Please check back soon or contact support.',
    ],
    [
      'another failure',
      () => errorResponse(400, 'VALIDATION_FAILED', 'leadId must be an integer'),
      'Error',
      'leadId must be an integer',
    ],
    ['a failure without a message', () => jsonResponse(500), 'Error', 'Failed to start checkout process'],
  ])('reports %s', async (_label, handler, title, description) => {
    keepLead();
    mockFetch({ 'POST /api/create-checkout': handler });
    renderFunnel('/get-started/step2');

    fireEvent.click(checkoutButton());

    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByText(description)).toBeTruthy();
    expect(checkoutButton()).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
  });

  it('shows where the account link went when the payment has already gone through, and offers no plans', async () => {
    keepLead();
    mockFetch({
      'POST /api/create-checkout': () =>
        errorResponse(
          409,
          'LEAD_ALREADY_PAID',
          'This payment has already gone through. We have sent the link to set up your account to ann@example.com.',
        ),
    });
    renderFunnel('/get-started/step2');

    fireEvent.click(checkoutButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'You Have Already Paid' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(
      'We have sent an email to ann@example.com with a link to finish creating your account.',
    );
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue to Secure Checkout' })).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });
});
