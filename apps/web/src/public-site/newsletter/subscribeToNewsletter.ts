import type { NewsletterRequest, NewsletterResponse } from '@storyvault/contracts';
import { ApiError, apiErrorMessage, apiRequest } from '../../api/client';
import { solveProofOfWork } from './proofOfWork';

/** docs/product.md §4 and §8: every text the newsletter form shows. */
export const NEWSLETTER_TEXT = {
  success: 'Thank you for subscribing!',
  captcha: 'Security verification required. Please try again in a moment.',
  alreadySubscribed: 'This email is already subscribed.',
  failed: 'Failed to subscribe. Please try again.',
  network: 'Network error. Please try again.',
} as const;

export type NewsletterOutcome = { ok: true } | { ok: false; message: string };

const post = (request: NewsletterRequest) => apiRequest<NewsletterResponse>('POST', '/api/newsletter', request);

/**
 * One newsletter signup. When the server asks for a captcha, the proof of work is solved here
 * and the signup sent once more with it; a second captcha demand is not solved again.
 */
export async function subscribeToNewsletter(
  email: string,
  solve: (challenge: string, difficulty: number) => Promise<string> = solveProofOfWork,
): Promise<NewsletterOutcome> {
  const failure = (message: string): NewsletterOutcome => ({ ok: false, message });
  try {
    let answer = await post({ email });
    if (answer.requiresCaptcha) {
      if (!answer.captcha) return failure(NEWSLETTER_TEXT.captcha);
      const { challenge, difficulty } = answer.captcha;
      let nonce: string;
      try {
        nonce = await solve(challenge, difficulty);
      } catch {
        // No Web Crypto (an insecure http origin) or an unsolvable puzzle.
        return failure(NEWSLETTER_TEXT.captcha);
      }
      answer = await post({ email, captcha: { challenge, nonce } });
      if (answer.requiresCaptcha) return failure(NEWSLETTER_TEXT.captcha);
    }
    if (answer.ok) return { ok: true };
    if (answer.alreadySubscribed) return failure(NEWSLETTER_TEXT.alreadySubscribed);
    return failure(answer.message || NEWSLETTER_TEXT.failed);
  } catch (error) {
    if (error instanceof ApiError) return failure(apiErrorMessage(error) ?? NEWSLETTER_TEXT.failed);
    // fetch rejects with a TypeError when the request never got an answer.
    if (error instanceof TypeError) return failure(NEWSLETTER_TEXT.network);
    return failure(NEWSLETTER_TEXT.failed);
  }
}
