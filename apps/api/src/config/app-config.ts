import { plainToInstance, Transform } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsPositive,
  IsString,
  IsUrl,
  Max,
  Min,
  Matches,
  MinLength,
  validateSync,
  ValidateBy,
} from './config-validators';
import { resolve } from 'node:path';
import { MediaStoreSettings, mediaStoreProblems } from './media-store-settings';
import { parseTrustProxy, TRUST_PROXY_FORMS, TrustProxy } from './trust-proxy';

/**
 * The one configuration of StoryVault, read from the environment once at boot.
 * Every variable has a default that works embedded; `.env.example` lists them all.
 */
export class AppConfig extends MediaStoreSettings {
  /** development | production | test. Production refuses the embedded shortcuts that are unsafe there. */
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  /** Port the HTTP server listens on. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  /** Base URL used in emails and for the session cookie's Secure flag; by default this machine at PORT. */
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  PUBLIC_URL = 'http://localhost:3000';

  /** PostgreSQL connection string. Empty: an embedded PostgreSQL is started with its data in DATA_DIR/pg. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['postgres', 'postgresql'] })
  DATABASE_URL?: string;

  /** Folder for everything the embedded defaults keep: database, outbox, media (with MEDIA_STORE=disk), secrets. */
  @IsString()
  DATA_DIR = './data';

  /** Port of the embedded PostgreSQL (only used without DATABASE_URL). */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  @Max(65535)
  EMBEDDED_PG_PORT = 54329;

  /** Signs the session cookie. Empty: a random secret is created once and kept in DATA_DIR. Required in production. */
  @IsOptional()
  @IsString()
  @MinLength(32)
  SESSION_SECRET?: string;

  /** Outgoing mail relay, e.g. smtp://user:pass@smtp.example.com:587. Empty: emails are written to DATA_DIR/outbox. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['smtp', 'smtps'] })
  SMTP_URL?: string;

  /** Connections kept open to the relay; a worker keeps twice as many emails in flight. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  @Max(50)
  SMTP_MAX_CONNECTIONS = 5;

  /** Sender of every email. */
  @IsString()
  @MinLength(3)
  MAIL_FROM = 'StoryVault <stories@localhost>';

  /**
   * Where seniors' replies arrive. Question emails are sent with Reply-To set to its
   * plus-address carrying the response token: stories@example.com -> stories+TOKEN@example.com.
   */
  @IsEmail({ require_tld: false })
  INBOUND_ADDRESS = 'stories@localhost';

