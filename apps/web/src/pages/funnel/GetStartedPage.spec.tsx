import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, deferredResponse, errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderFunnel } from './testing/renderFunnel';

function fillIn(name: string, email: string) {
  fireEvent.change(screen.getByLabelText('Your Name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue - Almost There' }));
}

describe('funnel step 1 (/get-started)', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => jest.useRealTimers());

  it('shows the three steps, the trust notes and the two fields', () => {
    mockFetch({});
    renderFunnel('/get-started');
    const steps = screen.getByRole('list', { name: 'Progress' });
    expect(steps.textContent).toContain('About you');
    expect(steps.textContent).toContain('Subscription');
    expect(steps.textContent).toContain('Begin stories');
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByText('30-day money-back guarantee')).toBeTruthy();
    expect(screen.getByText(/Secure checkout/)).toBeTruthy();
  });

  it('asks for a name and a valid email before sending anything', () => {
    const fetchMock = mockFetch({});
    renderFunnel('/get-started');

    fillIn('   ', 'not-an-email');

    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByLabelText('Email Address').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("captures the lead, shows 'Processing...', keeps the lead in the session and goes to step 2", async () => {
    const lead = deferredResponse();
    const fetchMock = mockFetch({ 'POST /api/capture-lead': lead.handler });
    const { pathname } = renderFunnel('/get-started');

    fillIn(' Ann Smith ', ' ann@example.com ');
    const pending = await screen.findByRole('button', { name: 'Processing...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    lead.resolve(jsonResponse(200, { leadId: 42 }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Ann Smith!' })).toBeTruthy();
    expect(pathname()).toBe('/get-started/step2');
    expect(callsTo(fetchMock, 'POST', '/api/capture-lead')[0].body).toEqual({
      name: 'Ann Smith',
      email: 'ann@example.com',
    });
    expect([
      sessionStorage.getItem('leadId'),
      sessionStorage.getItem('leadEmail'),
      sessionStorage.getItem('leadName'),
    ]).toEqual(['42', 'ann@example.com', 'Ann Smith']);
  });

  it('tells an existing customer to sign in and sends them to /signin after 2 seconds', async () => {
    jest.useFakeTimers();
    mockFetch({
      'POST /api/capture-lead': () =>
        errorResponse(409, 'ACCOUNT_EXISTS', 'An account with this email already exists.'),
    });
    const { pathname } = renderFunnel('/get-started');

    fillIn('Ann Smith', 'ann@example.com');

    expect(await screen.findByText('Account Exists')).toBeTruthy();
    expect(screen.getByText('You already have an account. Please sign in.')).toBeTruthy();
    expect(pathname()).toBe('/get-started');
    act(() => void jest.advanceTimersByTime(2000));
    await waitFor(() => expect(pathname()).toBe('/signin'));
    expect(sessionStorage.getItem('leadId')).toBeNull();
  });

  it.each([
    [
      "the server's message",
      () => errorResponse(400, 'VALIDATION_FAILED', 'email must be an email'),
      'email must be an email',
    ],
    ['a fallback without one', () => jsonResponse(500), 'Something went wrong. Please try again.'],
  ])("shows 'Error' with %s for any other failure", async (_label, handler, message) => {
    mockFetch({ 'POST /api/capture-lead': handler });
    const { pathname } = renderFunnel('/get-started');

    fillIn('Ann Smith', 'ann@example.com');

    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(pathname()).toBe('/get-started');
    expect(screen.getByRole('button', { name: 'Continue - Almost There' })).toBeTruthy();
  });
});
