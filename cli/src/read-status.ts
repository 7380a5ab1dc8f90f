import { AppConfig } from '@storyvault/api/config/app-config';
import { migrationStateOf, openDataSource } from '@storyvault/api/database/migrate';
import { openDatabase } from '@storyvault/api/database/open-database';
import { DeliveryModule } from '@storyvault/api/modules/delivery/delivery.module';
import { DeliveryQueueReport, DeliveryQueueStatus } from '@storyvault/api/modules/delivery/delivery.public';
import { InboundModule } from '@storyvault/api/modules/inbound/inbound.module';
import { InboundReport, InboundStatus } from '@storyvault/api/modules/inbound/inbound.public';
import { inAppContext } from './context';
import {
  IncomingMail,
  incomingMail,
  MediaPlace,
  mediaPlace,
  OutgoingMail,
  outgoingMail,
  Payments,
  payments,
} from './describe-services';
import { withoutPassword } from './format';

export type DatabaseStatus =
  | { reachable: true; target: string; migrations: { applied: number; pending: string[]; unknown: string[] } }
  | { reachable: false; target: string; error: string };

/** A part read from the database, or why it could not be. */
export type Readout<T> = T | { unavailable: string };

export interface StatusReport {
  environment: AppConfig['NODE_ENV'];
  database: DatabaseStatus;
  media: MediaPlace;
  outgoingMail: OutgoingMail;
  incomingMail: IncomingMail;
  payments: Payments;
  deliveries: Readout<DeliveryQueueReport>;
  inbound: Readout<InboundReport>;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function readout<T>(work: () => Promise<T>): Promise<Readout<T>> {
  try {
    return await work();
  } catch (error) {
    return { unavailable: message(error) };
  }
}

/**
 * Everything `storyvault status` shows. The configuration parts need no connection; the rest
 * is read through the delivery and inbound modules, without applying migrations (pending
 * ones are reported; a part they are needed for says it is unavailable).
 */
export async function readStatus(config: AppConfig): Promise<StatusReport> {
  const report: StatusReport = {
    environment: config.NODE_ENV,
    database: { reachable: false, target: '', error: '' },
    media: mediaPlace(config),
    outgoingMail: outgoingMail(config),
    incomingMail: incomingMail(config),
    payments: payments(config),
    deliveries: { unavailable: 'the database is not reachable' },
    inbound: { unavailable: 'the database is not reachable' },
  };
  const target = config.DATABASE_URL
    ? `PostgreSQL at ${withoutPassword(config.DATABASE_URL)}`
    : `embedded PostgreSQL in ${config.dataDir}`;
  const db = await openDatabase(config, (line) => process.stderr.write(line + '\n')).catch((error: unknown) => {
    report.database = { reachable: false, target, error: message(error) };
    return null;
  });
  if (!db) return report;
  try {
    // One connection pool for the migrations' state and the modules' readouts, handed to the
    // context, which closes it (docs/decisions/0995-reading-commands-start-light.md).
    const dataSource = await openDataSource(db.url, { timeoutMs: 10_000 }).catch((error: unknown) => {
      report.database = { reachable: false, target: db.describe, error: message(error) };
      return null;
    });
    if (!dataSource) return report;
    const state = await migrationStateOf(dataSource).catch(async (error: unknown) => {
      report.database = { reachable: false, target: db.describe, error: message(error) };
      await dataSource.destroy();
      return null;
    });
    if (!state) return report;
    report.database = {
      reachable: true,
      target: db.describe,
      migrations: { applied: state.applied.length, pending: state.pending, unknown: state.unknown },
    };
    await inAppContext(
      config,
      db.url,
      async (app) => {
        [report.deliveries, report.inbound] = await Promise.all([
          readout(() => app.get(DeliveryQueueStatus).execute()),
          readout(() => app.get(InboundStatus).execute()),
        ]);
      },
      [DeliveryModule, InboundModule],
      dataSource,
    );
    return report;
  } finally {
    await db.stop();
  }
}
