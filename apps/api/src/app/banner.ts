import { join } from 'node:path';
import { AppConfig } from '../config/app-config';
import { describeObjectStore } from '../shared/storage/create-object-store';

/** A connection URL fit to show: its password replaced by ***. */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unreadable URL)';
  }
}

export interface Banner {
  url: string;
  dataDir: string;
  database: string;
  media: string;
  mail: string;
  replies: string;
  payments: string;
}

/** What a person starting StoryVault wants to know first: where it is, where its data is, where mail goes. */
export function startBanner(config: AppConfig, database: string, role: { http: boolean; worker: boolean }): Banner {
  return {
    url: role.http ? config.PUBLIC_URL : '(worker only, no web server)',
    dataDir: config.dataDir,
    database,
    media: describeObjectStore(config),
    mail: config.SMTP_URL
      ? `sent through the SMTP relay ${withoutPassword(config.SMTP_URL)}`
      : `not sent: written as .eml files to ${join(config.dataDir, 'outbox')} (set SMTP_URL to send)`,
    replies: config.IMAP_URL
      ? `read from IMAP ${withoutPassword(config.IMAP_URL)}, folder ${config.IMAP_MAILBOX}`
      : 'not read (no IMAP_URL); feed them with `storyvault ingest FILE.eml`',
    payments: config.STRIPE_SECRET_KEY
      ? `Stripe (${config.STRIPE_SECRET_KEY.includes('_live_') ? 'live' : 'test'} mode)`
      : config.isProduction
        ? 'none: checkout is refused without STRIPE_SECRET_KEY'
        : 'local test checkout (TEST MODE: no card, no money)',
  };
}

/** The banner as a person reads it on a terminal. */
export function bannerText(banner: Banner): string {
  return [
    `StoryVault is running at ${banner.url}`,
    `  Data folder:  ${banner.dataDir}`,
    `  Database:     ${banner.database}`,
    `  Media:        ${banner.media}`,
    `  Emails:       ${banner.mail}`,
    `  Replies:      ${banner.replies}`,
    `  Payments:     ${banner.payments}`,
    'Press Ctrl-C to stop.',
  ].join('\n');
}
