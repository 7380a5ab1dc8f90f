import { cliConfig } from '../context';
import { describeIncoming, describeMedia, describeOutgoing, describePayments } from '../describe-services';
import { ago, printJson, when } from '../format';
import { DatabaseStatus, readStatus, Readout, StatusReport } from '../read-status';
import { say } from '../output';

const since = (date: Date | null) => (date ? `${when(date)} (${ago(date)})` : 'never');

function readable<T extends object>(part: Readout<T>, show: (value: T) => string): string {
  return 'unavailable' in part ? `unavailable: ${part.unavailable}` : show(part);
}

function database(db: DatabaseStatus): string {
  if (!db.reachable) return `${db.target}: NOT REACHABLE (${db.error})`;
  const { applied, pending, unknown } = db.migrations;
  const parts = [
    `${db.target}: reachable`,
    `${applied} migration(s) applied`,
    pending.length ? `${pending.length} PENDING (${pending.join(', ')}; run \`storyvault migrate\`)` : 'none pending',
  ];
  if (unknown.length) parts.push(`${unknown.length} unknown to this version (${unknown.join(', ')})`);
  return parts.join(', ');
}

function print(report: StatusReport): void {
  const rows: Array<[string, string]> = [
    ['Database', database(report.database)],
    ['Media', describeMedia(report.media)],
    ['Outgoing mail', describeOutgoing(report.outgoingMail)],
    ['Incoming mail', describeIncoming(report.incomingMail)],
    ['Payments', describePayments(report.payments)],
    [
      'Delivery queue',
      readable(
        report.deliveries,
        (d) =>
          `${d.vaultsDue} vault(s) due now, ${d.failed} email(s) failed and not sent since, ${d.sending} being sent`,
      ),
    ],
    ['Last send', readable(report.deliveries, (d) => since(d.lastSentAt))],
    [
      'Inbound mail',
      readable(
        report.inbound,
        (i) =>
          `${i.unmatched} unmatched, ${i.rejected} rejected, ${i.unprocessed} not processed yet` +
          (i.asked ? `, ${i.asked} waiting for the senior's choice` : ''),
      ),
    ],
    // Both, so a poller that stopped does not pass for a quiet mailbox.
    ['Last IMAP poll', readable(report.inbound, (i) => since(i.lastPolledAt))],
    ['Last new mail', readable(report.inbound, (i) => since(i.lastNewMailAt))],
  ];
  say(`StoryVault status (NODE_ENV=${report.environment})\n`);
  for (const [label, value] of rows) say(`${label.padEnd(16)}${value}`);
}

/** `storyvault status`: the configuration, then what the delivery and inbound modules report. */
export async function status(options: { json?: boolean }): Promise<void> {
  const report = await readStatus(cliConfig());
  if (options.json) printJson(report);
  else print(report);
  // Without the database the report is incomplete: a script checking on the service should know.
  if (!report.database.reachable) process.exitCode = 1;
}
