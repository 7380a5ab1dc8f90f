import { ConnectionProblem, networkProblemKind } from '../../../../shared/mail/connection-problem';

/**
 * Connects to the inbound mailbox as the poller does, logs in and opens the folder read-only,
 * then logs out: `storyvault doctor`. Rejects with a ConnectionProblem within about `timeoutMs`.
 */
export async function probeMailbox(
  settings: { url: string; mailbox: string },
  timeoutMs: number,
): Promise<{ messages: number }> {
  const url = new URL(settings.url);
  const { ImapFlow } = await import('imapflow');
  const client = new ImapFlow({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'imaps:' ? 993 : 143),
    secure: url.protocol === 'imaps:',
    auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    logger: false,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  // The failure itself is what connect() or mailboxOpen() rejects with.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    const failed = error as { authenticationFailed?: boolean; tlsFailed?: boolean; responseText?: string };
    const kind = failed.authenticationFailed
      ? 'login'
      : failed.tlsFailed
        ? 'tls'
        : (networkProblemKind(error) ?? 'unreachable');
    client.close();
    throw new ConnectionProblem(kind, failed.responseText || (error as Error).message);
  }
  try {
    const opened = await client.mailboxOpen(settings.mailbox, { readOnly: true });
    return { messages: opened.exists };
  } catch (error) {
    const failed = error as { mailboxMissing?: boolean; responseText?: string; message: string };
    throw new ConnectionProblem(
      failed.mailboxMissing ? 'mailbox' : (networkProblemKind(error) ?? 'refused'),
      failed.responseText || failed.message,
    );
  } finally {
    await client.logout().catch(() => client.close());
  }
}
