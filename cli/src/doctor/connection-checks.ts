import { recordedPublicUrl } from '@storyvault/api/database/installation-settings';
import { migrationState, MigrationState } from '@storyvault/api/database/migrate';
import { openDatabase } from '@storyvault/api/database/open-database';
import { probeMailbox } from '@storyvault/api/modules/inbound/inbound.public';
import { ConnectionProblem, ConnectionProblemKind } from '@storyvault/api/shared/mail/connection-problem';
import { probeSmtpRelay } from '@storyvault/api/shared/mail/smtp-relay.probe';
import { join } from 'node:path';
import { withoutPassword } from '../format';
import { CheckResult, DoctorInput, fail, invalid, ok, warn, within } from './check';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** PostgreSQL's own codes for what an operator gets wrong most. */
function databaseFix(error: unknown, embedded: boolean): string {
  const code = (error as { code?: string }).code;
  if (embedded) return 'see the messages above: DATA_DIR must be writable and EMBEDDED_PG_PORT free';
  if (code === '28P01' || code === '28000') return 'check the user and password in DATABASE_URL';
  if (code === '3D000') return 'create the database (`createdb NAME`) or correct its name in DATABASE_URL';
  return 'check the host and port in DATABASE_URL and that PostgreSQL is running and reachable from here';
}

/**
 * The database connects; then its migrations (both lines, the second depending on the first). Also
 * answers the public URL the servers recorded there, for the public URL's check.
 */
export async function databaseChecks(input: DoctorInput): Promise<[CheckResult, CheckResult, string | null]> {
  const { config } = input;
  const notChecked = (why: string) => warn('migrations', `not checked: ${why}`, 'fix the database first');
  const bad = invalid('database', input, ['DATABASE_URL', 'EMBEDDED_PG_PORT', 'DATA_DIR']);
  if (bad) return [bad, notChecked('no database configured'), null];
  const embedded = !config.DATABASE_URL;
  let state: MigrationState;
  let describe: string;
  let recorded: string | null = null;
  try {
    const db = await openDatabase(config, (line) => process.stderr.write(line + '\n'));
    describe = db.describe;
    try {
      state = await within(input.timeoutMs + 1000, migrationState(db.url, input.timeoutMs));
      // Before the migration that makes its table, nothing is recorded.
      recorded = await within(input.timeoutMs, recordedPublicUrl(db.url)).catch(() => null);
    } finally {
      await db.stop();
    }
  } catch (error) {
    const target = embedded ? `embedded PostgreSQL in ${config.dataDir}` : withoutPassword(config.DATABASE_URL!);
    return [
      fail('database', `${target}: ${message(error)}`, databaseFix(error, embedded)),
      notChecked('no database connection'),
      null,
    ];
  }
  const { applied, pending, unknown } = state;
  const migrations = pending.length
    ? warn(
        'migrations',
        `${pending.length} pending: ${pending.join(', ')}`,
        'run `storyvault migrate` (the servers also apply them when they start)',
      )
    : unknown.length
      ? warn(
          'migrations',
          `the database has migrations this version does not know: ${unknown.join(', ')}`,
          'run the StoryVault version that applied them; an older one may not work on this database',
        )
      : ok('migrations', `all ${applied.length} applied`);
  return [ok('database', `${describe} connects`), migrations, recorded];
}

function mailFix(kind: ConnectionProblemKind, variable: 'SMTP_URL' | 'IMAP_URL', timeoutMs: number): string {
  const secure =
    variable === 'SMTP_URL' ? 'smtps:// for port 465, smtp:// for 587 or 25' : 'imaps:// for port 993, imap:// for 143';
  switch (kind) {
    case 'unreachable':
      return `check the host and port in ${variable}, and that this machine may connect to them`;
    case 'timeout':
      return `nothing answered within ${timeoutMs / 1000} s: check the host and port in ${variable} (a firewall may drop the connection)`;
    case 'tls':
      return `check the scheme in ${variable}: ${secure}`;
    case 'login':
      return `check the user and password in ${variable} (URL-encode special characters, e.g. @ as %40)`;
    case 'mailbox':
      return 'check IMAP_MAILBOX: the folder replies arrive in must exist (names other than INBOX are case-sensitive)';
    case 'refused':
      return "the server refused (see its answer): check the account's settings at the provider";
  }
}

function kindOf(error: unknown): ConnectionProblemKind {
  return error instanceof ConnectionProblem ? error.kind : 'timeout';
}

export async function smtpCheck(input: DoctorInput): Promise<CheckResult> {
  const { config, timeoutMs } = input;
  const bad = invalid('SMTP relay', input, ['SMTP_URL']);
  if (bad) return bad;
  if (!config.SMTP_URL)
    return warn(
      'SMTP relay',
      `not checked: no SMTP_URL, so emails are written to ${join(config.dataDir, 'outbox')} instead of being sent`,
      'set SMTP_URL=smtp://user:password@relay.example.com:587 to send real email',
    );
  const relay = withoutPassword(config.SMTP_URL);
  try {
    await within(timeoutMs * 3 + 1000, probeSmtpRelay(config.SMTP_URL, timeoutMs));
    const login = new URL(config.SMTP_URL).username ? ', login accepted' : '';
    return ok('SMTP relay', `${relay} answered (EHLO${login})`);
  } catch (error) {
    return fail('SMTP relay', `${relay}: ${message(error)}`, mailFix(kindOf(error), 'SMTP_URL', timeoutMs));
  }
}

export async function imapCheck(input: DoctorInput): Promise<CheckResult> {
  const { config, timeoutMs } = input;
  const bad = invalid('IMAP mailbox', input, ['IMAP_URL', 'IMAP_MAILBOX']);
  if (bad) return bad;
  if (!config.IMAP_URL)
    return warn(
      'IMAP mailbox',
      'not configured: no IMAP_URL, so replies are not read (feed them by hand with `storyvault ingest`)',
      'set IMAP_URL=imaps://user:password@imap.example.com:993 to read replies',
    );
  const mailbox = withoutPassword(config.IMAP_URL);
  try {
    const { messages } = await within(
      timeoutMs * 3 + 1000,
      probeMailbox({ url: config.IMAP_URL, mailbox: config.IMAP_MAILBOX }, timeoutMs),
    );
    return ok('IMAP mailbox', `${mailbox} logged in and opened ${config.IMAP_MAILBOX} (${messages} message(s))`);
  } catch (error) {
    return fail('IMAP mailbox', `${mailbox}: ${message(error)}`, mailFix(kindOf(error), 'IMAP_URL', timeoutMs));
  }
}
