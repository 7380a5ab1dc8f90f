import { Injectable } from '@nestjs/common';
import { hkdfSync } from 'node:crypto';
import { AppConfig } from '../../../config/app-config';
import { AppSecrets } from '../../../config/app-secrets';
import { readUnsubscribeToken, UnsubscribeTarget, unsubscribeToken } from '../domain/unsubscribe-token';

/**
 * The stop-emails links of new-story emails. Their key is derived from the session secret for
 * this use alone, so it is kept wherever that secret is, and rotating that secret retires them.
 */
@Injectable()
export class UnsubscribeLinks {
  private readonly key: Buffer;

  constructor(
    secrets: AppSecrets,
    private readonly config: AppConfig,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', secrets.sessionSecret, 'storyvault', 'unsubscribe-link', 32));
  }

  /** Whose emails the token stops, or null for a token this server did not make. */
  read(token: unknown): UnsubscribeTarget | null {
    return readUnsubscribeToken(this.key, token);
  }

  /** The page a person opens from the email's link (the web app's /unsubscribe). */
  pageUrl(target: UnsubscribeTarget): string {
    return this.config.link(`/unsubscribe?token=${unsubscribeToken(this.key, target)}`);
  }

  /** What mail programs POST to for a one-click unsubscribe (RFC 8058). */
  oneClickUrl(target: UnsubscribeTarget): string {
    return this.config.link(`/api/notifications/unsubscribe?token=${unsubscribeToken(this.key, target)}`);
  }
}
