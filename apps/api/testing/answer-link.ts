import { linksIn, SmtpTestServer } from '@storyvault/testing';
import { DispatchDeliveries } from '../src/modules/delivery/delivery.public';
import { ManualClock } from '../src/shared/time/clock';
import { TestApp } from './test-app';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The token of the answer links in the vault's first question email: three days on (its first
 * question is due), the deliveries run and the email arrives over real SMTP.
 */
export async function firstAnswerToken(t: TestApp, smtp: SmtpTestServer, clock: ManualClock): Promise<string> {
  clock.advance(3 * DAY);
  await t.app.get(DispatchDeliveries).execute();
  const email = await smtp.waitFor((m) => m.subject?.startsWith('A question from') ?? false);
  const write = linksIn(email.text).find((l) => l.includes('/respond/write?token='))!;
  return new URL(write).searchParams.get('token')!;
}
