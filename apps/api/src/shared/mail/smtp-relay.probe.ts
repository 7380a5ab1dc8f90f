import { createTransport } from 'nodemailer';
import { ConnectionProblem, networkProblemKind } from './connection-problem';

/**
 * Connects to the relay of `smtpUrl` once as the mailer would (EHLO, STARTTLS when offered,
 * login when the URL has a user) and hangs up without sending anything: `storyvault doctor`.
 * Rejects with a ConnectionProblem within about `timeoutMs`.
 */
export async function probeSmtpRelay(smtpUrl: string, timeoutMs: number): Promise<void> {
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    await transport.verify();
  } catch (error) {
    const { code, responseCode, message } = error as { code?: string; responseCode?: number; message: string };
    const kind =
      code === 'EAUTH' || responseCode === 535
        ? 'login'
        : code === 'ETLS'
          ? 'tls'
          : (networkProblemKind(error) ?? (responseCode ? 'refused' : 'unreachable'));
    throw new ConnectionProblem(kind, message);
  } finally {
    transport.close();
  }
}