  /** The inbound mailbox, e.g. imaps://stories%40example.com:password@imap.example.com:993. Empty: no polling (use `storyvault ingest`). */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['imap', 'imaps'] })
  IMAP_URL?: string;

  /**
   * The authserv-id(s) of the inbound mailbox's receiving server, comma-separated: its
   * Authentication-Results header (DMARC, or aligned DKIM or SPF, pass) must vouch for a reply's
   * From address before the reply is filed by its sender or thread. Empty: replies without a
   * token are filed unverified (with a warning at start-up), except in production, where they
   * are kept as unmatched.
   */
  @IsOptional()
  @Matches(/^[^\s,;]+(\s*,\s*[^\s,;]+)*$/, { message: 'INBOUND_AUTHSERV_ID must be host names separated by commas' })
  INBOUND_AUTHSERV_ID?: string;

  /** The folder replies arrive in. */
  @IsString()
  @MinLength(1)
  IMAP_MAILBOX = 'INBOX';

  /** Seconds between checks when the server cannot push new mail (no IMAP IDLE), and the longest IDLE. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  @Max(3600)
  IMAP_POLL_SECONDS = 60;

  /** How long a worker holds an incoming email it is processing; a crashed worker's email is taken over after this. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  @Max(3600)
  INBOUND_LEASE_SECONDS = 60;

  /** Days without an answer before the one gentle follow-up. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  @Max(60)
  FOLLOW_UP_DAYS = 4;

  /** How often a worker looks for due emails, in seconds. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  @Max(3600)
  DELIVERY_INTERVAL_SECONDS = 10;

  /** How many vaults one worker claims per round. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  @Max(1000)
  DELIVERY_BATCH_SIZE = 50;

  /** How long a claimed vault stays with its worker before another may take it over (a crashed worker's work). */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(5)
  @Max(3600)
  DELIVERY_LEASE_SECONDS = 120;

  /** How often a worker looks for due background jobs (housekeeping and the like), in seconds. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  @Max(3600)
  JOBS_POLL_SECONDS = 5;

  /** Days a domain event delivered to every handler is kept (for operators to look back) before it is deleted. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  @Max(3650)
  EVENT_RETENTION_DAYS = 30;

  /** Stripe secret key (sk_live_… / sk_test_…). Empty: the local test checkout (refused in production). */
  @IsOptional()
  @IsString()
  @MinLength(8)
  STRIPE_SECRET_KEY?: string;

  /** Signing secret of the webhook endpoint registered at PUBLIC_URL/api/billing/webhook (whsec_…). */
  @IsOptional()
  @IsString()
  STRIPE_WEBHOOK_SECRET?: string;

  /** Stripe price id of the annual plan ($59/year). */
  @IsOptional()
  @IsString()
  STRIPE_PRICE_ANNUAL?: string;

  /** Stripe price id of the monthly plan ($7/month). */
  @IsOptional()
  @IsString()
  STRIPE_PRICE_MONTHLY?: string;

  /** Another base URL for Stripe's API (a local stand-in in tests). Empty: api.stripe.com. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  STRIPE_API_BASE?: string;

  /**
   * Base URL of an OpenAI-compatible speech-to-text service (POST {URL}/v1/audio/transcriptions):
   * https://api.openai.com, or a self-hosted faster-whisper-server, whisper.cpp server or LocalAI.
   * Empty: voice stories are not written down automatically.
   */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  TRANSCRIBE_URL?: string;

  /** Sent as `Authorization: Bearer …` when set (hosted providers need it; a self-hosted server may not). */
  @IsOptional()
  @IsString()
  TRANSCRIBE_API_KEY?: string;

  /** The speech model the service is asked for. */
  @IsString()
  @MinLength(1)
  TRANSCRIBE_MODEL = 'whisper-1';

  /** The recordings' language (ISO 639-1, e.g. en, de), when known; empty: the service tells. */
  @IsOptional()
  @Matches(/^[a-z]{2,3}$/, { message: 'TRANSCRIBE_LANGUAGE must be a language code such as en or de' })
  TRANSCRIBE_LANGUAGE?: string;

  /** The largest file the service takes, in bytes (OpenAI: 25 MB); longer recordings are sent in pieces under it. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(16 * 1024)
  TRANSCRIBE_MAX_BYTES = 25 * 1024 * 1024;

  /** How long one piece may take the service before it is tried again later. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  @Max(3600)
  TRANSCRIBE_TIMEOUT_SECONDS = 300;

  /** The wait before a failed transcription is tried again, doubling after each try (10 tries in all). */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  @Max(3600)
  TRANSCRIBE_BACKOFF_SECONDS = 30;

  /** How long a worker holds a transcription without a sign of life before another takes it over. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(2)
  @Max(3600)
  TRANSCRIBE_LEASE_SECONDS = 120;

  /** How long a worker holds an export (a book or an archive) without a sign of life before another starts it again. */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(2)
  @Max(3600)
  EXPORT_LEASE_SECONDS = 60;

  /**
   * The finished exports (books, archives) a vault keeps at once, in MB: before a new file is
   * kept, the vault's oldest ready ones are deleted (they read "expired") until it fits. The
   * newest is always kept.
   */
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @IsPositive()
  EXPORT_STORAGE_MB_PER_VAULT = 2048;

  /** The ffmpeg and ffprobe programs (converting and checking recordings); by default those on PATH. */
  @IsString()
  @MinLength(1)
  FFMPEG_PATH = 'ffmpeg';

  @IsString()
  @MinLength(1)
  FFPROBE_PATH = 'ffprobe';

  /**
   * The folder holding pg_dump and pg_restore for `storyvault backup` and `restore`. Empty: they
   * are looked for on PATH and in /usr/lib/postgresql/<version>/bin: the oldest at least as new as the server.
   */
  @IsOptional()
  @IsString()
  PG_BIN_DIR?: string;

  /** Address shown to users for help. */
  @IsEmail({ require_tld: false })
  SUPPORT_EMAIL = 'support@storyvault.app';

  /**
   * Express "trust proxy": empty when clients connect directly; behind a load balancer set the
   * hop count (e.g. 1) or its addresses, so sign-in throttling sees the real client address and
   * the session cookie is sent on https. Read it through `trustProxy`.
   */
  @IsOptional()
  @ValidateBy({
    name: 'isTrustProxy',
    validator: {
      validate: (value) => typeof value === 'string' && parseTrustProxy(value) !== null,
      defaultMessage: () => `TRUST_PROXY must be ${TRUST_PROXY_FORMS}`,
    },
  })
  TRUST_PROXY?: string;

  /** pino log level. */
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** TRUST_PROXY parsed once, for express's "trust proxy" setting. */
  get trustProxy(): TrustProxy {
    return parseTrustProxy(this.TRUST_PROXY) ?? false;
  }

  /** INBOUND_AUTHSERV_ID as a list; empty when unset. */
  get inboundAuthservIds(): string[] {
    return (this.INBOUND_AUTHSERV_ID ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
  }

  /** Whether voice stories are written down automatically. */
  get transcriptionConfigured(): boolean {
    return !!this.TRANSCRIBE_URL;
  }

  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }

  get publicOrigin(): string {
    return new URL(this.PUBLIC_URL).origin;
  }

  get dataDir(): string {
    return resolve(this.DATA_DIR);
  }

  /** PUBLIC_URL without a trailing slash, for building links. */
  link(path: string): string {
    return `${this.PUBLIC_URL.replace(/\/+$/, '')}${path}`;
  }
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
}

