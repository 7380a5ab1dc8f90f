import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppConfig } from '@storyvault/api/config/app-config';
import { replyAddressFor } from '@storyvault/api/modules/delivery/delivery.public';
import { payments } from '../describe-services';
import { CheckResult, DoctorInput, fail, invalid, ok, warn } from './check';

/** Variables a check of their own reports on; any other bad variable is the `configuration` check's. */
export const OWNED: Array<keyof AppConfig> = [
  'PUBLIC_URL',
  'SESSION_SECRET',
  'DATA_DIR',
  'DATABASE_URL',
  'EMBEDDED_PG_PORT',
  'SMTP_URL',
  'IMAP_URL',
  'IMAP_MAILBOX',
  'INBOUND_ADDRESS',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_ANNUAL',
  'STRIPE_PRICE_MONTHLY',
  'STRIPE_API_BASE',
  'TRANSCRIBE_URL',
  'TRANSCRIBE_API_KEY',
  'TRANSCRIBE_MODEL',
  'TRANSCRIBE_LANGUAGE',
  'TRANSCRIBE_MAX_BYTES',
  'TRANSCRIBE_TIMEOUT_SECONDS',
  'FFMPEG_PATH',
  'FFPROBE_PATH',
];

export const LOCAL_HOSTS = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/i;

export function configurationCheck(input: DoctorInput): CheckResult {
  const rest = input.problems.filter((p) => !OWNED.includes(p.variable)).map((p) => p.variable);
  return invalid('configuration', input, rest) ?? ok('configuration', `valid (NODE_ENV=${input.config.NODE_ENV})`);
}

export function sessionSecretCheck(input: DoctorInput): CheckResult {
  const bad = invalid('session secret', input, ['SESSION_SECRET']);
  if (bad) return { ...bad, fix: 'set SESSION_SECRET to 32 or more random characters, e.g. `openssl rand -base64 48`' };
  if (input.config.SESSION_SECRET) return ok('session secret', 'SESSION_SECRET is set');
  return ok('session secret', `not set: one generated once is kept in ${join(input.config.dataDir, 'session.secret')}`);
}

export async function dataDirCheck(input: DoctorInput): Promise<CheckResult> {
  const bad = invalid('data folder', input, ['DATA_DIR']);
  if (bad) return bad;
  const dir = input.config.dataDir;
  const probe = join(dir, `.doctor-${randomBytes(4).toString('hex')}`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(probe, 'storyvault doctor\n', { flag: 'wx' });
    await rm(probe);
    return ok('data folder', `${dir} is writable`);
  } catch (error) {
    return fail(
      'data folder',
      `cannot write to ${dir}: ${(error as Error).message}`,
      'create the folder and let the user running StoryVault write to it, or point DATA_DIR elsewhere',
    );
  }
}

export function inboundAddressCheck(input: DoctorInput): CheckResult {
  const { config } = input;
  const bad = invalid('inbound address', input, ['INBOUND_ADDRESS']);
  if (bad) return bad;
  const address = config.INBOUND_ADDRESS;
  const at = address.lastIndexOf('@');
  const [local, ...plus] = address.slice(0, at).split('+');
  const domain = address.slice(at + 1);
  const example = replyAddressFor(address, 'TOKEN');
  if (!domain.includes('.')) {
    const message = `${address} cannot receive mail from outside this machine, so replies to ${example} go nowhere`;
    const fix = 'set INBOUND_ADDRESS to the mailbox that receives replies, e.g. stories@yourdomain.com';
    return config.isProduction ? fail('inbound address', message, fix) : warn('inbound address', message, fix);
  }
  if (plus.length)
    return warn(
      'inbound address',
      `${address} has a plus part of its own, which replies drop: they go to ${example}`,
      `set INBOUND_ADDRESS to ${local}@${domain}, the mailbox itself`,
    );
  const imapUser =
    config.IMAP_URL && !input.problems.some((p) => p.variable === 'IMAP_URL')
      ? decodeURIComponent(new URL(config.IMAP_URL).username)
      : '';
  if (imapUser.includes('@') && imapUser.toLowerCase() !== address.toLowerCase())
    return warn(
      'inbound address',
      `replies go to ${example}, but IMAP_URL reads the mailbox of ${imapUser}`,
      `make sure mail to ${address} (and its plus-addresses) lands in ${imapUser}'s ${config.IMAP_MAILBOX}, or correct one of the two`,
    );
  return ok(
    'inbound address',
    `replies go to ${example}; the mailbox of ${address} must accept its plus-addresses (Gmail, Fastmail, Postfix with recipient_delimiter = + do)`,
  );
}

export function paymentsCheck(input: DoctorInput): CheckResult {
  const { config } = input;
  const keys = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ANNUAL', 'STRIPE_PRICE_MONTHLY'] as const;
  const bad = invalid('payments', input, [...keys, 'STRIPE_API_BASE']);
  if (bad) return bad;
  const key = config.STRIPE_SECRET_KEY;
  if (!key) {
    if (config.isProduction)
      return fail(
        'payments',
        'no STRIPE_SECRET_KEY in production: checkout answers "Payment System Not Ready"',
        `set ${keys.join(', ')} (docs/payments.md)`,
      );
    return ok('payments', 'local test checkout (TEST MODE); set STRIPE_SECRET_KEY to take real payments');
  }
  if (!/^(sk|rk)_(live|test)_/.test(key))
    return warn(
      'payments',
      'STRIPE_SECRET_KEY does not look like a Stripe secret key (sk_live_… or sk_test_…)',
      'copy the secret key from the Stripe dashboard, Developers → API keys',
    );
  if (!config.STRIPE_WEBHOOK_SECRET!.startsWith('whsec_'))
    return warn(
      'payments',
      'STRIPE_WEBHOOK_SECRET does not look like a webhook signing secret (whsec_…): webhooks would be refused',
      'copy the signing secret of the endpoint PUBLIC_URL/api/billing/webhook from the Stripe dashboard',
    );
  const { mode } = payments(config) as { mode: 'live' | 'test' };
  if (config.isProduction && mode === 'test')
    return warn(
      'payments',
      'Stripe in test mode in production: no real money is taken',
      'use the live secret key, prices and webhook secret',
    );
  return ok(
    'payments',
    `Stripe (${mode} mode), webhook secret set, prices ${config.STRIPE_PRICE_ANNUAL} and ${config.STRIPE_PRICE_MONTHLY}`,
  );
}
