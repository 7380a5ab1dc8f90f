import { act, fireEvent, render, screen } from '@testing-library/react';
import { createHash, webcrypto } from 'node:crypto';
import {
  callsTo,
  deferredResponse,
  errorResponse,
  jsonResponse,
  mockFetch,
  type MockHandler,
} from '../../test/fetchMock';
import { NewsletterForm } from './NewsletterForm';
import { hasLeadingZeroBits } from './proofOfWork';

const emailInput = () => screen.getByLabelText('Your email address') as HTMLInputElement;

function subscribe(email = 'ann@example.com') {
  fireEvent.change(emailInput(), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

function renderWith(handler: MockHandler) {
  const fetchMock = mockFetch({ 'POST /api/newsletter': handler });
  render(<NewsletterForm />);
  return fetchMock;
}

describe('newsletter form', () => {
  afterEach(() => jest.useRealTimers());

  it("sends the trimmed email, shows 'Subscribing...' with the input disabled, then thanks for 5 seconds", async () => {
    jest.useFakeTimers();
    const answer = deferredResponse();
    const fetchMock = renderWith(answer.handler);

    subscribe('  ann@example.com  ');
    const pending = await screen.findByRole('button', { name: 'Subscribing...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(emailInput().disabled).toBe(true);
    expect(emailInput().type).toBe('email');
    answer.resolve(jsonResponse(200, { ok: true, message: 'Subscribed' }));

    expect(await screen.findByText('Thank you for subscribing!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    expect(callsTo(fetchMock, 'POST', '/api/newsletter').map((c) => c.body)).toEqual([{ email: 'ann@example.com' }]);

    act(() => void jest.advanceTimersByTime(4900));
    expect(screen.queryByLabelText('Your email address')).toBeNull();
    act(() => void jest.advanceTimersByTime(100));
    expect(screen.queryByText('Thank you for subscribing!')).toBeNull();
    expect(emailInput().value).toBe('');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });

  it('ignores an email of only spaces', () => {
    const fetchMock = renderWith(() => jsonResponse(200, { ok: true, message: 'x' }));
    fireEvent.change(emailInput(), { target: { value: '   ' } });
    fireEvent.submit(emailInput().form!);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });

  describe('with a proof-of-work captcha', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
    beforeAll(() => Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true }));
    afterAll(() => original && Object.defineProperty(globalThis, 'crypto', original));
    const captcha = { challenge: 'newsletter-challenge-1', difficulty: 8 };

    it('solves the puzzle, sends the answer, and subscribes', async () => {
      const answers = [
        jsonResponse(200, { ok: false, requiresCaptcha: true, captcha, message: 'Verification required' }),
        jsonResponse(200, { ok: true, message: 'Subscribed' }),
      ];
      const fetchMock = renderWith(() => answers.shift()!);

      subscribe();

      expect(await screen.findByText('Thank you for subscribing!')).toBeTruthy();
      const [first, second] = callsTo(fetchMock, 'POST', '/api/newsletter').map((c) => c.body) as Array<{
        email: string;
        captcha?: { challenge: string; nonce: string };
      }>;
      expect(first).toEqual({ email: 'ann@example.com' });
      expect(second.email).toBe('ann@example.com');
      expect(second.captcha?.challenge).toBe(captcha.challenge);
      const hash = createHash('sha256')
        .update(captcha.challenge + second.captcha!.nonce)
        .digest();
      expect(hasLeadingZeroBits(hash, captcha.difficulty)).toBe(true);
    });

    it('asks to try again later when the server still wants a captcha', async () => {
      const fetchMock = renderWith(() =>
        jsonResponse(200, { ok: false, requiresCaptcha: true, captcha, message: 'Verification required' }),
      );
      subscribe();
      expect(await screen.findByText('Security verification required. Please try again in a moment.')).toBeTruthy();
      expect(callsTo(fetchMock, 'POST', '/api/newsletter')).toHaveLength(2);
      expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
      expect(emailInput().value).toBe('ann@example.com');
    });
  });

  it.each<[string, MockHandler, string]>([
    [
      'an email already subscribed',
      () => jsonResponse(200, { ok: false, alreadySubscribed: true, message: 'This email is already subscribed.' }),
      'This email is already subscribed.',
    ],
    [
      'a refusal with a message',
      () => jsonResponse(200, { ok: false, message: 'Try another address.' }),
      'Try another address.',
    ],
    [
      'a refusal without a message',
      () => jsonResponse(200, { ok: false, message: '' }),
      'Failed to subscribe. Please try again.',
    ],
    [
      "a 400 with the server's message",
      () => errorResponse(400, 'VALIDATION_FAILED', 'email must be an email'),
      'email must be an email',
    ],
    ['a 500 with no body', () => jsonResponse(500), 'Failed to subscribe. Please try again.'],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 'Network error. Please try again.'],
  ])('shows the message for %s beneath the form', async (_label, handler, message) => {
    renderWith(handler);
    subscribe();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect(emailInput().disabled).toBe(false);
  });
});
