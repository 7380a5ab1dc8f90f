import { join } from 'node:path';
import { AppConfig } from '@storyvault/api/config/app-config';
import { withoutPassword } from './format';

/** How StoryVault sends, reads and takes payments with this configuration (no connection made). */

export type OutgoingMail = { kind: 'smtp'; relay: string } | { kind: 'outbox'; folder: string };
export type IncomingMail = { kind: 'imap'; mailbox: string; folder: string } | { kind: 'none' };
export type Payments =
  { provider: 'stripe'; mode: 'live' | 'test' } | { provider: 'test-checkout' } | { provider: 'none' };

export type MediaPlace = { kind: 'disk'; folder: string } | { kind: 's3'; bucket: string; endpoint: string };

/** Where recordings, photos and exports are kept (MEDIA_STORE). */
export function mediaPlace(config: AppConfig): MediaPlace {
  return config.MEDIA_STORE === 's3'
    ? { kind: 's3', bucket: config.S3_BUCKET ?? '', endpoint: config.S3_ENDPOINT ?? `AWS S3 (${config.S3_REGION})` }
    : { kind: 'disk', folder: join(config.dataDir, 'media') };
}

export function describeMedia(media: MediaPlace): string {
  return media.kind === 's3' ? `S3 bucket ${media.bucket} at ${media.endpoint}` : `on disk in ${media.folder}`;
}

export function outgoingMail(config: AppConfig): OutgoingMail {
  return config.SMTP_URL
    ? { kind: 'smtp', relay: withoutPassword(config.SMTP_URL) }
    : { kind: 'outbox', folder: join(config.dataDir, 'outbox') };
}

export function incomingMail(config: AppConfig): IncomingMail {
  return config.IMAP_URL
    ? { kind: 'imap', mailbox: withoutPassword(config.IMAP_URL), folder: config.IMAP_MAILBOX }
    : { kind: 'none' };
}

/** The billing module's rule: Stripe with a key; without one the local test checkout, refused in production. */
export function payments(config: AppConfig): Payments {
  if (config.STRIPE_SECRET_KEY)
    return { provider: 'stripe', mode: config.STRIPE_SECRET_KEY.includes('_live_') ? 'live' : 'test' };
  return config.isProduction ? { provider: 'none' } : { provider: 'test-checkout' };
}

export function describeOutgoing(mail: OutgoingMail): string {
  return mail.kind === 'smtp'
    ? `SMTP relay ${mail.relay}`
    : `no SMTP_URL: emails are written as .eml files to ${mail.folder}`;
}

export function describeIncoming(mail: IncomingMail): string {
  return mail.kind === 'imap'
    ? `IMAP ${mail.mailbox}, folder ${mail.folder}`
    : 'not configured (no IMAP_URL): replies are fed by hand with `storyvault ingest`';
}

export function describePayments(p: Payments): string {
  if (p.provider === 'stripe') return `Stripe (${p.mode} mode)`;
  if (p.provider === 'test-checkout') return 'local test checkout (TEST MODE: no card, no money)';
  return 'none: production without STRIPE_SECRET_KEY, so checkout is refused';
}
