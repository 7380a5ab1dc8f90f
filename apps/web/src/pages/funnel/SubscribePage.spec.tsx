import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { externalNavigation } from './funnelApi';
import { renderFunnel } from './testing/renderFunnel';

const TRIAL = { name: 'Ann', email: 'ann@example.com', hasFullAccess: false };

describe('subscribe (/subscribe)', () => {
  let go: jest.SpyInstance;
  beforeEach(() => {
    go = jest.spyOn(externalNavigation, 'go').mockImplementation(() => undefined);
  });
  afterEach(() => go.mockRestore());

  it('starts the same checkout for the signed-in user, without a lead', async () => {
    const fetchMock = mockFetch({
      'POST /api/create-checkout': () => jsonResponse(200, { checkoutUrl: 'https://checkout.example/cs_2' }),
    });
    renderFunnel('/subscribe', { user: TRIAL });

    expect(screen.getByRole('heading', { level: 1, name: 'Subscribe to StoryVault' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Annual/ }) as HTMLInputElement).checked).toBe(true);
    // Both plans say what more storytellers cost.
    expect(screen.getAllByText('Up to 5 storytellers, each with their own vault, at no extra cost')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Secure Checkout' }));

    await waitFor(() => expect(go).toHaveBeenCalledWith('https://checkout.example/cs_2'));
    expect(callsTo(fetchMock, 'POST', '/api/create-checkout')[0].body).toEqual({ planType: 'annual' });
  });

  it('verifies the payment on return from the checkout and refreshes the session for full access', async () => {
    const fetchMock = mockFetch({
      'POST /api/verify-payment': () => jsonResponse(200, { success: true, verified: true }),
      'GET /api/me': () => jsonResponse(200, { ...TRIAL, hasFullAccess: true }),
    });
    const { client } = renderFunnel('/subscribe?session_id=cs_user_1', { user: TRIAL });

    expect(screen.getByRole('heading', { level: 1, name: 'Verifying Your Payment' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Your Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(callsTo(fetchMock, 'POST', '/api/verify-payment')[0].body).toEqual({
      sessionId: 'cs_user_1',
      email: 'ann@example.com',
    });
    await waitFor(() => expect(client.getQueryData(['/api/me'])).toEqual({ ...TRIAL, hasFullAccess: true }));
  });

  it('says when the returning payment could not be verified', async () => {
    mockFetch({ 'POST /api/verify-payment': () => jsonResponse(200, { success: false, verified: false }) });
    renderFunnel('/subscribe?session_id=cs_user_1', { user: TRIAL });

    expect(await screen.findByText('Payment Verification Failed')).toBeTruthy();
    expect(screen.getByText('Please contact support or try again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a plan again' }).getAttribute('href')).toBe('/subscribe');
  });

  it('sends a user with full access to the account page, where their plan is', () => {
    mockFetch({});
    const view = renderFunnel('/subscribe', { user: { ...TRIAL, hasFullAccess: true } });
    expect(view.pathname()).toBe('/dashboard/account');
    expect(screen.queryByRole('button', { name: 'Continue to Secure Checkout' })).toBeNull();
  });

  it('goes to the account page when the API refuses a second checkout', async () => {
    mockFetch({
      'POST /api/create-checkout': () =>
        errorResponse(
          409,
          'ALREADY_SUBSCRIBED',
          'You already have a subscription. See or change it on your account page.',
        ),
    });
    const view = renderFunnel('/subscribe', { user: TRIAL });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Secure Checkout' }));
    await waitFor(() => expect(view.pathname()).toBe('/dashboard/account'));
    expect(go).not.toHaveBeenCalled();
  });
});
