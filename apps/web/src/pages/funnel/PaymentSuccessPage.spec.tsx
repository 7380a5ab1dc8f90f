import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  callsTo,
  deferredResponse,
  errorResponse,
  jsonResponse,
  mockFetch,
  type MockHandler,
} from '../../test/fetchMock';
import { renderFunnel } from './testing/renderFunnel';

const ANN = { name: 'Ann Smith', email: 'ann@example.com', hasFullAccess: true };
const VERIFIED = () =>
  jsonResponse(200, { success: true, verified: true, lead: { name: 'Ann Smith', email: 'ann@example.com' } });

function keepLead() {
  sessionStorage.setItem('leadId', '42');
  sessionStorage.setItem('leadEmail', 'ann@example.com');
  sessionStorage.setItem('leadName', 'Ann Smith');
}

function choosePasswords(password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Complete Account Setup' }));
}

describe('payment success (/get-started/success)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    keepLead();
  });

  it('sends a visit without session_id back to step 1', () => {
    mockFetch({});
    const { pathname } = renderFunnel('/get-started/success');
    expect(pathname()).toBe('/get-started');
  });

  it('verifies the payment, then welcomes the lead and offers the account form with the email read-only', async () => {
    const verify = deferredResponse();
    const fetchMock = mockFetch({ 'POST /api/verify-payment': verify.handler });
    renderFunnel('/get-started/success?session_id=cs_test_1');

    expect(screen.getByRole('heading', { level: 1, name: 'Verifying Your Payment' })).toBeTruthy();
    expect(screen.getByText('Please wait while we confirm your subscription...')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    verify.resolve(VERIFIED());

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeTruthy();
    expect(screen.getByText(/Welcome to StoryVault, Ann Smith!/)).toBeTruthy();
    expect(screen.getByText('Your subscription is active')).toBeTruthy();
    expect(screen.getByText('You have access to all 150+ questions')).toBeTruthy();
    expect(screen.getByText(/30-day money-back guarantee/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Create Your Account' })).toBeTruthy();
    const email = screen.getByLabelText('Email Address') as HTMLInputElement;
    expect(email.value).toBe('ann@example.com');
    expect(email.readOnly).toBe(true);
    expect(callsTo(fetchMock, 'POST', '/api/verify-payment').map((c) => c.body)).toEqual([
      { sessionId: 'cs_test_1', email: 'ann@example.com' },
    ]);
  });

  it('finishes in another tab or browser, where no lead is kept, with the name and email the server knows', async () => {
    sessionStorage.clear();
    const fetchMock = mockFetch({
      'POST /api/verify-payment': VERIFIED,
      'POST /api/complete-signup': () => jsonResponse(200, { success: true, user: ANN }),
      'GET /api/me': () => jsonResponse(200, ANN),
    });
    const { pathname } = renderFunnel('/get-started/success?session_id=cs_test_1');

    expect(await screen.findByText(/Welcome to StoryVault, Ann Smith!/)).toBeTruthy();
    expect((screen.getByLabelText('Email Address') as HTMLInputElement).value).toBe('ann@example.com');
    expect(callsTo(fetchMock, 'POST', '/api/verify-payment').map((c) => c.body)).toEqual([
      { sessionId: 'cs_test_1', email: '' },
    ]);
    choosePasswords('a good password', 'a good password');
    await waitFor(() => expect(pathname()).toBe('/dashboard'));
    expect(callsTo(fetchMock, 'POST', '/api/complete-signup')[0].body).toEqual({
      sessionId: 'cs_test_1',
      password: 'a good password',
      email: 'ann@example.com',
    });
  });

  it.each<[string, MockHandler, string, string]>([
    [
      'an unverified payment',
      () => jsonResponse(200, { success: false, verified: false }),
      'Payment Verification Failed',
      'Please contact support or try again.',
    ],
    [
      'a failed verification call',
      () => jsonResponse(500),
      'Verification Error',
      'Unable to verify your payment. Please contact support.',
    ],
  ])('keeps the account form away after %s', async (_label, handler, title, description) => {
    mockFetch({ 'POST /api/verify-payment': handler });
    renderFunnel('/get-started/success?session_id=cs_test_1');

    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByText(description)).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Complete Account Setup' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('checks the password length and the confirmation before sending', async () => {
    const fetchMock = mockFetch({ 'POST /api/verify-payment': VERIFIED });
    renderFunnel('/get-started/success?session_id=cs_test_1');
    await screen.findByRole('heading', { name: 'Create Your Account' });

    choosePasswords('short', 'short');
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();

    choosePasswords('long enough', 'long enougH');
    expect(screen.queryByText('Password must be at least 8 characters')).toBeNull();
    const mismatch = screen.getByText("Passwords don't match");
    expect(screen.getByLabelText('Confirm Password').getAttribute('aria-describedby')).toBe(mismatch.id);
    expect(callsTo(fetchMock, 'POST', '/api/complete-signup')).toHaveLength(0);
  });

  it('creates the account, signs the user in, forgets the lead and goes to the dashboard', async () => {
    const signup = deferredResponse();
    const fetchMock = mockFetch({
      'POST /api/verify-payment': VERIFIED,
      'POST /api/complete-signup': signup.handler,
      'GET /api/me': () => jsonResponse(200, ANN),
    });
    const { pathname, client } = renderFunnel('/get-started/success?session_id=cs_test_1');
    await screen.findByRole('heading', { name: 'Create Your Account' });

    choosePasswords('a good password', 'a good password');
    expect(((await screen.findByRole('button', { name: 'Creating Account...' })) as HTMLButtonElement).disabled).toBe(
      true,
    );
    signup.resolve(jsonResponse(200, { success: true, user: ANN }));

    await waitFor(() => expect(pathname()).toBe('/dashboard'));
    expect(await screen.findByText('Account Created!')).toBeTruthy();
    expect(screen.getByText(/Welcome to StoryVault, Ann Smith!/)).toBeTruthy();
    expect(client.getQueryData(['/api/me'])).toEqual(ANN);
    expect(callsTo(fetchMock, 'POST', '/api/complete-signup')[0].body).toEqual({
      sessionId: 'cs_test_1',
      password: 'a good password',
      email: 'ann@example.com',
    });
    expect(['leadId', 'leadEmail', 'leadName'].map((key) => sessionStorage.getItem(key))).toEqual([null, null, null]);
    // The dashboard greets the new owner as such, not as someone coming back.
    expect(sessionStorage.getItem('storyvault.firstVisit')).toBe('ann@example.com');
  });

  it.each<[string, MockHandler, string, string]>([
    [
      'an existing account',
      () => errorResponse(409, 'ACCOUNT_EXISTS', 'An account with this email already exists.'),
      'Account Creation Failed',
      'An account with this email already exists.',
    ],
    [
      'a failure without a message',
      () => jsonResponse(500),
      'Account Creation Failed',
      'Please try again or contact support.',
    ],
    [
      'an unverified payment',
      () => errorResponse(403, 'PAYMENT_NOT_VERIFIED', 'Payment verification is required.'),
      'Cannot Create Account',
      'Payment verification is required.',
    ],
  ])('reports %s when creating the account', async (_label, handler, title, description) => {
    mockFetch({ 'POST /api/verify-payment': VERIFIED, 'POST /api/complete-signup': handler });
    const { pathname } = renderFunnel('/get-started/success?session_id=cs_test_1');
    await screen.findByRole('heading', { name: 'Create Your Account' });

    choosePasswords('a good password', 'a good password');

    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByText(description)).toBeTruthy();
    expect(pathname()).toBe('/get-started/success');
    expect(sessionStorage.getItem('leadId')).toBe('42');
  });
});