/** One thing wrong with the configuration, and the variable it is about. */
export interface ConfigProblem {
  variable: keyof AppConfig;
  text: string;
}

/**
 * Reads the environment and lists every problem instead of stopping at them: for `storyvault
 * doctor`, which reports each under the check it affects. Where a variable is bad, `config`
 * holds the bad value; use it only for the variables without a problem.
 */
export function inspectConfig(env: NodeJS.ProcessEnv = process.env): { config: AppConfig; problems: ConfigProblem[] } {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(new AppConfig())) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') raw[key] = value.trim();
  }
  const config = plainToInstance(AppConfig, raw, { exposeDefaultValues: true });
  // Links in emails must reach this server: without PUBLIC_URL, follow a PORT other than 3000.
  if (raw.PUBLIC_URL === undefined && Number.isInteger(config.PORT) && config.PORT > 0)
    config.PUBLIC_URL = `http://localhost:${config.PORT}`;
  const errors = validateSync(config, { forbidUnknownValues: false });
  const problems: ConfigProblem[] = errors.map((e) => ({
    variable: e.property as keyof AppConfig,
    text: `${e.property}=${JSON.stringify(raw[e.property] ?? '')}: ${Object.values(e.constraints ?? {}).join('; ')}`,
  }));
  if (config.isProduction && !config.SESSION_SECRET)
    problems.push({ variable: 'SESSION_SECRET', text: 'SESSION_SECRET: required when NODE_ENV=production' });
  if (config.STRIPE_SECRET_KEY) {
    for (const key of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ANNUAL', 'STRIPE_PRICE_MONTHLY'] as const) {
      if (!config[key]) problems.push({ variable: key, text: `${key}: required when STRIPE_SECRET_KEY is set` });
    }
  }
  problems.push(...mediaStoreProblems(config));
  return { config, problems };
}

/**
 * Whether PUBLIC_URL is set in this environment, rather than the default (or the one PORT gives).
 * A server records the URL it serves at; the CLI uses that one unless told otherwise.
 */
export function publicUrlConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return !!env.PUBLIC_URL?.trim();
}

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const { config, problems } = inspectConfig(env);
  if (problems.length) throw new ConfigError(problems.map((p) => p.text));
  return config;
}
