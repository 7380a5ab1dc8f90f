import { Injectable } from '@nestjs/common';
import { NewsletterResponse } from '@storyvault/contracts';
import { hkdfSync } from 'node:crypto';
import { AppSecrets } from '../../../config/app-secrets';
import { Clock } from '../../../shared/time/clock';
import { InvalidUserError } from '../domain/auth.errors';
import { CAPTCHA_DIFFICULTY, issueChallenge, normalizeNewsletterEmail, solvesChallenge } from '../domain/newsletter';
import { AttemptThrottle } from './ports/attempt-throttle';
import { NewsletterRepository } from './ports/newsletter.repository';

/** Three sign-ups from one address in ten minutes are fine; past that, each needs a solved challenge. */
const FREE_PER_WINDOW = 3;
const WINDOW_MS = 10 * 60_000;

@Injectable()
export class SubscribeNewsletter {
  private readonly secret: Buffer;

  constructor(
    private readonly subscribers: NewsletterRepository,
    private readonly throttle: AttemptThrottle,
    private readonly clock: Clock,
    secrets: AppSecrets,
  ) {
    this.secret = Buffer.from(hkdfSync('sha256', secrets.sessionSecret, 'storyvault', 'newsletter-captcha', 32));
  }

  async execute(input: {
    email: string;
    ip: string;
    captcha?: { challenge: string; nonce: string };
  }): Promise<NewsletterResponse> {
    const email = normalizeNewsletterEmail(input.email);
    if (!email) throw new InvalidUserError('Please enter a valid email address');
    const now = this.clock.now();
    const attempts = await this.throttle.record(`newsletter:ip:${input.ip}`, now, WINDOW_MS);
    if (attempts > FREE_PER_WINDOW) {
      const solved =
        input.captcha &&
        solvesChallenge(this.secret, input.captcha.challenge, input.captcha.nonce, now) &&
        // A solved challenge works once.
        (await this.throttle.record(`newsletter:captcha:${input.captcha.challenge}`, now, WINDOW_MS * 2)) === 1;
      if (!solved) {
        return {
          ok: false,
          requiresCaptcha: true,
          message: 'Security verification required. Please try again in a moment.',
          captcha: { challenge: issueChallenge(this.secret, now), difficulty: CAPTCHA_DIFFICULTY },
        };
      }
    }
    if (!(await this.subscribers.subscribe(email))) {
      return { ok: false, alreadySubscribed: true, message: 'This email is already subscribed.' };
    }
    return { ok: true, message: 'Thank you for subscribing!' };
  }
}
